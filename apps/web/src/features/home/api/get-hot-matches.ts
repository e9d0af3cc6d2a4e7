import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { hotMatchParams, routes } from '@lotto/contract';

/** §7 hot match: types H, platform M → value.hot. */
export const hotMatchesOptions = () =>
  queryOptions({
    queryKey: ['home', 'hot-matches'] as const,
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.hotMatch, {
        query: hotMatchParams,
        signal,
      });
      return value.hot;
    },
    staleTime: HOME_CONTENT_STALE_MS,
  });

export const useHotMatches = () => useQuery(hotMatchesOptions());
