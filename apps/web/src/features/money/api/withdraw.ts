import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  routes,
  type AddBankCardInput,
  type PayeeNameInput,
  type PaymentPasswordInput,
  type RequestWithdrawInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { walletKeys } from '@/lib/wallet-keys';

export const withdrawKeys = {
  all: ['money', 'withdraw'] as const,
  rules: () => [...withdrawKeys.all, 'rules'] as const,
  cards: () => [...withdrawKeys.all, 'cards'] as const,
  banks: () => [...withdrawKeys.all, 'banks'] as const,
  list: () => [...withdrawKeys.all, 'list'] as const,
};

export const withdrawRulesOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.rules(),
    queryFn: ({ signal }) => apiCall(routes.withdrawRules, { signal }),
  });
export const bankCardsOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.cards(),
    queryFn: ({ signal }) => apiCall(routes.bankCards, { signal }),
  });
export const bankListOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.banks(),
    queryFn: ({ signal }) => apiCall(routes.bankList, { signal }),
    staleTime: 5 * 60_000,
  });
export const withdrawalsOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.list(),
    queryFn: ({ signal }) => apiCall(routes.withdrawals, { signal }),
  });

export const useWithdrawRules = () => useQuery(withdrawRulesOptions());
export const useBankCards = () => useQuery(bankCardsOptions());
export const useBankList = () => useQuery(bankListOptions());
export const useWithdrawals = () => useQuery(withdrawalsOptions());

const afterSetUp = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: withdrawKeys.all });

export const setPayeeName = ({ payeeName }: PayeeNameInput) =>
  apiCall(routes.setPayeeName, { body: { payeeName } });
export const useSetPayeeName = ({
  mutationConfig,
}: MutationHookOptions<typeof setPayeeName> = {}) =>
  useInvalidatingMutation(setPayeeName, afterSetUp, mutationConfig);

export const setPaymentPassword = (body: PaymentPasswordInput) =>
  apiCall(routes.setPaymentPassword, { body });
export const useSetPaymentPassword = ({
  mutationConfig,
}: MutationHookOptions<typeof setPaymentPassword> = {}) =>
  useInvalidatingMutation(setPaymentPassword, afterSetUp, mutationConfig);

/** `key`: one per intent, resent unchanged on a retry so a lost answer is not "already added". */
export const addBankCard = ({ card, key }: { card: AddBankCardInput; key: string }) =>
  apiCall(routes.addBankCard, { body: card, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
export const useAddBankCard = ({ mutationConfig }: MutationHookOptions<typeof addBankCard> = {}) =>
  useInvalidatingMutation(addBankCard, afterSetUp, mutationConfig);

export const removeBankCard = (id: number) => apiCall(routes.removeBankCard, { query: { id } });
export const useRemoveBankCard = ({
  mutationConfig,
}: MutationHookOptions<typeof removeBankCard> = {}) =>
  useInvalidatingMutation(removeBankCard, afterSetUp, mutationConfig);

export const setDefaultBankCard = (id: number) =>
  apiCall(routes.setDefaultBankCard, { body: { id } });
export const useSetDefaultBankCard = ({
  mutationConfig,
}: MutationHookOptions<typeof setDefaultBankCard> = {}) =>
  useInvalidatingMutation(setDefaultBankCard, afterSetUp, mutationConfig);

export const requestWithdraw = (body: RequestWithdrawInput) =>
  apiCall(routes.requestWithdraw, { body });
/** A withdrawal holds its amount at once: the rules, the list and the balance change. */
export const useRequestWithdraw = ({
  mutationConfig,
}: MutationHookOptions<typeof requestWithdraw> = {}) =>
  useInvalidatingMutation(
    requestWithdraw,
    async (client) => {
      await client.invalidateQueries({ queryKey: withdrawKeys.all });
      await client.invalidateQueries({ queryKey: walletKeys.all });
    },
    mutationConfig,
  );
