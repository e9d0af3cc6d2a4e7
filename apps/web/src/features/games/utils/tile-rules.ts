import { GameCategory, gameArtOf } from '@lotto/contract';
import type { GameItem, LaunchGameInput, LaunchView } from '@lotto/contract';

/** §2.7 the art to show: the tile icon, else the large or plain icon; null means the default. */
export const tileImageSrc = gameArtOf;

/** §2.7 sports and e-sports tiles ask Mobile or Desktop first; other types launch straight away. */
export const asksForView = (gameType: GameCategory): boolean =>
  gameType === GameCategory.SPORTS || gameType === GameCategory.ESPORTS;

/** §2.7 a tile with supportPlay 0 shows the play-now / free-trial mask on tap. */
export const showsPlayMask = (game: Pick<GameItem, 'supportPlay'>): boolean =>
  game.supportPlay === 0;

export type TileTap = 'choose-view' | 'mask' | 'launch';

export const tileTap = (game: Pick<GameItem, 'gameType' | 'supportPlay'>): TileTap =>
  asksForView(game.gameType) ? 'choose-view' : showsPlayMask(game) ? 'mask' : 'launch';

/** §7 generic launch of one game: category, vendor, gameId, roomId, nodeId, platform MOBILE. */
export const launchInputOf = (
  game: Pick<GameItem, 'gameType' | 'vassalage' | 'gameId' | 'roomId' | 'nodeId'>,
  view?: LaunchView,
): LaunchGameInput => ({
  category: game.gameType,
  vendor: game.vassalage,
  gameId: game.gameId || undefined,
  roomId: game.roomId ?? undefined,
  nodeId: game.nodeId,
  platform: 'MOBILE',
  ...(view ? { view } : {}),
});
