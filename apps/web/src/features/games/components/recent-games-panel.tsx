import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { playTypeOf } from '@lotto/contract';
import type { GameCategory, Language } from '@lotto/contract';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useRecentGames } from '../api/get-recent-games';
import { useRecentLottery } from '@/api/get-recent-lottery';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useTileActions } from '../hooks/use-tile-actions';
import { LOTTERY_TAB, recentMenu } from '../utils/recent-menu';
import type { RecentTab } from '../utils/recent-menu';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameImage } from './game-image';
import { ListEmpty } from '@/components/ui/list-empty';
import { ListTabs } from './list-tabs';
import { PagedList, pagingOf } from '@/components/ui/paged-list';

interface RecentGamesPanelProps {
  initialType: GameCategory;
  language: Language;
}

/** §2.8 recent games: a tab per game category plus a lottery tab, with paging. */
export const RecentGamesPanel = ({ initialType, language }: RecentGamesPanelProps) => {
  const { t } = useTranslation();
  const types = useVendorGameTypes();
  const menu = recentMenu(types.data ?? []);
  const [tab, setTab] = useState<RecentTab>(initialType);
  const selected = menu.includes(tab) ? tab : (menu[0] ?? LOTTERY_TAB);
  return (
    <div className="recent-panel" data-testid="recent-panel">
      <ListTabs
        tabs={menu}
        selected={selected}
        label={t('games.recent_categories')}
        labelOf={(x) => (x === LOTTERY_TAB ? t('category.LOTTERY') : t(`category.${x}`))}
        onSelect={setTab}
        testId="recent-tabs"
      />
      {selected === LOTTERY_TAB ? (
        <RecentLotteryList language={language} />
      ) : (
        <RecentGameList gameType={selected} language={language} />
      )}
    </div>
  );
};

const RecentGameList = ({ gameType, language }: { gameType: GameCategory; language: Language }) => {
  const { t } = useTranslation();
  const query = useRecentGames(gameType, language, true);
  const favouriteIds = useFavouriteIds();
  const actions = useTileActions();
  if (query.isPending) return <GameGridSkeleton />;
  const games = query.data?.pages.flatMap((p) => p.games) ?? [];
  if (games.length === 0) return <ListEmpty text={t('games.empty_recent')} />;
  return (
    <PagedList {...pagingOf(query)}>
      <GameGrid games={games} favouriteIds={favouriteIds} actions={actions} />
    </PagedList>
  );
};

const RecentLotteryList = ({ language }: { language: Language }) => {
  const { t } = useTranslation();
  const userName = useSession()?.userName ?? '';
  const query = useRecentLottery(userName, language, true);
  if (query.isPending) return <GameGridSkeleton />;
  const tiles = query.data?.list ?? [];
  if (tiles.length === 0) return <ListEmpty text={t('games.empty_recent')} />;
  return (
    <ul className="game-grid" data-testid="recent-lottery">
      {tiles.map((tile) => (
        <li key={tile.gameId} className="game-tile">
          <Link
            className="game-tile__open"
            to={`${paths.startLottery}?gameId=${encodeURIComponent(tile.gameId)}&playType=${playTypeOf(tile.lottoMode)}`}
          >
            <GameImage src={tile.mobileIconUrl ?? tile.showIcon} alt="" />
            <span className="game-tile__name">{tile.remark || tile.nodeName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
