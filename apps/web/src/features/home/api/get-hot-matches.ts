import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';
import { hotMatchParams, routes } from '@lotto/contract';
import type { Language } from '@lotto/contract';

/** §7 hot match: types H, platform M → value.hot, in the request's language (keyed by it). */
export const hotMatchesOptions = (language: Language) =>
  queryOptions({
    queryKey: ['home', 'hot-matches', language] as const,
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.hotMatch, {
        query: hotMatchParams,
        signal,
      });
      return value.hot;
    },
    staleTime: HOME_CONTENT_STALE_MS,
  });

export const useHotMatches = () => useQuery(hotMatchesOptions(useActiveLanguage()));
