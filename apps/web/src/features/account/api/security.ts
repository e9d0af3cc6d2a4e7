import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  BindEmailInput,
  BindMobileInput,
  EmailCodeInput,
  MobileCodeInput,
  TwoFactorCodeInput,
  TwoFactorDisableInput,
} from '@lotto/contract';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { SETTINGS_STALE_MS } from '@/config/stale-times';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { accountKeys } from './account-keys';

const keyOf = accountKeys.mine;

export const securityConfigOptions = (token: string | null) =>
  queryOptions({
    queryKey: keyOf('securityConfig', token),
    queryFn: ({ signal }) => apiCall(routes.securityConfig, { signal }),
    enabled: token !== null,
  });
export const useSecurityConfig = () => useQuery(securityConfigOptions(useSession()?.token ?? null));

export const sessionsOptions = (token: string | null) =>
  queryOptions({
    queryKey: keyOf('sessions', token),
    queryFn: ({ signal }) => apiCall(routes.memberSessions, { signal }),
    enabled: token !== null,
  });
export const useMemberSessions = () => useQuery(sessionsOptions(useSession()?.token ?? null));

export const loginHistoryOptions = (token: string | null) =>
  queryOptions({
    queryKey: keyOf('loginHistory', token),
    queryFn: ({ signal }) => apiCall(routes.loginHistory, { signal }),
    enabled: token !== null,
  });
export const useLoginHistory = () => useQuery(loginHistoryOptions(useSession()?.token ?? null));

export const endSessionRequest = (sessionId: number) =>
  apiCall(routes.endMemberSession, { body: { sessionId } });
export const endOtherSessionsRequest = () => apiCall(routes.endOtherSessions, {});

export const emailCodeRequest = (body: EmailCodeInput) => apiCall(routes.emailCode, { body });
export const bindEmailRequest = (body: BindEmailInput) => apiCall(routes.bindEmail, { body });
/** A bound address or number shows in the security centre and the member's info. */
const afterBind = (client: QueryClient) => client.invalidateQueries({ queryKey: accountKeys.all });
export const useBindEmail = ({
  mutationConfig,
}: MutationHookOptions<typeof bindEmailRequest> = {}) =>
  useInvalidatingMutation(bindEmailRequest, afterBind, mutationConfig);
export const mobileCodeRequest = (body: MobileCodeInput) => apiCall(routes.mobileCode, { body });
export const bindMobileRequest = (body: BindMobileInput) => apiCall(routes.bindMobile, { body });
export const useBindMobile = ({
  mutationConfig,
}: MutationHookOptions<typeof bindMobileRequest> = {}) =>
  useInvalidatingMutation(bindMobileRequest, afterBind, mutationConfig);

export const twoFactorEnrolRequest = () => apiCall(routes.twoFactorEnrol, {});
export const twoFactorConfirmRequest = (body: TwoFactorCodeInput) =>
  apiCall(routes.twoFactorConfirm, { body });
export const twoFactorDisableRequest = (body: TwoFactorDisableInput) =>
  apiCall(routes.twoFactorDisable, { body });
/** The security centre reads the two-factor state (and the codes left) again. */
const afterTwoFactor = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [...accountKeys.all, 'securityConfig'] });
export const useConfirmTwoFactor = ({
  mutationConfig,
}: MutationHookOptions<typeof twoFactorConfirmRequest> = {}) =>
  useInvalidatingMutation(twoFactorConfirmRequest, afterTwoFactor, mutationConfig);
export const useDisableTwoFactor = ({
  mutationConfig,
}: MutationHookOptions<typeof twoFactorDisableRequest> = {}) =>
  useInvalidatingMutation(twoFactorDisableRequest, afterTwoFactor, mutationConfig);

export const identityLinksOptions = (token: string | null) =>
  queryOptions({
    queryKey: keyOf('identityLinks', token),
    queryFn: ({ signal }) => apiCall(routes.identityLinks, { signal }),
    enabled: token !== null,
  });
/** The member's accounts at the identity providers. */
export const useIdentityLinks = () => useQuery(identityLinksOptions(useSession()?.token ?? null));

/** The identity providers the merchant offers (the login page's buttons). */
export const useOfferedIdentityProviders = () =>
  useQuery({
    queryKey: ['account', 'identityProviders'] as const,
    queryFn: ({ signal }) => apiCall(routes.identityProviders, { signal }),
    staleTime: SETTINGS_STALE_MS,
  });

/** The provider's page for linking an account to the signed-in member. */
export const startIdentityLink = (provider: string, redirectUri: string) =>
  apiCall(routes.identityStart, { body: { provider, redirectUri, link: true } });
