import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

export const pointsKey = (token: string | null) => ['engagement', 'points', token] as const;

/** The member's points balance and latest entries. */
export const pointsOptions = (token: string | null) =>
  queryOptions({
    queryKey: pointsKey(token),
    queryFn: ({ signal }) => apiCall(routes.pointsSummary, { signal }),
    enabled: token !== null,
  });

export const usePoints = () => useQuery(pointsOptions(useSession()?.token ?? null));
