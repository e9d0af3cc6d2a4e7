import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { systemKeys } from '@/lib/system-query-keys';
import { SITE_STATUS_REFETCH_MS, SITE_STATUS_STALE_MS } from '@/config/stale-times';
import { readCachedStatus, writeCachedStatus } from '../utils/status-cache';
import type { CachedStatus } from '../utils/status-cache';
import { routes, systemStatusOf } from '@lotto/contract';

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: async ({ signal }): Promise<CachedStatus> => {
      const value = await apiCall(routes.siteStatus, { signal });
      const entry = { value, status: systemStatusOf(value) };
      writeCachedStatus(entry);
      return entry;
    },
    staleTime: SITE_STATUS_STALE_MS,
    refetchInterval: SITE_STATUS_REFETCH_MS,
  });

/** Renders from the cached status at once and refreshes it in the background (§3). */
export const useSiteStatus = () =>
  useQuery({
    ...siteStatusQueryOptions(),
    initialData: () => readCachedStatus() ?? undefined,
    // The cache is never trusted as fresh: the first render always triggers a refetch.
    initialDataUpdatedAt: 0,
  });
