import { useTranslation } from '@/lib/use-translation';
import type { GameItem } from '@lotto/contract';
import { renderProgressively } from '@/components/ui/after-first-paint';
import { GameTile } from './game-tile';
import type { TileActions } from './game-tile';

/** The first row loads at once: it is on screen as the page opens. */
const EAGER_TILES = 4;

/**
 * Two rows render with the page; the rest a row at a time, each in a task of its own after the
 * first paint, in skeletons of the same size meanwhile (renderProgressively).
 */
const FIRST_PAINT_TILES = 6;
const TILES_PER_TASK = 3;

interface GameGridProps {
  games: readonly GameItem[];
  favouriteIds: ReadonlySet<number>;
  actions: TileActions;
  label?: string;
  /** How many tiles render with the grid; the rest follow a row per task. */
  first?: number;
}

/** §2.7 tiles, 3 per row (4 on wider screens). */
export const GameGrid = ({
  games,
  favouriteIds,
  actions,
  label,
  first = FIRST_PAINT_TILES,
}: GameGridProps) => {
  const { t } = useTranslation();
  const tile = (game: GameItem, i: number) => (
    <GameTile
      key={`${game.nodeId}`}
      game={game}
      starred={favouriteIds.has(game.nodeId)}
      actions={actions}
      eager={i < EAGER_TILES}
      t={t}
    />
  );
  return (
    <ul className="game-grid" aria-label={label} data-testid="game-grid">
      {renderProgressively(games, {
        first,
        chunk: TILES_PER_TASK,
        render: tile,
        placeholder: (game) => <TileSkeleton key={game.nodeId} />,
      })}
    </ul>
  );
};

const TileSkeleton = () => (
  <li className="game-tile game-tile--skeleton" aria-hidden="true">
    <span className="game-image" />
    <span className="skeleton-line" />
  </li>
);

/** Skeleton tiles shaped like the grid, while the first page loads. */
export const GameGridSkeleton = ({ count = 9 }: { count?: number }) => (
  <ul className="game-grid" aria-hidden="true" data-testid="game-grid-skeleton">
    {Array.from({ length: count }, (_, i) => (
      <TileSkeleton key={i} />
    ))}
  </ul>
);
