import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type MerchantConfig } from '@lotto/contract';

// zxcvbn's list of common passwords, most frequent first (about 49,000; the rule asks for 10,000+).
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'personal' | 'merchant_rule';

/**
 * ASVS 5.0 V6.2.11 context words: shorter ones match inside too many good passwords (a 3-letter
 * username still counts, it is the account's own name).
 */
const CONTEXT_WORD_MIN_LENGTH = 4;
/** Domain labels that name no site. */
const GENERIC_DOMAIN_LABELS = new Set(['www', 'com', 'net', 'org', 'info', 'mobi', 'online']);

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The site's own words: its name (whole and by word) and the labels of its domain. */
export function merchantWords(merchant: MerchantConfig): string[] {
  const nameWords = merchant.name.split(/[^\p{L}\p{N}]+/u).map(letters);
  const domainLabels = merchant.mainDomain
    .split('.')
    .map(letters)
    .filter((label) => !GENERIC_DOMAIN_LABELS.has(label));
  return [letters(merchant.name), ...nameWords, ...domainLabels].filter(
    (w) => w.length >= CONTEXT_WORD_MIN_LENGTH,
  );
}

/**
 * Checks a new password against the floor, the common list, the words of the account and the
 * site (`userInputs`: the username, the number …) and the merchant's password rule.
 */
export function passwordProblem(
  password: string,
  merchant: MerchantConfig,
  userInputs: readonly string[] = [],
): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (COMMON.has(password.toLowerCase())) return 'common';
  const plain = letters(password);
  const personal = [
    ...userInputs.map(letters).filter((w) => w.length >= 3),
    ...merchantWords(merchant),
  ];
  if (personal.some((word) => plain.includes(word))) return 'personal';
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
  personal: 'must not contain your username, number, or the name or address of this site',
  merchant_rule: 'does not meet the password rule',
};
