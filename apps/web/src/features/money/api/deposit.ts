import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type BankTransferDepositInput,
  type Deposit,
  type GatewayDepositInput,
  type PromptPayDepositInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** While a deposit is pending the page asks again this often, so the member sees it land. */
export const DEPOSIT_POLL_MS = 3_000;

export const depositMethodsOptions = () =>
  queryOptions({
    queryKey: ['money', 'deposit-methods'] as const,
    queryFn: ({ signal }) => apiCall(routes.depositMethods, { signal }),
  });
export const useDepositMethods = () => useQuery(depositMethodsOptions());

/** The member's live pending deposits, newest first: the page shows them again after a reload. */
export const pendingDepositsOptions = () =>
  queryOptions({
    queryKey: ['money', 'deposits-pending'] as const,
    queryFn: ({ signal }) => apiCall(routes.pendingDeposits, { signal }),
  });
export const usePendingDeposits = () => useQuery(pendingDepositsOptions());

export const createPromptPayDeposit = (body: PromptPayDepositInput) =>
  apiCall(routes.createPromptPayDeposit, { body });

/** One deposit, polled while it is pending. */
export const useDeposit = (initial: Deposit) =>
  useQuery({
    queryKey: ['money', 'deposit', initial.id] as const,
    queryFn: ({ signal }) => apiCall(routes.depositStatus, { query: { id: initial.id }, signal }),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? DEPOSIT_POLL_MS : false),
  });

/** A deposit the member came back to (from the gateway's page), polled while it is pending. */
export const useDepositById = (id: number) =>
  useQuery({
    queryKey: ['money', 'deposit', id] as const,
    queryFn: ({ signal }) => apiCall(routes.depositStatus, { query: { id }, signal }),
  });

export const createGatewayDeposit = (body: GatewayDepositInput) =>
  apiCall(routes.createGatewayDeposit, { body });

export const createBankTransferDeposit = (body: BankTransferDepositInput) =>
  apiCall(routes.createBankTransferDeposit, { body });
export const uploadDepositSlip = (depositId: number, data: string) =>
  apiCall(routes.uploadDepositSlip, { body: { depositId, data } });
