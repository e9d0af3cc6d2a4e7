import type { LoginInput, TrialLoginInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §3, §7 POST /wps/session/login. */
export const loginRequest = (body: LoginInput) => apiCall(routes.login, { body });

/** §4 free play: a new trial account, logged in. */
export const trialLoginRequest = (body: TrialLoginInput) => apiCall(routes.trialLogin, { body });
