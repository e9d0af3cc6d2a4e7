import type { SmsCodeInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §3, §4 an SMS code to a number, without a session; answers when the code's wait ends. */
export const requestSmsCode = (body: SmsCodeInput) => apiCall(routes.smsCodeNoLogin, { body });
