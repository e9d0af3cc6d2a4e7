import { useInfiniteQuery } from '@tanstack/react-query';
import { RECENT_GAMES_PAGE_SIZE } from '@lotto/contract';
import type { GameCategory, Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { hasMorePages } from '../utils/game-list-query';
import { gameKeys } from './game-keys';
import type { GamePage } from './get-game-list';
import { routes } from '@lotto/contract';

/** §7 recent games: page, pageSize 10, gameType, language, clientType 2. */
export const RECENT_CLIENT_TYPE = 2;

export const fetchRecentPage = async (
  gameType: GameCategory | null,
  page: number,
  language: Language,
  signal?: AbortSignal,
): Promise<GamePage> => {
  const value = await apiCall(routes.recentGames, {
    query: {
      page,
      pageSize: RECENT_GAMES_PAGE_SIZE,
      gameType: gameType ?? undefined,
      language,
      clientType: RECENT_CLIENT_TYPE,
    },
    signal,
  });
  return { games: value.list, pageNum: page, totalPages: value.totalPages };
};

export const useRecentGames = (
  gameType: GameCategory | null,
  language: Language,
  enabled: boolean,
) =>
  useInfiniteQuery({
    queryKey: gameKeys.recent(gameType, language),
    queryFn: ({ pageParam, signal }) => fetchRecentPage(gameType, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) =>
      hasMorePages(last.pageNum, last.totalPages) ? last.pageNum + 1 : undefined,
    enabled,
  });
