import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetNicknameInput, UploadIconInput } from '@lotto/contract';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { walletKeys } from '@/lib/wallet-keys';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { accountKeys } from './account-keys';

export const memberProfileOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...accountKeys.memberInfo(), token] as const,
    queryFn: ({ signal }) => apiCall(routes.memberInfo, { signal }),
    enabled: token !== null,
  });
export const useMemberProfile = () => useQuery(memberProfileOptions(useSession()?.token ?? null));

export const memberIconOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.mine('icon', token),
    queryFn: ({ signal }) => apiCall(routes.memberIcon, { signal }),
    enabled: token !== null,
  });
export const useMemberIcon = () => useQuery(memberIconOptions(useSession()?.token ?? null));

/** The same key as the top bar's balance, so the page reads the answer already there. */
export const balanceOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => apiCall(routes.walletBalance, { signal }),
    enabled: token !== null,
  });
export const useBalance = () => useQuery(balanceOptions(useSession()?.token ?? null));

export const setNicknameRequest = (body: SetNicknameInput) => apiCall(routes.setNickname, { body });
export const useSetNickname = ({
  mutationConfig,
}: MutationHookOptions<typeof setNicknameRequest> = {}) =>
  useInvalidatingMutation(
    setNicknameRequest,
    (client) => client.invalidateQueries({ queryKey: accountKeys.memberInfo() }),
    mutationConfig,
  );

export const uploadIconRequest = (body: UploadIconInput) => apiCall(routes.uploadIcon, { body });
/** The answer is the new icon: it goes straight into the icon's query. */
export const useUploadIcon = ({
  mutationConfig,
}: MutationHookOptions<typeof uploadIconRequest> = {}) => {
  const token = useSession()?.token ?? null;
  return useInvalidatingMutation(
    uploadIconRequest,
    async (client, value) => client.setQueryData(memberIconOptions(token).queryKey, value),
    mutationConfig,
  );
};
