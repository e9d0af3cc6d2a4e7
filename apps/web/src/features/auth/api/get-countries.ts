import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryList } from '@lotto/contract';
import { SETTINGS_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { systemKeys } from '@/lib/system-query-keys';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: [...systemKeys.all(), 'countries'] as const,
    queryFn: ({ signal }) => apiCall(countryList, { signal }),
    staleTime: SETTINGS_STALE_MS,
  });

/** §3 country list: the preselected dialing code and the merchant's countries. */
export const useCountries = () => useQuery(countriesQueryOptions());
