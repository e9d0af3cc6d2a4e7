import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE } from '@lotto/contract';
import type { GameCategory, GameItem, Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { gameListInput, hasMorePages, normaliseFilter } from '../utils/game-list-query';
import type { GameListFilter, ListTab } from '../utils/game-list-query';
import { gameKeys } from './game-keys';
import { hotGamesOptions } from './get-hot-games';
import { routes } from '@lotto/contract';

/** One page of any list (§3 game-list, favourite and recent responses, made alike). */
export interface GamePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
}

interface ListParams {
  gameType: GameCategory;
  tab: Exclude<ListTab, 'recent'>;
  filter: GameListFilter;
  language: Language;
  pageSize?: number;
  enabled?: boolean;
}

const fetchPage = async (
  { gameType, tab, filter, language, pageSize = GAME_LIST_PAGE_SIZE }: ListParams,
  pageNo: number,
  signal: AbortSignal,
  hot: () => Promise<GameItem[]>,
): Promise<GamePage> => {
  if (tab === 'hot') {
    const games = (await hot()).filter((g) => g.gameType === gameType);
    return { games, pageNum: 1, totalPages: 1 };
  }
  if (tab === 'fav') {
    const value = await apiCall(routes.favouriteList, {
      query: { pageNo, pageSize, language },
      signal,
    });
    // The favourites call is not per type; this list shows the starred games of its own type.
    const games = value.content.filter((g) => g.gameType === gameType);
    return { games, pageNum: value.pageNum, totalPages: value.totalPages };
  }
  return apiCall(routes.gameList, {
    query: gameListInput(gameType, filter, pageNo, language, pageSize),
    signal,
  });
};

/**
 * §2.8 the list of one tab, paged for infinite scroll. The key holds the tab, the filter and the
 * language, so changing any of them starts again from page 1 (§4).
 */
export const gameListOptions = (params: ListParams) => {
  const filter = normaliseFilter(params.filter);
  const pageSize = params.pageSize ?? GAME_LIST_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: gameKeys.list(params.gameType, params.tab, filter, params.language, pageSize),
    queryFn: ({ pageParam, signal, client }) =>
      fetchPage({ ...params, filter, pageSize }, pageParam, signal, () =>
        client.fetchQuery(hotGamesOptions(params.language)),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) =>
      hasMorePages(last.pageNum, last.totalPages) ? last.pageNum + 1 : undefined,
    enabled: params.enabled ?? true,
  });
};

export const useGameList = (params: ListParams) => useInfiniteQuery(gameListOptions(params));
