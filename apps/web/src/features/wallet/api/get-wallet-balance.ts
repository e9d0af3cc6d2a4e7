import { queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_BALANCE_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { routes } from '@lotto/contract';

/** §3 wallet balance (GET /wps/wallet/balance → sumBalance), only with a session. */
export const walletBalanceOptions = (token: string | null) =>
  queryOptions({
    // Per session, so one member never sees the last member's balance.
    queryKey: ['wallet', 'balance', token] as const,
    queryFn: ({ signal }) => apiCall(routes.walletBalance, { signal }),
    staleTime: WALLET_BALANCE_STALE_MS,
    enabled: token !== null,
  });

export const useWalletBalance = () => useQuery(walletBalanceOptions(useSession()?.token ?? null));
