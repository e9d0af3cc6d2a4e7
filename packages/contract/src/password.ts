import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { EMAIL_PATTERN } from './text-formats';
import {
  altcha,
  countryDialingCode,
  mobileNum,
  noValue,
  password,
  requiredText,
  verificationCode,
} from './fields';
import { defineOperation } from './operation';

const tags = ['password'];

type NewPasswordPair = { newPassword: string; confirmPassword: string };
/** §5: confirm password equals the new password. */
const confirmMatches = (v: NewPasswordPair, ctx: z.RefinementCtx) => {
  if (v.confirmPassword !== v.newPassword) {
    ctx.addIssue({
      code: 'custom',
      message: 'confirmPassword must equal newPassword',
      path: ['confirmPassword'],
    });
  }
};
const newPasswordFields = {
  newPassword: password('newPassword'),
  confirmPassword: requiredText('confirmPassword', 64),
};

/** /m/changePsw: also the first-password screen after a firstTimeLogin (§2.1). */
export const changePasswordBody = z
  .object({ oldPassword: requiredText('oldPassword', 128), ...newPasswordFields })
  .superRefine(confirmMatches)
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

export const changePassword = defineOperation({
  operationId: 'changePassword',
  method: 'PUT',
  path: '/wps/member/password',
  summary:
    'Change the password; the new one must differ from the old (§2.1, §5). Other sessions end',
  tags,
  auth: 'member',
  body: changePasswordBody,
  response: noValue,
});

/** /m/forget by SMS: the code comes from smsCodeNoLogin for the same number. */
export const resetPasswordBySmsBody = z
  .object({
    mobileNum: mobileNum(),
    countryDialingCode,
    verificationCode: verificationCode(),
    ...newPasswordFields,
  })
  .superRefine(confirmMatches)
  .meta({ id: 'ResetPasswordBySmsBody' });
export type ResetPasswordBySmsInput = z.input<typeof resetPasswordBySmsBody>;

export const resetPasswordBySms = defineOperation({
  operationId: 'resetPasswordBySms',
  method: 'PUT',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with an SMS code (/m/forget, §2.1)',
  tags,
  auth: 'none',
  body: resetPasswordBySmsBody,
  response: noValue,
});

export const passwordEmailBody = z
  .object({
    email: z
      .string({ error: 'email is required' })
      .min(1, 'email is required')
      .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
      .regex(new RegExp(`^${EMAIL_PATTERN.source}$`), 'email must be an e-mail address'),
    altcha,
  })
  .meta({ id: 'PasswordEmailBody' });
export type PasswordEmailInput = z.input<typeof passwordEmailBody>;

/** Same answer whether or not the address is known, so addresses cannot be probed. */
export const passwordEmail = defineOperation({
  operationId: 'passwordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'E-mail a password reset code, valid 30 minutes and once (/m/forget, §8)',
  tags,
  auth: 'none',
  body: passwordEmailBody,
  response: noValue,
});

export const resetPasswordByEmailBody = z
  .object({
    email: passwordEmailBody.shape.email,
    code: verificationCode('code'),
    ...newPasswordFields,
  })
  .superRefine(confirmMatches)
  .meta({ id: 'ResetPasswordByEmailBody' });
export type ResetPasswordByEmailInput = z.input<typeof resetPasswordByEmailBody>;

export const resetPasswordByEmail = defineOperation({
  operationId: 'resetPasswordByEmail',
  method: 'PUT',
  path: '/wps/member/password/email',
  summary: 'Set a new password with the e-mailed code (/m/forget, §2.1)',
  tags,
  auth: 'none',
  body: resetPasswordByEmailBody,
  response: noValue,
});

export const paymentPasswordBody = z
  .object({
    password: requiredText('password', 128),
    paymentPassword: z
      .string({ error: 'paymentPassword is required' })
      .regex(/^\d{6}$/, 'paymentPassword must be 6 digits'),
    confirmPaymentPassword: requiredText('confirmPaymentPassword', 6),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPaymentPassword !== v.paymentPassword) {
      ctx.addIssue({
        code: 'custom',
        message: 'confirmPaymentPassword must equal paymentPassword',
        path: ['confirmPaymentPassword'],
      });
    }
  })
  .meta({ id: 'PaymentPasswordBody' });
export type PaymentPasswordInput = z.input<typeof paymentPasswordBody>;

export const setPaymentPassword = defineOperation({
  operationId: 'setPaymentPassword',
  method: 'PUT',
  path: '/wps/member/paymentPassword',
  summary: 'Set or replace the payment (withdrawal) password, confirmed by the login password (§7)',
  tags,
  auth: 'member',
  body: paymentPasswordBody,
  response: noValue,
});

export const hasWithdrawalPassword = defineOperation({
  operationId: 'hasWithdrawalPassword',
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  summary: 'Whether the member has set a payment password (§7 hasWithdrawalPassword)',
  tags,
  auth: 'member',
  response: z.object({ hasPassword: z.boolean() }).meta({ id: 'HasWithdrawalPassword' }),
});
