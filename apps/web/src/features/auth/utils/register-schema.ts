import { z } from 'zod';
import {
  CAPTCHA_MAX_LENGTH,
  contactFieldNames,
  EMAIL_PATTERN,
  FORM_CONTROLLED_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isPayeeName,
  registerFieldProblem,
} from '@lotto/contract';
import type { RegisterFieldName, RegisterFieldRule, RegisterSettings } from '@lotto/contract';
import type { RegisterTab } from './register-method';
import { MOBILE_DIGITS_KEY } from './field-issue-text';

/** Locale keys of the messages the form shows (§5 message list). */
export const ValidationKey = {
  required: 'validation.required',
  incorrectPassword: 'validation.incorrect_password',
  confirmMismatch: 'validation.confirm_mismatch',
  passwordFormat: 'validation.password_format',
  mobileFormat: 'validation.mobile_format',
  verificationCode: 'validation.verification_code',
  captcha: 'validation.captcha',
} as const;

export type RegisterFormValues = Partial<Record<RegisterFieldName, string>>;

/** The order the fields show in; only enabled ones (and the method's own) are on the form. */
const FIELD_ORDER: readonly RegisterFieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'email',
  'nickname',
  'payeeName',
  'idNumber',
  ...contactFieldNames,
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** The formats every merchant shares, which the payload's schema holds beside the merchant's rule. */
const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN.source})$`);
const sharedFormatHolds: Partial<Record<RegisterFieldName, (text: string) => boolean>> = {
  email: (text) => EMAIL.test(text),
  payeeName: isPayeeName,
};

const defaultMessageKey = {
  username: 'validation.account_format',
  password: ValidationKey.passwordFormat,
  confirmPassword: ValidationKey.confirmMismatch,
} as const;

export interface RegisterFormOptions {
  tab: RegisterTab;
  /** §2.5 a valid code from the link hides the field and is sent as it is. */
  hideAffiliate: boolean;
}

export interface RegisterField {
  name: RegisterFieldName;
  rule: RegisterFieldRule;
}

/**
 * The fields of the form for a method: the merchant's enabled fields (§2.5), the mobile method's
 * number and SMS code, and the captcha when the settings show it. Username registration never
 * asks for the SMS code; mobile registration makes its username from the number.
 */
export const registerFormFields = (
  settings: RegisterSettings,
  { tab, hideAffiliate }: RegisterFormOptions,
): RegisterField[] => {
  const fields: RegisterField[] = [];
  for (const name of FIELD_ORDER) {
    const configured = settings.fields[name];
    if (name === 'captcha') {
      if (settings.captcha)
        fields.push({
          name,
          rule: {
            enabled: true,
            required: true,
            minLength: 1,
            maxLength: CAPTCHA_MAX_LENGTH,
            messageKey: configured?.messageKey ?? ValidationKey.captcha,
          },
        });
      continue;
    }
    if (name === 'verificationCode') {
      if (tab === 'mobileNum')
        fields.push({
          name,
          rule: {
            ...(configured ?? { enabled: true, pattern: '[0-9]{4,8}' }),
            enabled: true,
            required: true,
            messageKey: configured?.messageKey ?? ValidationKey.verificationCode,
          },
        });
      continue;
    }
    if (name === 'mobileNum' && tab === 'mobileNum') {
      fields.push({
        name,
        rule: {
          ...(configured ?? { enabled: true, pattern: '[0-9]{6,15}' }),
          enabled: true,
          required: true,
          messageKey: configured?.messageKey ?? ValidationKey.mobileFormat,
        },
      });
      continue;
    }
    if (name === 'username' && tab === 'mobileNum') continue;
    if (name === 'affiliateCode' && hideAffiliate) continue;
    if (name === 'password' || name === 'confirmPassword' || name === 'username') {
      // Both methods always send a password; username registration always sends a username.
      fields.push({
        name,
        rule: {
          messageKey: defaultMessageKey[name],
          ...configured,
          enabled: true,
          required: true,
        },
      });
      continue;
    }
    if (configured?.enabled && !FORM_CONTROLLED_FIELDS.includes(name))
      fields.push({ name, rule: configured });
  }
  return fields;
};

/** The message key for one field's value, or null when it passes (§5). */
export const registerFieldMessage = (field: RegisterField, value: unknown): string | null => {
  const { name, rule } = field;
  if (name === 'confirmPassword') return null;
  const problem = registerFieldProblem(rule, value);
  if (problem === 'required') return ValidationKey.required;
  if (problem === 'digits') return MOBILE_DIGITS_KEY;
  if (problem) return rule.messageKey;
  const text = typeof value === 'string' ? value.trim() : '';
  const holds = sharedFormatHolds[name];
  if (text && holds && !holds(text)) return rule.messageKey;
  if (name === 'password' && typeof value === 'string') {
    // The server's floor under every merchant's rule (accounts issue).
    const length = [...value].length;
    if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return rule.messageKey;
  }
  return null;
};

/**
 * The zod schema of the register form, built from the server's rules with the same function the
 * server runs (registerFieldProblem), plus §5 confirm password: required ("incorrect password")
 * and equal to the password. Messages are locale keys.
 */
export const buildRegisterSchema = (fields: readonly RegisterField[]) => {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of fields) {
    shape[field.name] = z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const message = registerFieldMessage(field, value ?? '');
        if (message) ctx.addIssue({ code: 'custom', message });
      });
  }
  const hasConfirm = fields.some((f) => f.name === 'confirmPassword');
  return z.object(shape).superRefine((values: Record<string, string | undefined>, ctx) => {
    if (!hasConfirm) return;
    const confirm = values.confirmPassword ?? '';
    if (!confirm)
      ctx.addIssue({
        code: 'custom',
        message: ValidationKey.incorrectPassword,
        path: ['confirmPassword'],
      });
    else if (confirm !== (values.password ?? ''))
      ctx.addIssue({
        code: 'custom',
        message: ValidationKey.confirmMismatch,
        path: ['confirmPassword'],
      });
  });
};
