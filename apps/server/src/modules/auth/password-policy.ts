import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type MerchantConfig } from '@lotto/contract';

// zxcvbn's list of common passwords, most frequent first (about 49,000; the rule asks for 10,000+).
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'merchant_rule';

/** Checks a new password against the floor, the common list and the merchant's password rule. */
export function passwordProblem(
  password: string,
  merchant: MerchantConfig,
): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (COMMON.has(password.toLowerCase())) return 'common';
  const rule = merchant.register.fields.password;
  if (rule) {
    if (rule.minLength !== undefined && password.length < rule.minLength) return 'merchant_rule';
    if (rule.maxLength !== undefined && password.length > rule.maxLength) return 'merchant_rule';
    if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`).test(password)) return 'merchant_rule';
  }
  return null;
}

export const passwordProblemMessage: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'is too common, choose another',
  merchant_rule: 'does not meet the password rule',
};
