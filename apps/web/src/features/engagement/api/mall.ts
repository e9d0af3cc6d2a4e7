import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type RedeemMallItemInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';

/** §2.1 /m/mall/mallHome: the items, for visitors too. */
export const mallItemsOptions = (language: string) =>
  queryOptions({
    queryKey: ['engagement', 'mall', language] as const,
    queryFn: ({ signal }) => apiCall(routes.mallItems, { signal }),
  });

export const useMallItems = () => useQuery(mallItemsOptions(useActiveLanguage()));

export const redeemRequest = (body: RedeemMallItemInput) =>
  apiCall(routes.redeemMallItem, { body });
