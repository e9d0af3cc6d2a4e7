import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

/** The member's limits with what is left, a waiting raise, a time-out or exclusion, the changes. */
export const protectionStateOptions = (token: string | null) =>
  queryOptions({
    queryKey: protectionKeys.state(token),
    queryFn: ({ signal }) => apiCall(routes.protectionState, { signal }),
    enabled: token !== null,
  });

export const useProtectionState = () =>
  useQuery(protectionStateOptions(useSession()?.token ?? null));
