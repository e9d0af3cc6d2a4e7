import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_CODE_TTL_SECONDS } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';

describe('session handover to another domain', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    now = new Date();
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  const create = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/handover',
      headers: { authorization: token },
    });
  const redeem = (code: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/handover/redeem', payload: { code } });

  it('needs a session to create a code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/handover' });
    expect(res.statusCode).toBe(401);
  });

  it('trades a code once for a new session of the same member', async () => {
    const { member, headers } = await memberWithSession(t.database.db);
    const created = await create(headers.authorization);
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { code, expiresAt } = created.json().value;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(now.getTime() + HANDOVER_CODE_TTL_SECONDS * 1000);

    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    const session = first.json().value;
    expect(session.userName).toBe(member.username);
    expect(session.token).not.toBe(headers.authorization);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: session.token },
    });
    expect(info.statusCode).toBe(200);
    // The move is in the member's login history, once.
    const history = await t.app.inject({
      url: '/wps/member/loginHistory',
      headers: { authorization: session.token },
    });
    const methods = history.json().value.list.map((l: { method: string }) => l.method);
    expect(methods.filter((m: string) => m === 'handover')).toHaveLength(1);

    const again = await redeem(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().value.fields).toHaveProperty('code');
  });

  it('refuses a code past its time', async () => {
    const { headers } = await memberWithSession(t.database.db);
    const { code } = (await create(headers.authorization)).json().value;
    now = new Date(now.getTime() + (HANDOVER_CODE_TTL_SECONDS + 1) * 1000);
    const res = await redeem(code);
    expect(res.statusCode).toBe(401);
    expect(res.json().value.fields).toHaveProperty('code');
  });

  it('refuses a code whose session ended, and an unknown one', async () => {
    const { headers } = await memberWithSession(t.database.db);
    const { code } = (await create(headers.authorization)).json().value;
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session',
      headers: { authorization: headers.authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect((await redeem(code)).statusCode).toBe(401);
    expect((await redeem('x'.repeat(43))).statusCode).toBe(401);
  });

  it('two redemptions racing for one code: one session only', async () => {
    const { headers } = await memberWithSession(t.database.db);
    const { code } = (await create(headers.authorization)).json().value;
    const results = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });
});
