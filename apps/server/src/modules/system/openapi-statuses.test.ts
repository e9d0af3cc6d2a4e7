import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

interface DocOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The app-wide body limit (64 KiB): a body past it is refused before any route reads it. */
const APP_BODY_LIMIT = 64 * 1024;

/** What an operation's declaration says it can answer, read from the rest of its declaration. */
function owedByDeclaration(method: Method, op: DocOperation): string[] {
  const owed = new Set<string>();
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.length > 0) owed.add('401');
  if (schemes.includes('operator')) owed.add('403');
  if ((op.parameters ?? []).length > 0 || op.requestBody) owed.add('400');
  if ((op.parameters ?? []).some((p) => p.in === 'path')) owed.add('404');
  // Any call but GET reads a body, even an empty one: too large, or of a type it does not read.
  if (method !== 'GET') owed.add('413').add('415');
  return [...owed];
}

describe('OpenAPI declares every status a call answers (issue 28, defect 7)', () => {
  let t: TestApp;
  let operations: { method: Method; path: string; op: DocOperation }[];
  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, DocOperation>>;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        op,
      })),
    );
  });
  afterAll(() => t.close());

  const declared = (op: DocOperation) => Object.keys(op.responses ?? {});

  it('declares what its security, input and path parameters can answer', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.flatMap(({ method, path, op }) => {
      const absent = owedByDeclaration(method, op).filter((s) => !declared(op).includes(s));
      return absent.length > 0 ? [`${method} ${path}: ${absent.join(',')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('declares each status seen when called with no session, a bad one, or bad input', async () => {
    const undeclared: string[] = [];
    for (const { method, path, op } of operations) {
      const url = (param: string, query = '') => `${path.replace(/\{[^}]+\}/g, param)}${query}`;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      // A repeated parameter is a list where the schemas read one value.
      const badQuery = queryNames.length
        ? `?${queryNames.map((n) => `${n}=a&${n}=b`).join('&')}`
        : '';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const json = { 'content-type': 'application/json' };
      const probes: InjectOptions[] = [
        { method, url: url('x') },
        { method, url: url('x'), headers: { authorization: 'not-a-session-token' } },
        {
          method,
          url: url('no%20such%20thing', badQuery),
          ...(hasBody ? { payload: '{"unclosed": ', headers: json } : {}),
        },
        ...(path.includes('{') ? [{ method, url: url('%zz') }] : []),
        ...(hasBody
          ? [
              { method, url: url('x'), payload: '<a/>', headers: { 'content-type': 'text/xml' } },
              { method, url: url('x'), payload: `"${'x'.repeat(APP_BODY_LIMIT)}"`, headers: json },
            ]
          : []),
      ];
      for (const probe of probes) {
        const res = await t.app.inject({ ...probe, remoteAddress: randomIp() });
        const seen = [String(res.statusCode)];
        // A call counted by a rate limit answers 429 once its address has spent it.
        if (res.headers['x-ratelimit-limit'] !== undefined) seen.push('429');
        for (const status of seen.filter((s) => s !== '500' && !declared(op).includes(s))) {
          undeclared.push(`${method} ${path}: ${status} (${String(probe.url)})`);
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
