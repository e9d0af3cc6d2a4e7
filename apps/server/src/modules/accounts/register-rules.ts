import {
  ErrorCode,
  FORM_CONTROLLED_FIELDS,
  registerFieldProblem,
  type MerchantConfig,
  type RegisterFieldName,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';

const problemText = {
  required: 'is required',
  too_short: 'is too short',
  too_long: 'is too long',
  pattern: 'does not match the rule',
} as const;

/**
 * §5 on the server: every field the merchant enables is checked by its rule, exactly as the
 * client checks it (the same contract function); fields the merchant has not enabled are dropped,
 * except `keep` (fields the chosen method always sends); `ignore` names fields the method fills
 * itself. Failures come all at once, by field.
 */
export function applyRegisterRules<T extends Record<string, unknown>>(
  merchant: MerchantConfig,
  body: T,
  { keep = [], ignore = [] }: { keep?: readonly string[]; ignore?: readonly string[] } = {},
): T {
  const rules = merchant.register.fields;
  const problems: Record<string, string> = {};
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const rule = rules[name as RegisterFieldName];
    if (
      !rule ||
      FORM_CONTROLLED_FIELDS.includes(name as RegisterFieldName) ||
      ignore.includes(name)
    ) {
      kept[name] = value;
      continue;
    }
    if (!rule.enabled && !keep.includes(name)) continue;
    const problem = registerFieldProblem(rule.enabled ? rule : { ...rule, required: true }, value);
    if (problem) problems[name] = `${name} ${problemText[problem]} (${rule.messageKey})`;
    else kept[name] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (FORM_CONTROLLED_FIELDS.includes(name as RegisterFieldName) || ignore.includes(name))
      continue;
    if (rule.enabled && rule.required && !(name in body))
      problems[name] ??= `${name} ${problemText.required}`;
  }
  if (Object.keys(problems).length > 0) {
    const summary = Object.entries(problems)
      .map(([f, m]) => `${f}: ${m}`)
      .join('; ');
    throw new HttpError(ErrorCode.BAD_REQUEST, `Invalid input: ${summary}`, { fields: problems });
  }
  return kept as T;
}
