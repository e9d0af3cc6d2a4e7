import {
  ErrorCode,
  FieldIssueCode,
  FORM_CONTROLLED_FIELDS,
  type FieldIssue,
  registerFieldProblem,
  type MerchantConfig,
  type RegisterFieldName,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';

const problemCode = {
  required: FieldIssueCode.required,
  too_short: FieldIssueCode.too_short,
  too_long: FieldIssueCode.too_long,
  digits: FieldIssueCode.digits,
  pattern: FieldIssueCode.format,
} as const;

const problemText = {
  required: 'is required',
  too_short: 'is too short',
  too_long: 'is too long',
  digits: 'has the wrong number of digits',
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
  const codes: Record<string, FieldIssue> = {};
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
    if (problem) {
      problems[name] = `${name} ${problemText[problem]} (${rule.messageKey})`;
      codes[name] = {
        code: problemCode[problem],
        ...(problem === 'too_short' && rule.minLength !== undefined
          ? { params: { min: rule.minLength } }
          : {}),
        ...(problem === 'too_long' && rule.maxLength !== undefined
          ? { params: { max: rule.maxLength } }
          : {}),
        ...(problem === 'digits' && rule.digits !== undefined
          ? { params: { digits: rule.digits } }
          : {}),
      };
    } else kept[name] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (FORM_CONTROLLED_FIELDS.includes(name as RegisterFieldName) || ignore.includes(name))
      continue;
    if (rule.enabled && rule.required && !(name in body)) {
      problems[name] ??= `${name} ${problemText.required}`;
      codes[name] ??= { code: FieldIssueCode.required };
    }
  }
  // No message of its own: the catalogue's, in the request's language, is sent (error handling).
  if (Object.keys(problems).length > 0)
    throw new HttpError(ErrorCode.BAD_REQUEST, '', { fields: problems, fieldCodes: codes });
  return kept as T;
}
