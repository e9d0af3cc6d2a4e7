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
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  expected?: unknown;
  format?: unknown;
  input?: unknown;
  params?: unknown;
}

const isIssueCode = (v: unknown): v is FieldIssueCode =>
  typeof v === 'string' && v in FieldIssueCode;

/** zod's origins of a number's bounds, and of a list's length. */
const NUMBER_ORIGINS = new Set<unknown>(['number', 'int', 'bigint']);
const LIST_ORIGINS = new Set<unknown>(['array', 'set']);

function tooSmall(issue: ZodIssueLike): FieldIssue {
  const min = Number(issue.minimum);
  if (NUMBER_ORIGINS.has(issue.origin))
    return {
      code: issue.inclusive === false ? FieldIssueCode.more_than : FieldIssueCode.min_value,
      params: { min },
    };
  if (min <= 1 || issue.input === '') return { code: FieldIssueCode.required };
  if (LIST_ORIGINS.has(issue.origin)) return { code: FieldIssueCode.too_few, params: { min } };
  return { code: FieldIssueCode.too_short, params: { min } };
}

function tooBig(issue: ZodIssueLike): FieldIssue {
  const max = Number(issue.maximum);
  if (NUMBER_ORIGINS.has(issue.origin))
    return {
      code: issue.inclusive === false ? FieldIssueCode.less_than : FieldIssueCode.max_value,
      params: { max },
    };
  if (LIST_ORIGINS.has(issue.origin)) return { code: FieldIssueCode.too_many, params: { max } };
  return { code: FieldIssueCode.too_long, params: { max } };
}

/** The stable code of one zod issue of a request's input. */
export function fieldIssueOf(issue: ZodIssueLike): FieldIssue {
  const named = (issue.params as Record<string, unknown> | undefined)?.[FIELD_CODE_PARAM];
  if (isIssueCode(named)) return { code: named };
  // An input of the wrong type is almost always a missing one (a form sends strings).
  const given = 'input' in issue && issue.input !== undefined && issue.input !== null;
  switch (issue.code) {
    case 'invalid_type':
      // zod expects an int only of a number it was given: one with a fraction.
      if (issue.expected === 'int') return { code: FieldIssueCode.whole_number };
      return { code: given ? FieldIssueCode.invalid : FieldIssueCode.required };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return { code: issue.format === 'url' ? FieldIssueCode.url : FieldIssueCode.format };
    case 'invalid_value':
      return { code: FieldIssueCode.choice };
    default:
      return { code: FieldIssueCode.invalid };
  }
}
