import type { MerchantConfig, RegisterFieldName, RegisterFieldRule } from './merchant-config';

/** Fields whose presence the form decides, not the per-field rule (captcha setting, mobile method). */
export const FORM_CONTROLLED_FIELDS: readonly RegisterFieldName[] = ['captcha', 'verificationCode'];

export type RegisterFieldProblem = 'required' | 'too_short' | 'too_long' | 'digits' | 'pattern';

/**
 * §5: one field against its server-supplied rule. The client (react-hook-form) and the server run
 * this same function, so both sides accept and refuse alike. An optional empty field is skipped.
 */
export function registerFieldProblem(
  rule: RegisterFieldRule,
  value: unknown,
): RegisterFieldProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return rule.required ? 'required' : null;
  if (rule.digits !== undefined && !new RegExp(`^[0-9]{${rule.digits}}$`).test(text))
    return 'digits';
  if (rule.minLength !== undefined && text.length < rule.minLength) return 'too_short';
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'too_long';
  if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`).test(text)) return 'pattern';
  return null;
}

/** The enabled rules of a merchant, for a form to render in order. */
export const enabledRegisterFields = (merchant: Pick<MerchantConfig, 'register'>) =>
  Object.entries(merchant.register.fields).filter(([, rule]) => rule.enabled) as [
    RegisterFieldName,
    RegisterFieldRule,
  ][];
