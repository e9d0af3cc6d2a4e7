import { z } from 'zod';
import { FieldIssueCode } from './field-issue-codes';

export const fieldIssue = z.object({
  code: z.enum(FieldIssueCode),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

/** A refinement names its code through the issue's params (`{ params: { fieldCode } }`). */
export const FIELD_CODE_PARAM = 'fieldCode';

interface ZodIssueLike {
  code?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
  params?: unknown;
}

const isIssueCode = (v: unknown): v is FieldIssueCode =>
  typeof v === 'string' && v in FieldIssueCode;

/** The stable code of one zod issue of a request's input. */
export function fieldIssueOf(issue: ZodIssueLike): FieldIssue {
  const named = (issue.params as Record<string, unknown> | undefined)?.[FIELD_CODE_PARAM];
  if (isIssueCode(named)) return { code: named };
  // An input of the wrong type is almost always a missing one (a form sends strings).
  const given = 'input' in issue && issue.input !== undefined && issue.input !== null;
  switch (issue.code) {
    case 'invalid_type':
      return { code: given ? FieldIssueCode.invalid : FieldIssueCode.required };
    case 'too_small':
      return Number(issue.minimum) <= 1 || issue.input === ''
        ? { code: FieldIssueCode.required }
        : { code: FieldIssueCode.too_short, params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { code: FieldIssueCode.too_long, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
    case 'invalid_value':
      return { code: FieldIssueCode.format };
    default:
      return { code: FieldIssueCode.invalid };
  }
}
