import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, members, protectionSessionTime } from '../../db/schema';
import {
  GOOD_PASSWORD,
  loginAs,
  randomIp,
  registerMember,
  solveAltcha,
  type Registered,
} from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { merchantDayOf } from './session-time.service';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the daily session-time limit (issue 34)', () => {
  let t: TestApp;
  let now = bkk('2026-11-21T20:00:00');
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (h: Headers, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...h, language: lang },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const auth = (m: Registered) => ({ authorization: m.token });
  const setMinutes = (h: Headers, minutes: number | null) =>
    call(h, 'POST', '/wps/member/protection/sessionTime', { minutes });
  const state = async (h: Headers) => (await call(h, 'GET', '/wps/member/protection')).json();
  const memberInfo = (h: Headers, lang = 'en') =>
    call(h, 'GET', '/wps/member/info', undefined, lang);
  /** Uses the session for `minutes`, a call every ten minutes (each counts the time since the last). */
  const use = async (h: Headers, minutes: number) => {
    const answers = [];
    for (let done = 0; done < minutes; done += 10) {
      tick(10 * MINUTE);
      answers.push(await memberInfo(h));
    }
    return answers;
  };
  const memberIdOf = async (m: Registered) => {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, m.username));
    return row!.id;
  };

  it('counts the time logged in and ends every session at the limit, worded; login waits for the next merchant day', async () => {
    now = bkk('2026-11-21T20:00:00');
    const m = await registerMember(t.app);
    const h = auth(m);
    const set = await setMinutes(h, 30);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.sessionTime).toMatchObject({
      limitMinutes: 30,
      usedMinutes: 0,
      leftMinutes: 30,
      pending: null,
      nextDayAt: bkk('2026-11-22T00:00:00').getTime(),
    });
    // A second device of the same member: the same minutes count once.
    const second = await loginAs(t.app, m.username, GOOD_PASSWORD);
    expect(second.statusCode, second.body).toBe(200);
    const other = { authorization: second.json().value.token };
    tick(10 * MINUTE);
    expect((await memberInfo(h)).statusCode).toBe(200);
    expect((await memberInfo(other)).statusCode).toBe(200);
    expect((await state(h)).value.sessionTime).toMatchObject({ usedMinutes: 10, leftMinutes: 20 });

    const [at20, at30] = await use(h, 20);
    expect(at20!.statusCode).toBe(200);
    expect(at30!.statusCode).toBe(401);
    expect(at30!.json()).toMatchObject({
      code: 'SESSION_TIME_LIMIT',
      message:
        'You have reached your session-time limit of 30 minutes for today; you can log in again from 2026-11-22 00:00',
      value: { reason: 'SESSION_TIME_REACHED', until: bkk('2026-11-22T00:00:00').getTime() },
    });
    // Every session of the member ended.
    expect((await memberInfo(other)).statusCode).toBe(401);
    // A login is refused until the next merchant day, in the player's language.
    const refused = await loginAs(t.app, m.username, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_TIME_LIMIT');
    const thai = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { language: 'th' },
      remoteAddress: randomIp(),
      payload: {
        type: 'username',
        username: m.username,
        password: GOOD_PASSWORD,
        altcha: await solveAltcha(t.app),
      },
    });
    expect(thai.json().message).toBe(
      'คุณใช้เวลาครบตามวงเงินเวลาเล่น 30 นาทีของวันนี้แล้ว เข้าสู่ระบบได้อีกครั้งตั้งแต่ 2026-11-22 00:00',
    );
    // The next merchant day (midnight in Bangkok) opens login again, the count from zero.
    now = bkk('2026-11-22T00:00:01');
    const again = await loginAs(t.app, m.username, GOOD_PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    const next = { authorization: again.json().value.token };
    const value = (await state(next)).value;
    expect(value.sessionTime).toMatchObject({ limitMinutes: 30, usedMinutes: 0, leftMinutes: 30 });
    // The platform's end of the sessions is listed, by the system; the member's own setting too.
    expect(value.changes.map((c: { action: string; by: string }) => [c.action, c.by])).toEqual([
      ['protection.session_time_reached', 'system'],
      ['protection.limit_set', 'member'],
    ]);
  });

  it('a decrease holds at once; a raise or removal waits 24 hours and a confirmation', async () => {
    now = bkk('2026-11-23T09:00:00');
    const first = await registerMember(t.app);
    const h = auth(first);
    expect((await setMinutes(h, 120)).statusCode).toBe(200);
    const lower = (await setMinutes(h, 60)).json().value.sessionTime;
    expect(lower).toMatchObject({ limitMinutes: 60, pending: null });
    const raised = (await setMinutes(h, 240)).json().value.sessionTime;
    expect(raised).toMatchObject({
      limitMinutes: 60,
      pending: { minutes: 240, confirmableAt: now.getTime() + 24 * HOUR },
    });
    const body = { kind: 'session', period: 'day' };
    const early = await call(h, 'POST', '/wps/member/protection/limit/confirm', body);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PROTECTION_NOT_YET');
    tick(24 * HOUR + MINUTE);
    // Sessions last 24 hours at most: signed in again for the confirmation.
    const back = await loginAs(t.app, first.username, GOOD_PASSWORD);
    const bh = { authorization: back.json().value.token };
    const confirmed = await call(bh, 'POST', '/wps/member/protection/limit/confirm', body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value.sessionTime).toMatchObject({ limitMinutes: 240, pending: null });
    // Removal waits too, and a cancel drops it.
    const m = await registerMember(t.app);
    const mh = auth(m);
    await setMinutes(mh, 45);
    const removal = (await setMinutes(mh, null)).json().value.sessionTime;
    expect(removal).toMatchObject({ limitMinutes: 45, pending: { minutes: null } });
    const cancelled = await call(mh, 'POST', '/wps/member/protection/limit/cancel', body);
    expect(cancelled.json().value.sessionTime).toMatchObject({ limitMinutes: 45, pending: null });
    tick(24 * HOUR + MINUTE);
    const relog = await loginAs(t.app, m.username, GOOD_PASSWORD);
    const rh = { authorization: relog.json().value.token };
    await setMinutes(rh, 90);
    tick(24 * HOUR + MINUTE);
    const relog2 = await loginAs(t.app, m.username, GOOD_PASSWORD);
    const rh2 = { authorization: relog2.json().value.token };
    const ok = await call(rh2, 'POST', '/wps/member/protection/limit/confirm', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.sessionTime).toMatchObject({ limitMinutes: 90, pending: null });
    // Audited with the member as the actor.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operatorUsername, `member:${m.username}`));
    expect(audits.map((a) => a.action)).toContain('protection.limit_raise_confirmed');
  });

  it('refuses minutes outside 15 to 1440, naming the field, and writes nothing', async () => {
    now = bkk('2026-11-25T09:00:00');
    const h = auth(await registerMember(t.app));
    for (const minutes of [5, 1441, 30.5]) {
      const res = await setMinutes(h, minutes);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('minutes');
    }
    expect((await state(h)).value.sessionTime.limitMinutes).toBeNull();
    expect((await state(h)).value.changes).toEqual([]);
  });

  it('the reality check counts to the second, tells what is left and ends the session at the limit; calls at once count the time once', async () => {
    now = bkk('2026-11-26T10:00:00');
    const m = await registerMember(t.app);
    const h = auth(m);
    await setMinutes(h, 15);
    tick(30_000);
    const check = await call(h, 'GET', '/wps/member/protection/realityCheck');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().value.sessionTimeLeftMs).toBe(15 * MINUTE - 30_000);
    tick(5 * MINUTE);
    const checks = await Promise.all(
      Array.from({ length: 5 }, () => call(h, 'GET', '/wps/member/protection/realityCheck')),
    );
    for (const c of checks) expect(c.statusCode, c.body).toBe(200);
    const id = await memberIdOf(m);
    const [row] = await t.database.db
      .select()
      .from(protectionSessionTime)
      .where(eq(protectionSessionTime.memberId, id));
    expect(row!.usedMs).toBe(5 * MINUTE + 30_000);
    tick(10 * MINUTE - 30_000);
    const ended = await call(h, 'GET', '/wps/member/protection/realityCheck', undefined, 'th');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_TIME_LIMIT');
    expect(ended.json().message).toContain('15 นาที');
    expect((await memberInfo(h)).statusCode).toBe(401);
  });

  it('a member without a limit is counted but never ended', async () => {
    now = bkk('2026-11-27T22:00:00');
    const h = auth(await registerMember(t.app));
    const answers = await use(h, 180);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Only today's time: the count starts again at midnight.
    expect((await state(h)).value.sessionTime).toMatchObject({
      limitMinutes: null,
      leftMinutes: null,
      usedMinutes: 60,
    });
  });

  it('the merchant day follows the zone', () => {
    const day = merchantDayOf(new Date('2026-11-21T16:59:00Z'), 'Asia/Bangkok');
    expect(day.start.toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(day.next.toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });
});
