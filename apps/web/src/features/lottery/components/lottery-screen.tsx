import { Suspense, lazy, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import { featureMessagesReady } from '@/lib/feature-messages';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { ErrorCode, INFO_TOAST_MS, LOADING_TOAST_LONG_MS, SUCCESS_TOAST_MS } from '@lotto/contract';
import { errorMessage } from '@/lib/error-texts';
import type { LotteryTile } from '@lotto/contract';
import { renderProgressively } from '@/components/ui/after-first-paint';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { Page } from '@/components/ui/page';
import { loginReturningTo } from '@/lib/login-return';
import { activeLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { useDrawNumbers } from '../api/get-draw-numbers';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { useRecentLottery } from '@/api/get-recent-lottery';
import { launchLottery, lotteryTileLaunch } from '@/api/launch-lottery';
import { launchRefusalText } from '@/api/launch-refusal';
import { useLotteryFavourites } from '../hooks/use-lottery-favourites';
import { useServerNow } from '../hooks/use-server-now';
import { syncReminderGames } from '../api/sync-reminder-games';
import { readFavourites } from '../utils/favourites';
import { COUNTDOWN_NONE, countdownText, secondsUntil } from '../utils/countdown';
import {
  allTiles,
  categoriesOf,
  emptyFilter,
  favouritesFirst,
  filterTiles,
  hotTiles,
  isFilterActive,
  lotteryTabs,
  tileClock,
  type LotteryFilter,
  type LotteryTab,
} from '../utils/tiles';
import { LotteryTileSkeleton, LotteryTileView } from './lottery-tile';
import '../lottery.css';
import { RemovableChip, SearchButton } from '@/components/ui/list-search';

const SKELETON_TILES = 9;
const EAGER_TILES = 6;
/** Two rows render with the page, the rest a row per task after it (renderProgressively). */
const FIRST_PAINT_TILES = 6;
const TILES_PER_TASK = 3;
const RECENT_QUERY = 'recent';

/** Issue 33: the reminders sheet and its texts load on the bell's tap, never with the list. */
const DrawRemindersSheet = lazy(async () => {
  const { DrawRemindersSheet: Sheet } = await import('./draw-reminders-sheet');
  await featureMessagesReady();
  return { default: Sheet };
});

/** The filter panel (a form, with react-hook-form) loads on its button's tap, not with the list. */
const LotteryFilterPanel = lazy(async () => ({
  default: (await import('./lottery-filter-panel')).LotteryFilterPanel,
}));

interface LotteryScreenProps {
  /** §2.9 an external click handler, when given, replaces the default tile behaviour. */
  onTileClick?: (tile: LotteryTile) => void;
}

/** §2.9 the lottery list: filter panel, tabs All, Hot, Recent and Favourite, and the tile grid. */
export const LotteryScreen = ({ onTileClick }: LotteryScreenProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const loggedIn = session !== null;
  const userName = session ? session.userName : null;

  const [tab, setTab] = useState<LotteryTab>(() =>
    search.get('type') === RECENT_QUERY && loggedIn ? 'recent' : 'all',
  );
  const [filter, setFilter] = useState<LotteryFilter>(emptyFilter);
  const [panelOpen, setPanelOpen] = useState(false);
  const [remindersOpen, setRemindersOpen] = useState(false);
  const queryClient = useQueryClient();

  const menu = useLotteryMenu(i18n.language);
  const recent = useRecentLottery(userName ?? '', activeLanguage(), loggedIn && tab === 'recent');
  const draws = useDrawNumbers();
  const favourites = useLotteryFavourites(userName);
  const now = useServerNow();
  // The countdowns start with the app: the page the server rendered (kept for a draw's answers)
  // would show a time long past, and the app hydrating it keeps the server's classes.
  const [ticking, startTicking] = useState(false);
  useLayoutEffect(() => startTicking(true), []);

  const pleaseLogIn = () => showToast('info', t('lottery.please_login'), INFO_TOAST_MS);

  const selectTab = (next: LotteryTab) => {
    if ((next === 'recent' || next === 'fav') && !loggedIn) {
      pleaseLogIn();
      return;
    }
    setFilter(emptyFilter);
    setTab(next);
  };

  const filtering = isFilterActive(filter);
  const menus = menu.data?.menus;
  const tiles = useMemo(() => {
    if (!menus) return [];
    if (filtering) return favouritesFirst(filterTiles(menus, filter), favourites.ids);
    switch (tab) {
      case 'all':
        return favouritesFirst(allTiles(menus), favourites.ids);
      case 'hot':
        return favouritesFirst(hotTiles(menus), favourites.ids);
      case 'recent':
        return recent.data?.list ?? [];
      case 'fav': {
        const fav = new Set(favourites.ids);
        return allTiles(menus).filter((tile) => fav.has(tile.gameId));
      }
    }
  }, [menus, filtering, filter, tab, favourites.ids, recent.data]);

  const receivedAt =
    tab === 'recent' && !filtering ? (recent.data?.receivedAt ?? 0) : (menu.data?.receivedAt ?? 0);
  const loading = menu.isPending || (tab === 'recent' && !filtering && recent.isPending);
  const failed = menu.isError || (tab === 'recent' && !filtering && recent.isError);

  const openTile = async (tile: LotteryTile) => {
    if (onTileClick) {
      onTileClick(tile);
      return;
    }
    if (!loggedIn) {
      // Back to this list after login, where the tile is one tap away (§6).
      void navigate(loginReturningTo(`${location.pathname}${location.search}`));
      return;
    }
    const toast = showToast('loading', t('common.please_wait'), LOADING_TOAST_LONG_MS);
    try {
      const { gameUrl } = await launchLottery(
        lotteryTileLaunch(tile, activeLanguage(), `${location.pathname}${location.search}`),
      );
      dismissToast(toast);
      if (!gameUrl.trim()) {
        showToast(
          'error',
          errorMessage(ErrorCode.EMPTY_REQUEST_URL, activeLanguage()),
          INFO_TOAST_MS,
        );
        return;
      }
      if (gameUrl.startsWith('/')) void navigate(gameUrl);
      else window.location.assign(gameUrl);
    } catch (error) {
      // §8 hides the loading indicator; a refusal the player can act on also says why.
      dismissToast(toast);
      const refusal = await launchRefusalText(error, activeLanguage());
      if (refusal) showToast('error', refusal, INFO_TOAST_MS);
    }
  };

  const star = (tile: LotteryTile) => {
    if (!loggedIn) {
      pleaseLogIn();
      return;
    }
    favourites.toggle(tile.gameId);
    if (userName !== null) void syncReminderGames(queryClient, userName, readFavourites(userName));
    showToast('success', t('lottery.saved'), SUCCESS_TOAST_MS);
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = lotteryTabs.indexOf(tab);
    const step = e.key === 'ArrowRight' ? 1 : lotteryTabs.length - 1;
    const next = lotteryTabs[(i + step) % lotteryTabs.length];
    if (next) selectTab(next);
  };

  const emptyText =
    tab === 'fav' && !filtering
      ? t('lottery.empty_fav')
      : tab === 'recent' && !filtering
        ? t('lottery.empty_recent')
        : t('lottery.empty');

  const tileView = (tile: LotteryTile, i: number) => {
    const clock = tileClock(tile, draws.data, receivedAt);
    return (
      <LotteryTileView
        key={tile.gameCode}
        tile={tile}
        starred={favourites.ids.includes(tile.gameId)}
        countdown={
          ticking
            ? countdownText({
                remainTime: secondsUntil(clock.drawTime, now),
                lockTime: clock.lockTime,
                isSale: clock.isSale,
              })
            : COUNTDOWN_NONE
        }
        onOpen={(x) => void openTile(x)}
        onStar={star}
        eager={i < EAGER_TILES}
        t={t}
      />
    );
  };

  return (
    <Page name="lottery" className="lottery-page">
      <div className="lottery-toolbar">
        <div
          className="lottery-tabs"
          role="tablist"
          aria-label={t('lottery.tabs_label')}
          onKeyDown={onTabKey}
          data-testid="lottery-tabs"
        >
          {lotteryTabs.map((name) => {
            const on = !filtering && name === tab;
            return (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={on}
                tabIndex={on || (filtering && name === 'all') ? 0 : -1}
                className={`lottery-tabs__tab ${on ? 'lottery-tabs__tab--on' : ''}`}
                onClick={() => selectTab(name)}
                data-tab={name}
              >
                {t(`lottery.tab_${name}`)}
              </button>
            );
          })}
        </div>
        <SearchButton
          label={t('lottery.search')}
          expanded={panelOpen}
          onClick={() => setPanelOpen((o) => !o)}
          testId="lottery-search"
        />
      </div>

      {tab === 'fav' && !filtering && loggedIn ? (
        <div className="lottery-reminders">
          <button
            type="button"
            className="button button--ghost lottery-reminders__open"
            aria-haspopup="dialog"
            onClick={() => setRemindersOpen(true)}
            data-testid="lottery-reminders"
          >
            <Bell size={18} aria-hidden="true" />
            {t('lottery.reminders')}
          </button>
        </div>
      ) : null}

      {remindersOpen && userName !== null ? (
        <Suspense fallback={null}>
          <DrawRemindersSheet
            userName={userName}
            favouriteIds={favourites.ids}
            onClose={() => setRemindersOpen(false)}
          />
        </Suspense>
      ) : null}

      {panelOpen && menus ? (
        <Suspense fallback={null}>
          <LotteryFilterPanel
            categories={categoriesOf(menus)}
            value={filter}
            onApply={(f) => {
              setFilter(f);
              setPanelOpen(false);
            }}
            onClear={() => {
              setFilter(emptyFilter);
              setPanelOpen(false);
            }}
          />
        </Suspense>
      ) : null}

      {filtering ? (
        <div className="lottery-chips" data-testid="lottery-chips">
          {filter.text ? (
            <RemovableChip
              text={filter.text}
              removeLabel={t('lottery.filter_remove', { name: filter.text })}
              onRemove={() => setFilter({ ...filter, text: '' })}
              className="lottery-chip"
            />
          ) : null}
          {filter.category ? (
            <RemovableChip
              text={filter.category}
              removeLabel={t('lottery.filter_remove', { name: filter.category })}
              onRemove={() => setFilter({ ...filter, category: '' })}
              className="lottery-chip"
            />
          ) : null}
        </div>
      ) : null}

      {failed ? (
        <div className="lottery-message card" role="alert">
          <p>{t('lottery.error')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void menu.refetch();
              if (tab === 'recent') void recent.refetch();
            }}
          >
            {t('lottery.retry')}
          </button>
        </div>
      ) : loading ? (
        <ul className="lottery-grid" aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <LotteryTileSkeleton key={i} />
          ))}
        </ul>
      ) : tiles.length === 0 ? (
        <p className="lottery-message card" data-testid="lottery-empty">
          {emptyText}
        </p>
      ) : (
        <ul className="lottery-grid" data-testid="lottery-grid">
          {renderProgressively(tiles, {
            first: FIRST_PAINT_TILES,
            chunk: TILES_PER_TASK,
            render: tileView,
            placeholder: (tile) => <LotteryTileSkeleton key={tile.gameCode} />,
          })}
        </ul>
      )}
    </Page>
  );
};
