import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { GAME_CENTER_PAGE_SIZE, GameCategory } from '@lotto/contract';
import type { Language, VendorName } from '@lotto/contract';
import { paths } from '@/config/paths';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useGameList } from '../api/get-game-list';
import { useTileActions } from '../hooks/use-tile-actions';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { ListEmpty } from '@/components/ui/list-empty';
import { VendorTiles } from './vendor-tile';

const LOBBY = 'LOBBY';
const SCROLL_STEP = 0.8;

interface VendorMenuProps {
  category: GameCategory;
  vendors: readonly VendorName[];
  cdn: string;
  language: Language;
}

/**
 * §2.6 live, fish and PVP (and cockfighting, whose arenas are single games too): a sideways vendor
 * menu (live starts with LOBBY) with arrows and View All; the chosen vendor's first 12 games below
 * with their own View All.
 */
export const VendorMenu = ({ category, vendors, cdn, language }: VendorMenuProps) => {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const entries =
    category === GameCategory.LIVE
      ? [LOBBY, ...vendors.map((v) => v.accountTypeName)]
      : vendors.map((v) => v.accountTypeName);
  const [chosen, setChosen] = useState(entries[0] ?? LOBBY);
  const scroll = (dir: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * SCROLL_STEP, behavior: 'smooth' });
  };
  const nameOf = (code: string) =>
    code === LOBBY
      ? t('games.lobby')
      : (vendors.find((v) => v.accountTypeName === code)?.displayName ?? code);
  const listPath = `${paths.gameList}?gameType=${category}`;

  return (
    <section className="vendor-menu" data-testid={`vendor-menu-${category}`}>
      <div className="vendor-menu__bar">
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('games.scroll_left')}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <ul ref={strip} className="vendor-menu__strip">
          {entries.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={`option-chip ${chosen === code ? 'option-chip--on' : ''}`}
                aria-pressed={chosen === code}
                onClick={() => setChosen(code)}
              >
                {nameOf(code)}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('games.scroll_right')}
          onClick={() => scroll(1)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <Link className="vendor-menu__all" to={listPath}>
          {t('games.view_all')}
        </Link>
      </div>
      {chosen === LOBBY ? (
        <VendorTiles category={category} vendors={vendors} cdn={cdn} />
      ) : (
        <VendorGames
          category={category}
          vendor={chosen}
          language={language}
          viewAll={`${listPath}&vassalage=${encodeURIComponent(chosen)}`}
        />
      )}
    </section>
  );
};

/** The first page (12, §9) of a category's games, optionally of one vendor, with View All. */
export const VendorGames = ({
  category,
  vendor,
  language,
  viewAll,
}: {
  category: GameCategory;
  vendor?: string;
  language: Language;
  viewAll: string;
}) => {
  const { t } = useTranslation();
  const query = useGameList({
    gameType: category,
    tab: 'all',
    filter: vendor ? { vassalage: vendor } : {},
    language,
    pageSize: GAME_CENTER_PAGE_SIZE,
  });
  const favouriteIds = useFavouriteIds();
  const actions = useTileActions();
  if (query.isPending) return <GameGridSkeleton count={6} />;
  const games = query.data?.pages[0]?.games ?? [];
  if (games.length === 0) return <ListEmpty text={t('games.empty')} />;
  return (
    <>
      <GameGrid games={games} favouriteIds={favouriteIds} actions={actions} />
      <Link className="button button--ghost view-all-button" to={viewAll} data-testid="view-all">
        {t('games.view_all')}
      </Link>
    </>
  );
};
