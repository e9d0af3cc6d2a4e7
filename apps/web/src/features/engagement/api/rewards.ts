import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** §2.1 /m/rewardCenter: rewards earned and to claim. */
export const rewardsOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['engagement', 'rewards', token] as const,
    queryFn: ({ signal }) => apiCall(routes.rewardCenter, { signal }),
    enabled: enabled && token !== null,
  });

export const useRewards = (enabled: boolean) =>
  useQuery(rewardsOptions(useSession()?.token ?? null, enabled));
