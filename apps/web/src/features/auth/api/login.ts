import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginTwoFactorInput, TrialLoginInput } from '@lotto/contract';
import type { MutationHookOptions } from '@/lib/mutation-config';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §3, §7 POST /wps/session/login. */
export const loginRequest = (body: LoginInput) => apiCall(routes.login, { body });

/** §4 free play: a new trial account, logged in. */
export const trialLoginRequest = (body: TrialLoginInput) => apiCall(routes.trialLogin, { body });

/** The second step of a login that asked for it: the authenticator's or a recovery code. */
export const loginTwoFactorRequest = (body: LoginTwoFactorInput) =>
  apiCall(routes.loginTwoFactor, { body });
/** No query to read again: the session it answers is stored by the login's finish. */
export const useLoginTwoFactor = ({
  mutationConfig,
}: MutationHookOptions<typeof loginTwoFactorRequest> = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginTwoFactorRequest });
