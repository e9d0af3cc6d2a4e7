import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_TYPES_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';
import { gameKeys } from './game-keys';
import { routes, vendorGameTypesParams } from '@lotto/contract';
import type { Language } from '@lotto/contract';

/**
 * §7 vendor game types (typeId 1): the tab order and vendors of the game center; cached per
 * language, as the server names the vendors in the request's Language.
 */
export const vendorGameTypesOptions = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.vendorTypes(language),
    queryFn: async ({ signal }) => {
      return apiCall(routes.vendorGameTypes, { query: vendorGameTypesParams, signal });
    },
    staleTime: VENDOR_TYPES_STALE_MS,
  });

export const useVendorGameTypes = () => useQuery(vendorGameTypesOptions(useActiveLanguage()));
