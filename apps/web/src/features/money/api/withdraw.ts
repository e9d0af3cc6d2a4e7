import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  routes,
  type AddBankCardInput,
  type PaymentPasswordInput,
  type RequestWithdrawInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

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

export const setPayeeName = (payeeName: string) =>
  apiCall(routes.setPayeeName, { body: { payeeName } });
export const setPaymentPassword = (body: PaymentPasswordInput) =>
  apiCall(routes.setPaymentPassword, { body });
/** `key`: one per intent, resent unchanged on a retry so a lost answer is not "already added". */
export const addBankCard = (body: AddBankCardInput, key: string) =>
  apiCall(routes.addBankCard, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
export const removeBankCard = (id: number) => apiCall(routes.removeBankCard, { query: { id } });
export const setDefaultBankCard = (id: number) =>
  apiCall(routes.setDefaultBankCard, { body: { id } });
export const requestWithdraw = (body: RequestWithdrawInput) =>
  apiCall(routes.requestWithdraw, { body });
