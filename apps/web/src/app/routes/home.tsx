import { lazy, Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { activeLanguage } from '@/lib/i18n';
import { readSession } from '@/lib/session-storage';
import { hotGamesOptions } from '@/features/games/api/get-hot-games';
import { vendorGameTypesOptions } from '@/features/games/api/get-vendor-game-types';
import { ESPORTS_VENDOR_CODES, GameCategory } from '@lotto/contract';
import type { HotMatch } from '@lotto/contract';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { Page } from '@/components/ui/page';
import { useZoneOffsets } from '@/lib/settings';
import { featureMessagesReady } from '@/lib/feature-messages';
import { GameArea } from '@/features/games/components/game-area';
import { HotGamesBlock } from '@/features/games/components/hot-games-block';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import {
  homeAnnouncementsOptions,
  useHomeAnnouncements,
} from '@/features/home/api/get-announcements';
import { hotMatchesOptions, useHotMatches } from '@/features/home/api/get-hot-matches';
import { useSessionRenew } from '@/features/home/api/renew-session';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { FirstVisitPopup } from '@/features/home/components/first-visit-popup';
import { HotMatchCarousel } from '@/features/home/components/hot-match-carousel';
import { HotMatchPopup } from '@/features/home/components/hot-match-popup';
import { LoginPopupList } from '@/features/home/components/login-popup-list';
import { NoticeTicker } from '@/features/home/components/notice-ticker';
import { useHomeLoadingToast } from '@/features/home/hooks/use-home-loading-toast';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { isZeroBalance } from '@/features/wallet/utils/format-balance';

const esports: readonly string[] = ESPORTS_VENDOR_CODES;

// §2.13 the download bar and its popup load after the first paint, apart from the first view.
const DownloadBar = lazy(async () => {
  const { DownloadBar: Bar } = await import('@/features/install/components/download-bar');
  // With its texts: the feature's messages load beside its code.
  await featureMessagesReady();
  return { default: Bar };
});

/** Home's first calls (router.tsx starts them before the page renders). */
export const prefetch = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(homeAnnouncementsOptions(readSession()?.token ?? null, activeLanguage())),
    client.prefetchQuery(hotMatchesOptions(activeLanguage())),
    client.prefetchQuery(vendorGameTypesOptions(activeLanguage())),
    client.prefetchQuery(hotGamesOptions(activeLanguage())),
  ]);

/** §2.3 home, with the download bar that opens the download-app popup (§2.13). */
export const Component = () => {
  const announcements = useHomeAnnouncements();
  const hotMatches = useHotMatches();
  const balance = useWalletBalance();
  const launch = useLaunchGame();
  const [matchesOpen, setMatchesOpen] = useState(false);
  useSessionRenew();
  useHomeLoadingToast(announcements.isPending);

  // A failed load shows the empty states rather than an endless placeholder.
  const content =
    announcements.data ??
    (announcements.isError ? { banners: [], player: [], popup: [] } : undefined);
  const offsets = useZoneOffsets();
  const matches = hotMatches.data ?? [];
  // Home reached from another page paints before its notices and hot matches are in, and they
  // grow above the games: the games wait below the fold until what stands above them is in.
  const aboveGamesIn = content !== undefined && !hotMatches.isPending;
  const playMatch = (m: HotMatch) =>
    void launch({
      kind: 'game',
      input: {
        category: esports.includes(m.vendor) ? GameCategory.ESPORTS : GameCategory.SPORTS,
        vendor: m.vendor,
        roomId: m.roomId ?? undefined,
        nodeId: m.nodeId,
        platform: 'MOBILE',
      },
    });

  return (
    <Page name="home">
      <div className="home">
        <BannerCarousel banners={content?.banners} />
        <NoticeTicker notices={content?.player} />
        <HotMatchCarousel matches={matches} offsets={offsets} onOpen={() => setMatchesOpen(true)} />
        {aboveGamesIn ? (
          <>
            <GameArea />
            <AfterFirstPaint placeholder={<div className="home__below-fold" />}>
              <HotGamesBlock />
            </AfterFirstPaint>
          </>
        ) : (
          <div className="home__below-fold" />
        )}
      </div>
      {matchesOpen ? (
        <HotMatchPopup
          matches={matches}
          offsets={offsets}
          onClose={() => setMatchesOpen(false)}
          onPlay={playMatch}
        />
      ) : null}
      {/* The popups open over a page that has painted, each in a task of its own. */}
      <AfterFirstPaint>
        <FirstVisitPopup
          zeroBalance={balance.data ? isZeroBalance(balance.data.sumBalance) : undefined}
        />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <LoginPopupList popups={content?.popup} />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <DownloadBar />
        </Suspense>
      </AfterFirstPaint>
    </Page>
  );
};
