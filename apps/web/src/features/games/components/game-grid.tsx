import type { GameItem } from '@lotto/contract';
import { GameTile } from './game-tile';
import type { TileActions } from './game-tile';

/** The first row loads at once: it is on screen as the page opens. */
const EAGER_TILES = 4;

interface GameGridProps {
  games: readonly GameItem[];
  favouriteIds: ReadonlySet<number>;
  actions: TileActions;
  label?: string;
}

/** §2.7 tiles, 3 per row (4 on wider screens). */
export const GameGrid = ({ games, favouriteIds, actions, label }: GameGridProps) => (
  <ul className="game-grid" aria-label={label} data-testid="game-grid">
    {games.map((game, i) => (
      <GameTile
        key={`${game.nodeId}`}
        game={game}
        starred={favouriteIds.has(game.nodeId)}
        actions={actions}
        eager={i < EAGER_TILES}
      />
    ))}
  </ul>
);

/** Skeleton tiles shaped like the grid, while the first page loads. */
export const GameGridSkeleton = ({ count = 9 }: { count?: number }) => (
  <ul className="game-grid" aria-hidden="true" data-testid="game-grid-skeleton">
    {Array.from({ length: count }, (_, i) => (
      <li key={i} className="game-tile game-tile--skeleton">
        <span className="game-image" />
        <span className="skeleton-line" />
      </li>
    ))}
  </ul>
);
