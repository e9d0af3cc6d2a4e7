import type { RegisterInput, RegisterMobileInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §2.5, §3 PUT /wps/member/register: the new member comes back logged in. */
export const registerByUsername = (body: RegisterInput) => apiCall(routes.register, { body });

/** §2.5, §3 PUT /wps/member/register/mobile, proven by the SMS code. */
export const registerByMobile = (body: RegisterMobileInput) =>
  apiCall(routes.registerMobile, { body });
