import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { INT4_MAX, inputLeaves, operations, type InputLeaf, type Operation } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { memberWithSession } from '../helpers/member-session';

/**
 * Every operation of the contract, sent generated bad input (out-of-range integers,
 * control characters, wrong types, huge strings, encoded and malformed paths), answers a 4xx
 * envelope, never a 5xx, and writes nothing.
 */

/** Requests per run: enough to reach every field of every operation many times over. */
const RUNS = 1500;

interface Target {
  op: Operation;
  part: 'query' | 'body';
  leaf: InputLeaf;
}

const targets: Target[] = operations.flatMap((op) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = op[part];
    return schema
      ? inputLeaves(schema)
          .filter((leaf) => leaf.path !== '')
          .map((leaf) => ({ op, part, leaf }))
      : [];
  }),
);

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e'];

/** A string with a control character somewhere in it (a lone surrogate too, in JSON only). */
const controlIn = (characters: string[]) =>
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(...characters),
      fc.string({ maxLength: 20 }),
    )
    .map(([a, c, b]) => `${a}${c}${b}`);
// A URL cannot carry a lone surrogate: URLSearchParams sends U+FFFD, a valid character.
const queryControl = controlIn(CONTROL);
const withControl = controlIn([...CONTROL, '\ud800']);
/** Longer than any text field of the contract allows (and than the body limit). */
const huge = fc.integer({ min: 70_000, max: 120_000 }).map((n) => 'x'.repeat(n));
const outOfRange = fc.oneof(
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -INT4_MAX - 2 }),
  fc.constantFrom(1e300, -1e300, 2 ** 63, 0.5, 1.5, -0.25),
);
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1 }),
);

/** A value the leaf cannot accept, in JSON (a body) or as query text. */
function badValue(leaf: InputLeaf, part: 'query' | 'body'): fc.Arbitrary<unknown> {
  if (part === 'query') {
    if (leaf.kind === 'number')
      return fc.oneof(
        outOfRange.map((n) => String(n)),
        fc.constantFrom('99999999999999999999999', '1e400', 'NaN', 'ten', '1.5'),
        queryControl,
      );
    if (leaf.kind === 'boolean') return fc.oneof(queryControl, fc.constantFrom('yes', '2', 'on'));
    if (leaf.kind === 'other') return queryControl;
    return fc.oneof(queryControl, huge);
  }
  if (leaf.kind === 'number')
    return fc.oneof(outOfRange, withControl, fc.constantFrom('12', true, [1], { n: 1 }));
  if (leaf.kind === 'boolean') return fc.oneof(withControl, fc.constantFrom(2, 'maybe', [true]));
  if (leaf.kind === 'other') return fc.oneof(withControl, fc.constantFrom(1e300, [[]]));
  return fc.oneof(withControl, huge, notAString);
}

/** Puts `value` at a leaf path like `a.b` or `list[]`, inside a JSON object. */
function place(path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  const key = head.replace(/\[\]$/, '');
  const inner = rest.length ? place(rest.join('.'), value) : value;
  return { [key]: head.endsWith('[]') ? [inner] : inner };
}

const queryString = (query: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value])
      params.append(key, typeof v === 'string' ? v : JSON.stringify(v));
  return params.toString();
};

/** The path as sent: as is, with its first letters %-encoded, or with a malformed escape. */
const pathVariant = fc.constantFrom('plain', 'encoded', 'malformed');
function sentPath(path: string, variant: string): string {
  if (variant === 'encoded')
    return path.replace(/^\/(\w)(\w)/, (_m, a: string, b: string) => {
      const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
      return `/${hex(a)}${hex(b)}`;
    });
  if (variant === 'malformed') return `${path}%zz`;
  return path;
}

describe('fuzzing every operation of the contract (issue 14)', () => {
  let t: TestApp;
  let token: string;
  let tables: string[];
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = (await t.database.db.execute(
        sql.raw(`select count(*)::int as n from "${table}"`),
      )) as { rows: { n: number }[] };
      counts[table] = Number(result.rows[0]?.n);
    }
    return counts;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await memberWithSession(t.database.db)).token;
    const found = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as { rows: { table_name: string }[] };
    tables = found.rows.map((r) => r.table_name);
  });
  afterAll(() => t.close());

  it('walks every operation that takes input', () => {
    const walked = new Set(targets.map((x) => x.op.operationId));
    const withInput = operations.filter((op) => op.query || op.body).map((op) => op.operationId);
    expect([...walked].sort()).toEqual([...new Set(withInput)].sort());
  });

  it('answers bad input with a 4xx envelope and writes nothing', async () => {
    const before = await rowCounts();
    const seen = new Set<string>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: targets.length - 1 }).chain((i) =>
          fc.record({
            target: fc.constant(i),
            value: badValue(targets[i]!.leaf, targets[i]!.part),
            variant: pathVariant,
            withSession: fc.boolean(),
            address: fc.ipV4(),
          }),
        ),
        async ({ target, value, variant, withSession, address }) => {
          const { op, part, leaf } = targets[target]!;
          const input = place(leaf.path, value);
          const query = part === 'query' ? `?${queryString(input)}` : '';
          const res = await t.app.inject({
            method: op.method,
            url: `${sentPath(op.path, variant)}${query}`,
            remoteAddress: address,
            headers: {
              ...(withSession ? { authorization: token } : {}),
              ...(part === 'body' ? { 'content-type': 'application/json' } : {}),
            },
            ...(part === 'body' ? { payload: JSON.stringify(input) } : {}),
          });
          sent++;
          seen.add(op.operationId);
          const what = `${op.method} ${op.path} ${part}.${leaf.path} (${variant}) = ${JSON.stringify(value)?.slice(0, 80)}`;
          expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.json(), what).toMatchObject({
            success: false,
            code: expect.any(String),
            message: expect.any(String),
          });
        },
      ),
      { numRuns: RUNS },
    );
    expect(sent).toBe(RUNS);
    expect(seen.size).toBeGreaterThan(operations.filter((op) => op.query || op.body).length / 2);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers malformed paths of every operation with a 4xx envelope', async () => {
    for (const op of operations) {
      for (const url of [`${op.path}%`, `${op.path}%zz`, `${op.path}/%c0%af`]) {
        const res = await t.app.inject({ method: op.method, url, remoteAddress: '10.1.2.3' });
        expect(res.statusCode, `${op.method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${op.method} ${url}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false });
      }
    }
  });
});
