import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_TYPES_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { gameKeys } from './game-keys';
import { routes, vendorGameTypesParams } from '@lotto/contract';

/** §7 vendor game types (typeId 1): the tab order and vendors of the game center; cached. */
export const vendorGameTypesOptions = () =>
  queryOptions({
    queryKey: gameKeys.vendorTypes(),
    queryFn: async ({ signal }) => {
      return apiCall(routes.vendorGameTypes, { query: vendorGameTypesParams, signal });
    },
    staleTime: VENDOR_TYPES_STALE_MS,
  });

export const useVendorGameTypes = () => useQuery(vendorGameTypesOptions());
