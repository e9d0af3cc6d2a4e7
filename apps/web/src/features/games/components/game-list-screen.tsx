import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useSearchParams } from '@/lib/router';
import { INFO_TOAST_MS } from '@lotto/contract';
import { loginReturningTo } from '@/lib/login-return';
import { useIsLoggedIn } from '@/lib/use-session';
import { showToast } from '@/components/ui/toast-store';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useGameList } from '../api/get-game-list';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useDebouncedLanguage } from '../hooks/use-debounced-language';
import { useTileActions } from '../hooks/use-tile-actions';
import { filterChips } from '../utils/filter-chips';
import {
  gameTypeFromLocation,
  initialListState,
  listTabs,
  removeFilterField,
} from '../utils/game-list-query';
import type { GameListFilter, ListTab } from '../utils/game-list-query';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameListHeader } from './game-list-header';
import { ListEmpty } from '@/components/ui/list-empty';
import { ListTabs } from './list-tabs';
import { PagedList, pagingOf } from '@/components/ui/paged-list';
import { RecentGamesPanel } from './recent-games-panel';
import '../games.css';

/** The filter panel (a form, with react-hook-form) loads on its button's tap, not with the list. */
const FilterPanel = lazy(async () => ({ default: (await import('./filter-panel')).FilterPanel }));

const tabLabelKeys: Record<ListTab, string> = {
  all: 'games.tab_all',
  hot: 'games.tab_hot',
  recent: 'games.tab_recent',
  fav: 'games.tab_fav',
};

/** §2.8 the game list: header with chips, four tabs, a paged grid and the filter panel. */
export const GameListScreen = () => {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const [search] = useSearchParams();
  const gameType = gameTypeFromLocation(pathname, search);
  const [state, setState] = useState(() => initialListState(search));
  const [filterOpen, setFilterOpen] = useState(false);
  const loggedIn = useIsLoggedIn();
  const language = useDebouncedLanguage();
  const types = useVendorGameTypes();
  const vendors = types.data?.find((c) => c.gameCategory === gameType)?.vendorNames ?? [];
  const needsLogin = (state.tab === 'recent' || state.tab === 'fav') && !loggedIn;

  const selectTab = (tab: ListTab) => {
    // §2.8 recent and favourites need a session: a visitor gets the login prompt toast.
    if ((tab === 'recent' || tab === 'fav') && !loggedIn)
      showToast('info', t('games.login_prompt'), INFO_TOAST_MS);
    // §4 changing tab clears the list and starts again from page 1; filters belong to 'all'.
    setState({ tab, filter: tab === 'all' ? state.filter : {} });
  };
  const applyFilter = (filter: GameListFilter) => {
    setFilterOpen(false);
    setState({ tab: 'all', filter });
  };

  return (
    <div className="game-list-screen">
      <GameListHeader
        gameType={gameType}
        chips={filterChips(state.filter, vendors)}
        onRemoveChip={(field) =>
          setState((s) => ({ ...s, filter: removeFilterField(s.filter, field) }))
        }
        onOpenFilter={() => setFilterOpen(true)}
      />
      <ListTabs
        tabs={listTabs}
        selected={state.tab}
        label={t('games.list_tabs')}
        labelOf={(tab) => t(tabLabelKeys[tab])}
        onSelect={selectTab}
        testId="game-list-tabs"
      />
      {needsLogin ? (
        <ListEmpty text={t('games.login_prompt')}>
          <Link className="button button--primary" to={loginReturningTo(`${pathname}${query}`)}>
            {t('top_bar.login')}
          </Link>
        </ListEmpty>
      ) : state.tab === 'recent' ? (
        <RecentGamesPanel initialType={gameType} language={language} />
      ) : (
        <GameListBody
          key={gameType}
          gameType={gameType}
          tab={state.tab}
          filter={state.filter}
          language={language}
        />
      )}
      {filterOpen ? (
        <Suspense fallback={null}>
          <FilterPanel
            open
            gameType={gameType}
            vendors={vendors}
            filter={state.filter}
            onApply={applyFilter}
            onClose={() => setFilterOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
};

type BodyProps = {
  gameType: ReturnType<typeof gameTypeFromLocation>;
  tab: Exclude<ListTab, 'recent'>;
  filter: GameListFilter;
  language: ReturnType<typeof useDebouncedLanguage>;
};

const GameListBody = ({ gameType, tab, filter, language }: BodyProps) => {
  const { t } = useTranslation();
  const query = useGameList({ gameType, tab, filter, language });
  const favouriteIds = useFavouriteIds();
  const actions = useTileActions();
  if (query.isPending) return <GameGridSkeleton />;
  let games = query.data?.pages.flatMap((p) => p.games) ?? [];
  // §4 on the favourites list, un-starring removes the item from view at once.
  if (tab === 'fav') games = games.filter((g) => favouriteIds.has(g.nodeId));
  if (query.isError && games.length === 0)
    return (
      <ListEmpty text={t('games.load_failed')}>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('status.retry')}
        </button>
      </ListEmpty>
    );
  if (games.length === 0) return <ListEmpty text={t('games.empty')} />;
  return (
    <PagedList {...pagingOf(query)}>
      <GameGrid
        games={games}
        favouriteIds={favouriteIds}
        actions={actions}
        label={t(`category.${gameType}`)}
      />
    </PagedList>
  );
};
