import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, loginAs, registerMember, solveAltcha } from '../../../test/helpers/accounts';
import { endAllSessions, endSessionsOfMember } from './session-revocation.service';

/** ASVS 5.0 V7: a cap on concurrent sessions, a member's own list, and the operator's revocation. */
describe("a member's sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = async (m: { username: string; password: string }, headers = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers,
      payload: {
        type: 'username',
        username: m.username,
        password: m.password,
        altcha: await solveAltcha(t.app),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  const live = async (token: string) =>
    (await t.app.inject({ url: '/wps/member/info', headers: auth(token) })).statusCode === 200;

  it('five sessions at most (the default): a sixth login ends the oldest', async () => {
    const m = await registerMember(t.app);
    const tokens = [m.token];
    for (let i = 0; i < 5; i++) tokens.push(await login(m));
    expect(await live(tokens[0]!)).toBe(false);
    for (const token of tokens.slice(1)) expect(await live(token)).toBe(true);
  });

  it('lists the sessions with device, address, country, last seen and the current one', async () => {
    const m = await registerMember(t.app);
    const phone = await login(m, { 'user-agent': 'Phone/1.0', 'cf-ipcountry': 'th' });
    const res = await t.app.inject({ url: '/wps/member/sessions', headers: auth(phone) });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list;
    expect(list).toHaveLength(2);
    const current = list.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: 'Phone/1.0', ip: '127.0.0.1', country: 'TH' });
    expect(current.lastSeenAt).toBeGreaterThan(0);
    expect(list.filter((s: { current: boolean }) => !s.current)).toHaveLength(1);
  });

  it('ends one of its own sessions, not another member’s, and all others at once', async () => {
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    const second = await login(m);
    const third = await login(m);
    const mine = (await t.app.inject({ url: '/wps/member/sessions', headers: auth(third) })).json()
      .value.list as { sessionId: number; current: boolean }[];
    const theirs = (
      await t.app.inject({ url: '/wps/member/sessions', headers: auth(other.token) })
    ).json().value.list as { sessionId: number }[];
    const end = (token: string, sessionId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/sessions/end',
        headers: auth(token),
        payload: { sessionId },
      });
    expect((await end(third, theirs[0]!.sessionId)).statusCode).toBe(404);
    expect(await live(other.token)).toBe(true);
    const bad = await end(third, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('sessionId');

    const oldest = mine.find((s) => !s.current)!;
    expect((await end(third, oldest.sessionId)).statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/wps/member/sessions/end-others',
      headers: auth(third),
    });
    expect(ended.statusCode).toBe(200);
    expect(await live(m.token)).toBe(false);
    expect(await live(second)).toBe(false);
    expect(await live(third)).toBe(true);
  });

  it('an operator ends one member’s sessions, or everyone’s', async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    expect(await endSessionsOfMember(t.database.db, 'DEMO', a.username)).toBe(1);
    expect(await live(a.token)).toBe(false);
    expect(await live(b.token)).toBe(true);
    expect(await endSessionsOfMember(t.database.db, 'OTHER', b.username)).toBe(0);
    await endAllSessions(t.database.db, 'DEMO');
    expect(await live(b.token)).toBe(false);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.merchantCode, 'DEMO'));
    expect(left!.n).toBe(0);
    expect((await loginAs(t.app, b.username, b.password)).statusCode).toBe(200);
  });
});
