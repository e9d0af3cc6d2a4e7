import { ErrorCode, FieldIssueCode } from '@lotto/contract';
import type { FieldIssue } from '@lotto/contract';
import { ApiError } from './api-client';
import { errorMessage, reasonOf } from './error-texts';
import { activeLanguage, i18n } from './i18n';

/** A refused call as the player reads it, in their language. */
export interface Refusal {
  message: string;
  /** The text to show under each field the server named. */
  fields: Record<string, string>;
}

/** The app's message key for each way a field is refused (issue codes of the contract). */
export const fieldIssueKeys: Record<FieldIssueCode, string> = {
  required: 'validation.required',
  too_short: 'validation.too_short',
  too_long: 'validation.too_long',
  digits: 'validation.mobile_digits',
  format: 'validation.format',
  mismatch: 'validation.confirm_mismatch',
  invalid: 'validation.invalid',
  min_value: 'validation.min_value',
  more_than: 'validation.more_than',
  max_value: 'validation.max_value',
  less_than: 'validation.less_than',
  whole_number: 'validation.whole_number',
  url: 'validation.url',
  choice: 'validation.choice',
  too_few: 'validation.too_few',
  too_many: 'validation.too_many',
  percent: 'validation.percent',
  not_agent: 'validation.not_agent',
  top_level_agent: 'validation.top_level_agent',
  has_upline: 'validation.has_upline',
  own_account: 'validation.own_account',
  own_team: 'validation.own_team',
  unchanged: 'validation.unchanged',
  max_rate: 'validation.max_rate',
  below_downline: 'validation.below_downline',
  tier_order: 'validation.tier_order',
  before_start: 'validation.before_start',
  date_span: 'validation.date_span',
  future_date: 'validation.future_date',
  not_merchant_domain: 'validation.not_merchant_domain',
  too_young: 'validation.too_young',
  expired: 'validation.expired',
  mobile: 'validation.mobile',
  country: 'validation.country',
  ip_address: 'validation.ip_address',
  locks_you_out: 'validation.locks_you_out',
  taken: 'validation.taken',
  in_use: 'validation.in_use',
  not_found: 'validation.not_found',
};

const catalogued = new Set<string>(Object.values(ErrorCode));
const issueCodes = new Set<string>(Object.values(FieldIssueCode));

type Value = {
  reason?: unknown;
  params?: unknown;
  fields?: unknown;
  fieldCodes?: unknown;
} | null;

const fieldIssuesOf = (value: Value): Record<string, FieldIssue> => {
  const issues: Record<string, FieldIssue> = {};
  if (typeof value?.fields === 'object' && value.fields !== null)
    for (const field of Object.keys(value.fields)) issues[field] = { code: 'invalid' };
  if (typeof value?.fieldCodes === 'object' && value.fieldCodes !== null)
    for (const [field, issue] of Object.entries(value.fieldCodes as Record<string, FieldIssue>))
      if (issueCodes.has(String(issue?.code))) issues[field] = issue;
  return issues;
};

const issueText = (issue: FieldIssue): string =>
  i18n.t(fieldIssueKeys[issue.code], { ...issue.params });

/**
 * §8 a refusal worded by the app in the active language, never with the server's `message`: that
 * is the contract's English wherever a service named a field ('code: the code is wrong').
 * A catalogued reason or code says what went wrong; bad input says it at each field.
 */
export const refusalOf = (error: unknown): Refusal => {
  const unknown = { message: i18n.t('error.unknown'), fields: {} };
  if (!(error instanceof ApiError)) return unknown;
  const language = activeLanguage();
  const value = error.value as Value;
  const issues = fieldIssuesOf(value);
  const reason = reasonOf(value, language);
  const named =
    reason ?? (catalogued.has(error.code) ? errorMessage(error.code as ErrorCode, language) : null);
  if (named === null) return unknown;
  // Bad input is worded field by field; any other refusal that names a field says why there.
  const badInput = reason === null && error.code === ErrorCode.BAD_REQUEST;
  const fields = Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, badInput ? issueText(issue) : named]),
  );
  const first = Object.values(fields)[0];
  return { message: badInput && first ? first : named, fields };
};
