import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RealityCheckValue } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

/** Asked again this often besides at each check's time, so a change elsewhere is seen. */
export const REALITY_CHECK_POLL_MS = 5 * 60_000;

/** Time played and net result since this session's login, and the next check, by the server. */
export const realityCheckOptions = (token: string | null) =>
  queryOptions({
    queryKey: protectionKeys.realityCheck(token),
    queryFn: ({ signal }) => apiCall(routes.realityCheck, { signal }),
    enabled: token !== null,
    refetchInterval: REALITY_CHECK_POLL_MS,
  });

export const useRealityCheck = (token: string | null) => useQuery(realityCheckOptions(token));

/** The member's interval (10 minutes to 8 hours) or null to turn the checks off. */
export const useSetRealityCheck = () => {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  return useMutation({
    mutationFn: (intervalMinutes: number | null) =>
      apiCall(routes.setRealityCheck, { body: { intervalMinutes } }),
    onSuccess: (check: RealityCheckValue) => {
      client.setQueryData(protectionKeys.realityCheck(token), check);
      void client.invalidateQueries({ queryKey: protectionKeys.state(token) });
    },
  });
};
