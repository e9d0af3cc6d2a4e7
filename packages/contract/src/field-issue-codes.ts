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
} as const;
export type FieldIssueCode = (typeof FieldIssueCode)[keyof typeof FieldIssueCode];
