import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotGamesParams } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { HOT_GAMES_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { gameKeys } from './game-keys';
import { routes } from '@lotto/contract';

/** §7 hot games: isPlatform 2, platform html5; cached. */
export const hotGamesOptions = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.hotGames, {
        query: hotGamesParams(language),
        signal,
      });
      return value.list;
    },
    staleTime: HOT_GAMES_STALE_MS,
  });

export const useHotGames = (language: Language) => useQuery(hotGamesOptions(language));
