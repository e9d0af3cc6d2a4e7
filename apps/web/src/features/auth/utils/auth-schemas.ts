import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lotto/contract';
import { CODE_INPUT_PATTERN, MOBILE_INPUT_PATTERN } from './login-rules';

// Messages are locale keys. The login forms check with plain rules instead (login-rules.ts).
const digits = (key: string, pattern: RegExp) => z.string().trim().regex(pattern, key);

/** A new password with its confirmation (§5): confirm required ("incorrect password") and equal. */
const newPasswordShape = {
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'validation.password_format')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_format'),
  confirmPassword: z.string(),
};

const confirmCheck = (
  v: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) => {
  if (!v.confirmPassword)
    ctx.addIssue({
      code: 'custom',
      message: 'validation.incorrect_password',
      path: ['confirmPassword'],
    });
  else if (v.confirmPassword !== v.newPassword)
    ctx.addIssue({
      code: 'custom',
      message: 'validation.confirm_mismatch',
      path: ['confirmPassword'],
    });
};

export const changePasswordSchema = z
  .object({ oldPassword: z.string().min(1, 'validation.login_password'), ...newPasswordShape })
  .superRefine((v, ctx) => {
    confirmCheck(v, ctx);
    // §5 "new password equal to old" is refused here as on the server.
    if (v.oldPassword && v.newPassword === v.oldPassword)
      ctx.addIssue({ code: 'custom', message: 'validation.same_password', path: ['newPassword'] });
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const resetBySmsSchema = z
  .object({
    mobileNum: digits('validation.mobile_format', MOBILE_INPUT_PATTERN),
    verificationCode: digits('validation.verification_code', CODE_INPUT_PATTERN),
    ...newPasswordShape,
  })
  .superRefine(confirmCheck);
export type ResetBySmsValues = z.infer<typeof resetBySmsSchema>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .max(255, 'validation.email_format')
    .regex(EMAIL_PATTERN, 'validation.email_format'),
});
export type EmailValues = z.infer<typeof emailSchema>;

export const resetByEmailSchema = z
  .object({
    code: digits('validation.verification_code', CODE_INPUT_PATTERN),
    ...newPasswordShape,
  })
  .superRefine(confirmCheck);
export type ResetByEmailValues = z.infer<typeof resetByEmailSchema>;
