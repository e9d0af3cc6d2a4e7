// Plain constants, without zod: the app's shell reads them (apps/web/vite.config.ts keeps
// contract files like this one out of the schemas chunk).

/**
 * Why a field was refused, as a stable code with its parameters, carried beside the field's
 * message in a 400 (`value.fieldCodes`): the app turns it into its own text in the player's
 * language, and the message (the contract's English) is only for callers that cannot.
 */
export const FieldIssueCode = {
  required: 'required',
  too_short: 'too_short',
  too_long: 'too_long',
  /** §5 a number of the wrong length: params.digits is the merchant's count. */
  digits: 'digits',
  format: 'format',
  mismatch: 'mismatch',
  invalid: 'invalid',
  /** A number under params.min, or (more_than) not above it where min itself is refused. */
  min_value: 'min_value',
  more_than: 'more_than',
  /** A number over params.max, or (less_than) not under it where max itself is refused. */
  max_value: 'max_value',
  less_than: 'less_than',
  /** A number with a fraction where a whole one is asked. */
  whole_number: 'whole_number',
  /** Not a web address. */
  url: 'url',
  /** Not one of the values the field takes. */
  choice: 'choice',
  /** A list of fewer than params.min or more than params.max items. */
  too_few: 'too_few',
  too_many: 'too_many',
  /** A rate: a percent from 0 to 100 with at most two decimals. */
  percent: 'percent',
  /** From here, refusals a service makes of a field's value rather than its form. */
  not_agent: 'not_agent',
  top_level_agent: 'top_level_agent',
  has_upline: 'has_upline',
  own_account: 'own_account',
  own_team: 'own_team',
  unchanged: 'unchanged',
  /** A rebate rate above params.max, the upline's or the agent's own. */
  max_rate: 'max_rate',
  /** A rebate rate under params.min, the highest of the agent's direct downlines' rates. */
  below_downline: 'below_downline',
  tier_order: 'tier_order',
  before_start: 'before_start',
  /** A date range longer than params.days. */
  date_span: 'date_span',
  future_date: 'future_date',
  not_merchant_domain: 'not_merchant_domain',
  /** A date of birth under params.min years of age. */
  too_young: 'too_young',
  expired: 'expired',
  mobile: 'mobile',
  country: 'country',
  ip_address: 'ip_address',
  locks_you_out: 'locks_you_out',
  /** A code or name another record holds; in_use: a record others still name. */
  taken: 'taken',
  in_use: 'in_use',
  not_found: 'not_found',
} as const;
export type FieldIssueCode = (typeof FieldIssueCode)[keyof typeof FieldIssueCode];
