import { useLocation } from '@/lib/router';
import type { QueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { activeLanguage } from '@/lib/i18n';
import { gameListOptions } from '@/features/games/api/get-game-list';
import { vendorGameTypesOptions } from '@/features/games/api/get-vendor-game-types';
import { GameListScreen } from '@/features/games/components/game-list-screen';
import { gameTypeFromLocation, initialListState } from '@/features/games/utils/game-list-query';

/** The list's first calls (router.tsx starts them before the page renders). */
export const prefetch = (client: QueryClient, url: URL) => {
  const { tab, filter } = initialListState(url.searchParams);
  return Promise.all([
    client.prefetchQuery(vendorGameTypesOptions(activeLanguage())),
    tab === 'recent'
      ? null
      : client.prefetchInfiniteQuery(
          gameListOptions({
            gameType: gameTypeFromLocation(url.pathname, url.searchParams),
            tab,
            filter,
            language: activeLanguage(),
          }),
        ),
  ]);
};

export const Component = () => {
  const { pathname, search } = useLocation();
  return (
    <Page name="game-list">
      <GameListScreen key={`${pathname}${search}`} />
    </Page>
  );
};
