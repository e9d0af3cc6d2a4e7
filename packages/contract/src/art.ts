import type { GameItem } from './games';
import type { LotteryTile } from './lottery';

/**
 * Which image a tile shows, written once for the page that draws it and for the server that asks
 * for the page's largest image ahead (first-view answers). Null means the default image.
 */

/** §2.7 a game tile: the tile icon, else the large or plain icon. */
export const gameArtOf = (
  game: Pick<GameItem, 'showIcon' | 'mobileLargeIcon' | 'iconUrl'>,
): string | null => game.showIcon || game.mobileLargeIcon || game.iconUrl || null;

/** §2.9 a lottery tile: the mobile icon, else the tile icon. */
export const lotteryArtOf = (
  tile: Pick<LotteryTile, 'mobileIconUrl' | 'showIcon'>,
): string | null => tile.mobileIconUrl ?? tile.showIcon ?? null;
