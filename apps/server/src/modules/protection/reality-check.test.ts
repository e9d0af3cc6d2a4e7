import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { auditLog } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { toUnits } from '../../lib/money';
import { createSessionsService } from '../accounts/sessions.service';
import { createWalletService, grantStartingBalance } from '../wallet/wallet.service';

const MINUTE = 60 * 1000;
/** Sessions long enough for the clock to pass a default 60-minute check. */
const SESSION_HOURS = 3;
type Headers = Record<string, string>;

describe('reality checks (issue 34)', () => {
  let t: TestApp;
  let db: Db;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      clock: () => now,
      session: { idleMinutes: SESSION_HOURS * 60, maxHours: SESSION_HOURS },
    });
    db = t.database.db;
  });
  afterAll(() => t.close());

  const call = (h: Headers, method: 'GET' | 'POST', payload?: object) =>
    t.app.inject({
      method,
      url: '/wps/member/protection/realityCheck',
      headers: { ...h, language: 'en' },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const checkOf = async (h: Headers) => {
    const res = await call(h, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const funded = async () => {
    const { member } = await memberWithSession(db);
    await grantStartingBalance(db, t.merchant, member);
    return { member, headers: await sessionFor(member) };
  };
  const sessionFor = async (member: typeof members.$inferSelect): Promise<Headers> => {
    const sessions = createSessionsService(db, () => new Date(), {
      idleMinutes: SESSION_HOURS * 60,
      maxHours: SESSION_HOURS,
      maxPerMember: 5,
    });
    const token = await sessions.start(member, { ip: randomIp(), userAgent: null, country: null });
    return { authorization: token };
  };

  it('is on at 60 minutes by default, counted from the login by the server clock', async () => {
    now = new Date();
    const m = await funded();
    const first = await checkOf(m.headers);
    expect(first).toMatchObject({ intervalMinutes: 60, checksDue: 0, net: '0.0000' });
    expect(first.nextAt).toBe(first.sessionStartedAt + 60 * MINUTE);
    now = new Date(first.sessionStartedAt + 61 * MINUTE);
    const later = await checkOf(m.headers);
    expect(later.checksDue).toBe(1);
    expect(later.playedMs).toBe(61 * MINUTE);
    expect(later.now).toBe(now.getTime());
    expect(later.nextAt).toBe(first.sessionStartedAt + 120 * MINUTE);
  });

  it("takes the member's interval, and the net result since the login from the ledger", async () => {
    now = new Date();
    const m = await funded();
    // The ledger's clock is the real one, as the sessions' is.
    const wallet = createWalletService(db, () => new Date());
    // A bet before this session's login is not counted in it.
    await wallet.bet({
      vendor: 'PG',
      txId: `${m.member.id}-old`,
      memberId: m.member.id,
      amount: toUnits('5'),
    });
    await new Promise((r) => setTimeout(r, 5));
    const h = await sessionFor(m.member);
    const set = await call(h, 'POST', { intervalMinutes: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.intervalMinutes).toBe(10);
    await wallet.bet({
      vendor: 'PG',
      txId: `${m.member.id}-a`,
      memberId: m.member.id,
      amount: toUnits('40'),
    });
    await wallet.settle({ vendor: 'PG', txId: `${m.member.id}-a`, win: toUnits('30') });
    const start = (await checkOf(h)).sessionStartedAt as number;
    now = new Date(start + 25 * MINUTE);
    const check = await checkOf(h);
    expect(check).toMatchObject({ intervalMinutes: 10, checksDue: 2, net: '-10.0000' });
    expect(check.nextAt).toBe(start + 30 * MINUTE);
    // The first session's count is its own: it saw the earlier bet too.
    expect((await checkOf(m.headers)).net).toBe('-15.0000');
  });

  it('refuses an interval outside 10 minutes to 8 hours, naming the field, and keeps the old one', async () => {
    now = new Date();
    const m = await funded();
    await call(m.headers, 'POST', { intervalMinutes: 30 });
    for (const bad of [9, 481, 12.5, '60']) {
      const res = await call(m.headers, 'POST', { intervalMinutes: bad });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().value.fields)).toContain('intervalMinutes');
    }
    expect((await checkOf(m.headers)).intervalMinutes).toBe(30);
    expect((await call(m.headers, 'POST', { intervalMinutes: 480 })).statusCode).toBe(200);
  });

  it('can be turned off; every change is listed to the member and audited', async () => {
    now = new Date();
    const m = await funded();
    const off = await call(m.headers, 'POST', { intervalMinutes: null });
    expect(off.json().value).toMatchObject({ intervalMinutes: null, checksDue: 0, nextAt: null });
    now = new Date(now.getTime() + 50 * MINUTE);
    expect((await checkOf(m.headers)).checksDue).toBe(0);
    const state = await t.app.inject({
      method: 'GET',
      url: '/wps/member/protection',
      headers: m.headers,
      remoteAddress: randomIp(),
    });
    expect(state.json().value.changes[0]).toMatchObject({
      action: 'protection.reality_check_set',
      before: '{"realityCheckMinutes":"60"}',
      after: '{"realityCheckMinutes":"off"}',
    });
    const audited = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'protection.reality_check_set'),
          eq(auditLog.targetId, String(m.member.id)),
        ),
      );
    expect(audited).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await call({}, 'GET')).statusCode).toBe(401);
  });
});
