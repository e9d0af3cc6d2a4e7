import { login, trialLogin } from '@lotto/contract';
import type { LoginInput, TrialLoginInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §3, §7 POST /wps/session/login. */
export const loginRequest = (body: LoginInput) => apiCall(login, { body });

/** §4 free play: a new trial account, logged in. */
export const trialLoginRequest = (body: TrialLoginInput) => apiCall(trialLogin, { body });
