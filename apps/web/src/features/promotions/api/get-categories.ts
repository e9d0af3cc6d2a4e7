import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';

/** Categories change rarely: a few minutes is fresh enough. */
const CATEGORIES_STALE_MS = 5 * 60_000;

export const categoriesOptions = (language: Language) =>
  queryOptions({
    queryKey: ['promotions', 'categories', language] as const,
    queryFn: async ({ signal }) => (await apiCall(routes.promotionCategories, { signal })).list,
    staleTime: CATEGORIES_STALE_MS,
  });

export const usePromotionCategories = () => useQuery(categoriesOptions(useActiveLanguage()));
