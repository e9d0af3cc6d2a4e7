import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  routes,
  type BankTransferDepositInput,
  type Deposit,
  type GatewayDepositInput,
  type PromptPayDepositInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';

export const depositKeys = {
  methods: () => ['money', 'deposit-methods'] as const,
  pending: () => ['money', 'deposits-pending'] as const,
  one: (id: number) => ['money', 'deposit', id] as const,
};

/** While a deposit is pending the page asks again this often, so the member sees it land. */
export const DEPOSIT_POLL_MS = 3_000;

export const depositMethodsOptions = () =>
  queryOptions({
    queryKey: depositKeys.methods(),
    queryFn: ({ signal }) => apiCall(routes.depositMethods, { signal }),
  });
export const useDepositMethods = () => useQuery(depositMethodsOptions());

/** The member's live pending deposits, newest first: the page shows them again after a reload. */
export const pendingDepositsOptions = () =>
  queryOptions({
    queryKey: depositKeys.pending(),
    queryFn: ({ signal }) => apiCall(routes.pendingDeposits, { signal }),
  });
export const usePendingDeposits = () => useQuery(pendingDepositsOptions());

/** One deposit, polled while it is pending. */
export const useDeposit = (initial: Deposit) =>
  useQuery({
    queryKey: depositKeys.one(initial.id),
    queryFn: ({ signal }) => apiCall(routes.depositStatus, { query: { id: initial.id }, signal }),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? DEPOSIT_POLL_MS : false),
  });

/** A deposit the member came back to (from the gateway's page), polled while it is pending. */
export const useDepositById = (id: number) =>
  useQuery({
    queryKey: depositKeys.one(id),
    queryFn: ({ signal }) => apiCall(routes.depositStatus, { query: { id }, signal }),
  });

/** The methods' figures (used today) and the live list change with every new deposit. */
const afterDeposit = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: depositKeys.methods() }),
    client.invalidateQueries({ queryKey: depositKeys.pending() }),
  ]);

export const createPromptPayDeposit = (body: PromptPayDepositInput) =>
  apiCall(routes.createPromptPayDeposit, { body });
export const useCreatePromptPayDeposit = ({
  mutationConfig,
}: MutationHookOptions<typeof createPromptPayDeposit> = {}) =>
  useInvalidatingMutation(createPromptPayDeposit, afterDeposit, mutationConfig);

export const createGatewayDeposit = (body: GatewayDepositInput) =>
  apiCall(routes.createGatewayDeposit, { body });
export const useCreateGatewayDeposit = ({
  mutationConfig,
}: MutationHookOptions<typeof createGatewayDeposit> = {}) =>
  useInvalidatingMutation(createGatewayDeposit, afterDeposit, mutationConfig);

export const uploadDepositSlip = (depositId: number, data: string) =>
  apiCall(routes.uploadDepositSlip, { body: { depositId, data } });

/** A bank transfer and its slips, sent one after the other once it exists. */
export const createBankTransferDeposit = async ({
  slips,
  ...body
}: BankTransferDepositInput & { slips: readonly File[] }) => {
  const deposit = await apiCall(routes.createBankTransferDeposit, { body });
  for (const slip of slips) await uploadDepositSlip(deposit.id, await readAsDataUrl(slip));
  return deposit;
};
export const useCreateBankTransferDeposit = ({
  mutationConfig,
}: MutationHookOptions<typeof createBankTransferDeposit> = {}) =>
  useInvalidatingMutation(createBankTransferDeposit, afterDeposit, mutationConfig);
