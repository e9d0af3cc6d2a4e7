import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_BALANCE_REFETCH_MS, WALLET_BALANCE_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { walletKeys } from '@/lib/wallet-keys';
import { hasAgentOption, routes } from '@lotto/contract';

/**
 * §3 wallet balance (GET /wps/wallet/balance → sumBalance), only with a session. `agent`: the
 * session has the agent option, so pay arrives without its doing (AGENT_BALANCE_REFETCH_MS):
 * asked again on an interval while visible and on return to the tab. Players' money moves
 * only by their own actions, which invalidate walletKeys.all themselves.
 */
export const walletBalanceOptions = (token: string | null, agent = false) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => apiCall(routes.walletBalance, { signal }),
    staleTime: WALLET_BALANCE_STALE_MS,
    enabled: token !== null,
    refetchInterval: agent ? AGENT_BALANCE_REFETCH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: agent,
  });

export const useWalletBalance = () => {
  const session = useSession();
  const agent = typeof session?.type === 'number' && hasAgentOption(session.type);
  return useQuery(walletBalanceOptions(session?.token ?? null, agent));
};
