import type { GameCategory } from '@lotto/contract';
import type { GameListFilter, ListTab } from '../utils/game-list-query';

/** Query keys of the games topic (§7 game relay paths), all under one root. */
export const GAMES_QUERY_ROOT = 'games';

export const gameKeys = {
  all: () => [GAMES_QUERY_ROOT] as const,
  vendorTypes: (language: string) => [GAMES_QUERY_ROOT, 'vendor-types', language] as const,
  hot: (language: string) => [GAMES_QUERY_ROOT, 'hot', language] as const,
  /** A list's key holds everything that resets it to page 1 (§4): type, tab, filter, language. */
  list: (
    gameType: GameCategory,
    tab: ListTab,
    filter: GameListFilter,
    language: string,
    pageSize: number,
  ) => [GAMES_QUERY_ROOT, 'list', gameType, tab, filter, language, pageSize] as const,
  favouriteIds: () => [GAMES_QUERY_ROOT, 'favourite-ids'] as const,
  favouriteLists: () => [GAMES_QUERY_ROOT, 'list'] as const,
  recent: (gameType: GameCategory | null, language: string) =>
    [GAMES_QUERY_ROOT, 'recent', gameType, language] as const,
};
