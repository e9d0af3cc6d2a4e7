import { useQuery } from '@tanstack/react-query';
import { WALLET_BALANCE_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { routes } from '@lotto/contract';

/** Query keys of the wallet topic, under one root. */
export const WALLET_QUERY_ROOT = 'wallet';
export const walletKeys = {
  all: () => [WALLET_QUERY_ROOT] as const,
  /** Per session, so one member never sees the last member's balance. */
  balance: (token: string | null) => [WALLET_QUERY_ROOT, 'balance', token] as const,
};

/** §3 wallet balance (GET /wps/wallet/balance → sumBalance), only with a session. */
export const useWalletBalance = () => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: walletKeys.balance(token),
    queryFn: async ({ signal }) => {
      return apiCall(routes.walletBalance, { signal });
    },
    staleTime: WALLET_BALANCE_STALE_MS,
    enabled: token !== null,
  });
};
