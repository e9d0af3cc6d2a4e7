import {} from '@lotto/contract';
import type {
  ChangePasswordInput,
  PasswordEmailInput,
  ResetPasswordByEmailInput,
  ResetPasswordBySmsInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** /m/changePsw: PUT /wps/member/password. */
export const changePasswordRequest = (body: ChangePasswordInput) =>
  apiCall(routes.changePassword, { body });

/** /m/forget by SMS: PUT /wps/member/password/verification. */
export const resetBySmsRequest = (body: ResetPasswordBySmsInput) =>
  apiCall(routes.resetPasswordBySms, { body });

/** /m/forget by e-mail, step one: the same answer whether the address is known or not. */
export const sendResetEmailRequest = (body: PasswordEmailInput) =>
  apiCall(routes.passwordEmail, { body });

/** /m/forget by e-mail, step two: PUT /wps/member/password/email with the mailed code. */
export const resetByEmailRequest = (body: ResetPasswordByEmailInput) =>
  apiCall(routes.resetPasswordByEmail, { body });
