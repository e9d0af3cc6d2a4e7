import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import Flame from 'lucide-react/icons/flame';
import type { Language } from '@lotto/contract';
import { paths } from '@/config/paths';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useHotGames } from '../api/get-hot-games';
import { useDebouncedLanguage } from '../hooks/use-debounced-language';
import { useTileActions } from '../hooks/use-tile-actions';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { ListEmpty } from '@/components/ui/list-empty';
import '../games.css';

/** Home shows three rows of hot games; the game center's Hot tab shows them all. */
export const HOME_HOT_GAMES_SHOWN = 9;
/** The block itself renders after the page (home.tsx): one row with it, the others a task each. */
const HOT_GAMES_FIRST_TILES = 3;

/** §2.3 the hot games (§7 hotGames), as tiles. */
export const HotGamesGrid = ({ language, limit }: { language: Language; limit?: number }) => {
  const { t } = useTranslation();
  const query = useHotGames(language);
  const favouriteIds = useFavouriteIds();
  const actions = useTileActions();
  if (query.isPending) return <GameGridSkeleton count={6} />;
  if (!query.data?.length) return <ListEmpty text={t('games.empty')} />;
  return (
    <GameGrid
      games={limit ? query.data.slice(0, limit) : query.data}
      favouriteIds={favouriteIds}
      actions={actions}
      label={t('games.hot_title')}
      first={HOT_GAMES_FIRST_TILES}
    />
  );
};

/** §2.3 the home page's hot-game block. */
export const HotGamesBlock = () => {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  return (
    <section className="home-section" data-testid="hot-games">
      <h2 className="home-section__title">
        <Flame size={20} aria-hidden="true" />
        {t('games.hot_title')}
      </h2>
      <HotGamesGrid language={language} limit={HOME_HOT_GAMES_SHOWN} />
      <Link className="button button--ghost view-all-button" to={paths.gameCenter}>
        {t('games.view_all')}
      </Link>
    </section>
  );
};
