import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { systemKeys } from '@/lib/system-query-keys';
import { routes } from '@lotto/contract';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: [...systemKeys.all(), 'countries'] as const,
    queryFn: ({ signal }) => apiCall(routes.countryList, { signal }),
    staleTime: SETTINGS_STALE_MS,
  });

/** §3 country list: the preselected dialing code and the merchant's countries. */
export const useCountries = () => useQuery(countriesQueryOptions());
