import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetNicknameInput, UploadIconInput } from '@lotto/contract';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

export const memberProfileOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'memberInfo', token] as const,
    queryFn: ({ signal }) => apiCall(routes.memberInfo, { signal }),
    enabled: token !== null,
  });
export const useMemberProfile = () => useQuery(memberProfileOptions(useSession()?.token ?? null));

export const memberIconOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'icon', token] as const,
    queryFn: ({ signal }) => apiCall(routes.memberIcon, { signal }),
    enabled: token !== null,
  });
export const useMemberIcon = () => useQuery(memberIconOptions(useSession()?.token ?? null));

/** The same key as the top bar's balance, so the page reads the answer already there. */
export const balanceOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token] as const,
    queryFn: ({ signal }) => apiCall(routes.walletBalance, { signal }),
    enabled: token !== null,
  });
export const useBalance = () => useQuery(balanceOptions(useSession()?.token ?? null));

export const setNicknameRequest = (body: SetNicknameInput) => apiCall(routes.setNickname, { body });
export const uploadIconRequest = (body: UploadIconInput) => apiCall(routes.uploadIcon, { body });
