import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssueOf } from './field-issues';
import { loginBody } from './session';
import { registerBody } from './member';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), fieldIssueOf(i)]));
};

describe('field issues: a stable code and its parameters per refused field (issue 16 defect 2)', () => {
  it('names missing, short, long and badly formed fields', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().min(3),
      c: z.string().max(4),
      d: z.string().regex(/^\d+$/),
      e: z.string().min(1),
    });
    expect(issuesOf(schema, { b: 'x', c: 'too long', d: 'x1', e: '' })).toEqual({
      a: { code: 'required' },
      b: { code: 'too_short', params: { min: 3 } },
      c: { code: 'too_long', params: { max: 4 } },
      d: { code: 'format' },
      e: { code: 'required' },
    });
  });

  it("names a number's range, a fraction, a list's length, an address and a choice", () => {
    const schema = z.object({
      a: z.number().int().min(5),
      b: z.number().max(10),
      c: z.number().positive(),
      d: z.number().lt(3),
      e: z.number().int(),
      f: z.array(z.string()).max(1),
      g: z.array(z.string()).min(2),
      h: z.url(),
      i: z.enum(['x', 'y']),
      j: z.number().int().nonnegative(),
    });
    expect(
      issuesOf(schema, {
        a: 1,
        b: 11,
        c: 0,
        d: 3,
        e: 1.5,
        f: ['1', '2'],
        g: ['1'],
        h: 'no',
        i: 'z',
        j: -1,
      }),
    ).toEqual({
      a: { code: 'min_value', params: { min: 5 } },
      b: { code: 'max_value', params: { max: 10 } },
      c: { code: 'more_than', params: { min: 0 } },
      d: { code: 'less_than', params: { max: 3 } },
      e: { code: 'whole_number' },
      f: { code: 'too_many', params: { max: 1 } },
      g: { code: 'too_few', params: { min: 2 } },
      h: { code: 'url' },
      i: { code: 'choice' },
      j: { code: 'min_value', params: { min: 0 } },
    });
  });

  it('a username with a symbol or an emoji is a format issue, not a message', () => {
    const r = issuesOf(loginBody, {
      type: 'username',
      username: 'bob!😀',
      password: 'whatever-123',
      altcha: 'eyJ9',
    });
    expect(r.username).toEqual({ code: 'format' });
  });

  it('a refinement names its own code (payee real name)', () => {
    const r = issuesOf(registerBody, {
      registerUrl: 'm.example.com',
      registerMethod: 'H5',
      username: 'newplayer',
      password: 'secret12',
      confirmPassword: 'secret12',
      altcha: 'eyJ9',
      payeeName: '<b>Bob</b>',
    });
    expect(r.payeeName).toEqual({ code: 'format' });
  });
});
