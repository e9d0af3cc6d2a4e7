import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  bets,
  deposits,
  games,
  lotteryOrders,
  protectionBlockedIdentities,
  members,
} from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import {
  GOOD_PASSWORD,
  newUsername,
  randomIp,
  registerByUsername,
} from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { toUnits } from '../../lib/money';
import { createWalletService, grantStartingBalance } from '../wallet/wallet.service';
import { createProtectionService } from './protection.service';
import { createSessionsService } from '../accounts/sessions.service';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
const HOUR = 60 * 60 * 1000;
let keys = 0;
const newKey = () => `prot-key-${Date.now()}-${++keys}`;

describe('player protection (issue 34)', () => {
  let t: TestApp;
  let db: Db;
  let now = bkk('2026-11-21T09:34:20');
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    db = t.database.db;
    await seedLottery(db, t.merchant.code);
    await seedDemoCatalogue(db, { merchantCode: 'DEMO', now: new Date() });
  });
  afterAll(() => t.close());

  const funded = async () => {
    const m = await memberWithSession(db);
    await grantStartingBalance(db, t.merchant, m.member);
    return m;
  };
  type Headers = Record<string, string>;
  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, language: 'en' },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const setLimit = (h: Headers, kind: string, period: string, amount: string | null) =>
    call(h, 'POST', '/wps/member/protection/limit', { kind, period, amount });
  const stateOf = async (h: Headers) =>
    (await call(h, 'GET', '/wps/member/protection')).json().value;
  const limitIn = (state: { limits: { kind: string; period: string }[] }, k: string, p: string) =>
    state.limits.find((l) => l.kind === k && l.period === p);
  const promptPay = (h: Headers, amount: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: { ...h, language: lang },
      payload: { amount, idempotencyKey: newKey() },
      remoteAddress: randomIp(),
    });
  // VN_FAST1: draws every minute; 09:35 is draw 0576 of the day.
  const slip = (stake: string) => ({
    gameCode: 'VN_FAST1',
    numero: '202611210576',
    draws: 1,
    bets: [{ betType: 'vn_de', numbers: ['12'], stakePerUnit: stake }],
  });
  const order = (h: Headers, stake: string) =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: { ...h, 'idempotency-key': newKey(), language: 'en' },
      payload: slip(stake),
      remoteAddress: randomIp(),
    });
  const ordersOf = async (memberId: number) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryOrders)
        .where(eq(lotteryOrders.memberId, memberId))
    )[0]?.n ?? 0;

  it('a decrease holds at once; a raise or removal waits 24 hours and a confirmation', async () => {
    now = bkk('2026-11-21T09:34:20');
    const m = await funded();
    expect((await setLimit(m.headers, 'deposit', 'day', '1000')).statusCode).toBe(200);
    expect((await setLimit(m.headers, 'deposit', 'day', '500')).statusCode).toBe(200);
    let state = await stateOf(m.headers);
    expect(limitIn(state, 'deposit', 'day')).toMatchObject({
      amount: '500.0000',
      left: '500.0000',
      pending: null,
    });
    // A raise waits: the lower amount stays in force.
    await setLimit(m.headers, 'deposit', 'day', '2000');
    state = await stateOf(m.headers);
    expect(limitIn(state, 'deposit', 'day')).toMatchObject({
      amount: '500.0000',
      pending: { amount: '2000.0000', confirmableAt: now.getTime() + 24 * HOUR },
    });
    const early = await call(m.headers, 'POST', '/wps/member/protection/limit/confirm', {
      kind: 'deposit',
      period: 'day',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PROTECTION_NOT_YET');
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    const confirmed = await call(m.headers, 'POST', '/wps/member/protection/limit/confirm', {
      kind: 'deposit',
      period: 'day',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(limitIn(confirmed.json().value, 'deposit', 'day')).toMatchObject({
      amount: '2000.0000',
      pending: null,
    });
    // A removal waits the same way.
    await setLimit(m.headers, 'deposit', 'day', null);
    expect(limitIn(await stateOf(m.headers), 'deposit', 'day')).toMatchObject({
      amount: '2000.0000',
      pending: { amount: null },
    });
    // Every change is listed to the member and in the audit log.
    state = await stateOf(m.headers);
    expect(state.changes.map((c: { action: string }) => c.action)).toEqual([
      'protection.limit_raise_requested',
      'protection.limit_raise_confirmed',
      'protection.limit_raise_requested',
      'protection.limit_set',
      'protection.limit_set',
    ]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(m.member.id))));
    expect(audited.length).toBe(5);
  });

  it('a deposit request past a deposit limit is refused naming it and what is left, in Thai too', async () => {
    now = bkk('2026-11-21T09:34:20');
    const m = await funded();
    await setLimit(m.headers, 'deposit', 'week', '800');
    await setLimit(m.headers, 'deposit', 'day', '1000');
    expect((await promptPay(m.headers, '500')).statusCode).toBe(200);
    const refused = await promptPay(m.headers, '400');
    expect(refused.statusCode).toBe(403);
    // The lowest applicable limit wins: the week's 800 leaves 300.
    expect(refused.json()).toMatchObject({
      code: 'PROTECTION_LIMIT',
      message: 'Your deposit limit for 7 days is 800.0000; 300.0000 is left',
      value: { limit: { kind: 'deposit', period: 'week', left: '300.0000' } },
    });
    const th = await promptPay(m.headers, '400', 'th');
    expect(th.json().message).toBe('วงเงินฝากต่อ 7 วัน ของคุณคือ 800.0000 เหลือ 300.0000');
    const written = await db.select().from(deposits).where(eq(deposits.memberId, m.member.id));
    expect(written).toHaveLength(1);
    expect((await promptPay(m.headers, '300')).statusCode).toBe(200);
  });

  it('lottery orders sent at once past a wager limit: only those that fit are placed', async () => {
    now = bkk('2026-11-21T09:34:20');
    const m = await funded();
    await setLimit(m.headers, 'wager', 'day', '100');
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(m.headers, '30')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 403, 403]);
    const refusal = answers.find((a) => a.statusCode === 403)?.json();
    expect(refusal).toMatchObject({
      code: 'PROTECTION_LIMIT',
      value: { limit: { kind: 'wager', period: 'day', left: '10.0000' } },
    });
    expect(await ordersOf(m.member.id)).toBe(3);
    const state = await stateOf(m.headers);
    expect(limitIn(state, 'wager', 'day')).toMatchObject({ used: '90.0000', left: '10.0000' });
    expect(limitIn(state, 'loss', 'day')).toMatchObject({ used: '90.0000', amount: null });
  });

  it('vendor bets through the wallet: a loss limit counts losses net of wins, at once', async () => {
    now = bkk('2026-11-21T09:34:20');
    const m = await funded();
    await setLimit(m.headers, 'loss', 'day', '50');
    const wallet = createWalletService(db, () => now);
    const bet = (txId: string, amount: string) =>
      wallet.bet({ vendor: 'PG', txId, memberId: m.member.id, amount: toUnits(amount) });
    await bet(`${m.member.id}-a`, '40');
    // A win of 30 brings the net loss down to 10.
    await wallet.settle({ vendor: 'PG', txId: `${m.member.id}-a`, win: toUnits('30') });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => bet(`${m.member.id}-c${i}`, '15')),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(2);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({
      code: 'PROTECTION_LIMIT',
      value: { limit: { kind: 'loss', period: 'day', left: '10.0000' } },
    });
    const written = await db.select().from(bets).where(eq(bets.memberId, m.member.id));
    expect(written).toHaveLength(3);
  });

  it('a time-out ends every session and refuses deposits, orders, bets and launches until it ends', async () => {
    now = bkk('2026-11-21T09:34:20');
    const m = await funded();
    const started = await call(m.headers, 'POST', '/wps/member/protection/exclusion', {
      type: 'timeout',
      duration: '24h',
    });
    expect(started.statusCode, started.body).toBe(200);
    // The session is gone.
    expect((await call(m.headers, 'GET', '/wps/member/protection')).statusCode).toBe(401);
    // Signing in again is allowed (pending withdrawals go on); spending is not.
    const h = await sessionFor(m.member);
    const dep = await promptPay(h, '100');
    expect(dep.statusCode).toBe(403);
    expect(dep.json().code).toBe('PROTECTION_EXCLUDED');
    const ord = await order(h, '10');
    expect(ord.statusCode).toBe(403);
    expect(ord.json().code).toBe('PROTECTION_EXCLUDED');
    expect(await ordersOf(m.member.id)).toBe(0);
    const wallet = createWalletService(db, () => now);
    await expect(
      wallet.bet({ vendor: 'PG', txId: `${m.member.id}-t`, memberId: m.member.id, amount: 1n }),
    ).rejects.toMatchObject({ code: 'PROTECTION_EXCLUDED' });
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')))
      .limit(1);
    if (!game) throw new Error('no demo game');
    const launch = await call(
      h,
      'GET',
      `/wps/game/launchGame?category=RNG&vendor=${game.vendorCode}&gameId=${game.gameId}&nodeId=${game.nodeId}&platform=MOBILE`,
    );
    expect(launch.statusCode).toBe(403);
    expect(launch.json().code).toBe('PROTECTION_EXCLUDED');
    // It cannot be shortened, and a limit cannot end it.
    const shorter = await call(h, 'POST', '/wps/member/protection/exclusion', {
      type: 'timeout',
      duration: '24h',
    });
    expect(shorter.statusCode).toBe(403);
    const state = await stateOf(h);
    expect(state.exclusion).toMatchObject({ type: 'timeout', until: now.getTime() + 24 * HOUR });
    // After it ends, play opens again.
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    expect((await stateOf(h)).exclusion).toBeNull();
  });

  it('a self-exclusion blocks registering again with the same mobile, e-mail or payee name', async () => {
    now = new Date();
    const m = await funded();
    await db
      .update(members)
      .set({ email: 'Gone.Player@Example.com', payeeName: 'Somchai Jaidee' })
      .where(eq(members.id, m.member.id));
    const res = await call(m.headers, 'POST', '/wps/member/protection/exclusion', {
      type: 'self_exclusion',
      duration: '6m',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await db
      .select()
      .from(protectionBlockedIdentities)
      .where(eq(protectionBlockedIdentities.merchantCode, t.merchant.code));
    // Only hashes are kept.
    expect(stored.some((s) => s.hash.includes('example'))).toBe(false);
    // Registering again with the same e-mail is refused, as is one with the same mobile.
    const again = await registerByUsername(t.app, newUsername(), GOOD_PASSWORD, {
      email: 'GONE.player@example.com',
    });
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().code).toBe('PROTECTION_EXCLUDED');
    // Worded in the caller's language (Thai, the default).
    expect(again.json().message).toMatch(/^ข้อมูลนี้เป็นของบัญชีที่ระงับตนเองอยู่/);
    const other = await registerByUsername(t.app, newUsername(), GOOD_PASSWORD, {
      email: 'still.playing@example.com',
    });
    expect(other.statusCode, other.body).toBe(200);
    const protection = createProtectionService(
      db,
      () => now,
      { endSessions: async () => 0 },
      {
        usage: async () => {
          throw new Error('unused');
        },
      },
    );
    expect(
      await protection.registrationBlocked(t.merchant.code, { mobile: '+66 81 234 5678' }),
    ).toBe(false);
    expect(
      await protection.registrationBlocked(t.merchant.code, { email: ' gone.player@example.com' }),
    ).toBe(true);
    expect(
      await protection.registrationBlocked(t.merchant.code, { payeeName: 'somchai  jaidee' }),
    ).toBe(true);
    expect(
      await protection.registrationBlocked(t.merchant.code, { email: 'someone@example.com' }),
    ).toBe(false);
    now = new Date(now.getTime() + 200 * 24 * HOUR);
    expect(
      await protection.registrationBlocked(t.merchant.code, { email: 'gone.player@example.com' }),
    ).toBe(false);
  });

  /** A fresh session of an existing member (as a sign-in after the time-out started gives). */
  async function sessionFor(member: typeof members.$inferSelect): Promise<Headers> {
    const sessions = createSessionsService(db, () => new Date(), {
      idleMinutes: 60,
      maxHours: 1,
      maxPerMember: 5,
    });
    const token = await sessions.start(member, { ip: randomIp(), userAgent: null, country: null });
    return { authorization: token };
  }
});
