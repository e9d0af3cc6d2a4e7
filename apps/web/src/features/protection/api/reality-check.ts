import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type RealityCheckValue } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
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

const setRealityCheck = (intervalMinutes: number | null) =>
  apiCall(routes.setRealityCheck, { body: { intervalMinutes } });

/** The member's interval (10 minutes to 8 hours) or null to turn the checks off. */
export const useSetRealityCheck = ({
  mutationConfig,
}: MutationHookOptions<typeof setRealityCheck> = {}) => {
  const token = useSession()?.token ?? null;
  return useInvalidatingMutation(
    setRealityCheck,
    async (client, check: RealityCheckValue) => {
      client.setQueryData(protectionKeys.realityCheck(token), check);
      // The state is read again in the background; the section answers at once.
      void client.invalidateQueries({ queryKey: protectionKeys.state(token) });
    },
    mutationConfig,
  );
};
