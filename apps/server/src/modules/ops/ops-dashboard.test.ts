import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorRoles, type Dashboard } from '@lotto/contract';
import {
  bets,
  deposits,
  memberBankCards,
  memberLogins,
  members,
  wallets,
  withdrawals,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { merchantToday } from './ops-dashboard.service';
import { get, movableClock, operatorsOfRoles } from './ops.test-support';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;
/** Amounts in the wallet's units (10^-4). */
const units = (whole: number) => BigInt(whole) * 10_000n;

describe('the console dashboard', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<string, string>;
  // Noon today in Bangkok (the demo merchant's zone), so no test run straddles its midnight.
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());
  const yesterday = merchantToday(new Date(midnight - HOUR), ZONE);
  /** The first of the 30 days: today − 29. */
  const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 24 * HOUR)
    .toISOString()
    .slice(0, 10);
  const firstMidnight = Date.parse(`${firstDay}T00:00:00+07:00`);
  const at = (ms: number) => new Date(ms);

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    expect(t.merchant.timeZone).toBe(ZONE);
    tokens = (await operatorsOfRoles(t, clock, operatorRoles)).tokens;
    const db = t.database.db;
    const member = async (username: string, createdAt: number, extra = {}) => {
      const [row] = await db
        .insert(members)
        .values({
          merchantCode: 'DEMO',
          username,
          passwordHash: 'x',
          createdAt: at(createdAt),
          ...extra,
        })
        .returning();
      return row!.id;
    };
    // Registrations: one a second before today's midnight (yesterday), two from it on (today),
    // one on the first of the 30 days; a trial player, another merchant's member and one a
    // second before the 30 days do not count.
    const m1 = await member('dash_m1', midnight - 1000);
    const m2 = await member('dash_m2', midnight);
    const m3 = await member('dash_m3', midnight + HOUR);
    const m0 = await member('dash_m0', firstMidnight);
    const trial = await member('dash_trial', midnight + HOUR, { isTrial: true });
    await member('dash_other', midnight + HOUR, { merchantCode: 'OTHER' });
    await member('dash_old', firstMidnight - 1000);

    await db.insert(memberLogins).values([
      { memberId: m1, at: at(midnight - 1000), method: 'username' },
      { memberId: m2, at: at(midnight), method: 'sms' },
      { memberId: m2, at: at(midnight + 2 * HOUR), method: 'username' },
      // The login at registration is counted as a registration, not a login.
      { memberId: m3, at: at(midnight), method: 'register' },
      { memberId: trial, at: at(midnight), method: 'username' },
    ]);

    let seq = 0;
    const deposit = (memberId: number, amount: number, state: string, decidedAt: number | null) => {
      seq++;
      return db.insert(deposits).values({
        merchantCode: 'DEMO',
        memberId,
        method: 'bankTransfer',
        requestedAmount: units(amount),
        amount: units(amount),
        state,
        reference: `DASH${seq}`,
        idempotencyKey: `dash-${seq}`,
        expiresAt: at(midnight + 24 * HOUR),
        decidedAt: decidedAt === null ? null : at(decidedAt),
      });
    };
    await deposit(m1, 100, 'credited', midnight - 1000); // yesterday, m1's first
    await deposit(m1, 50, 'credited', midnight + HOUR); // today, not a first
    await deposit(m2, 200, 'credited', midnight + 2 * HOUR); // today, m2's first
    await deposit(m2, 70, 'pending', null);
    await deposit(m3, 80, 'rejected', midnight + HOUR);
    // m0's first deposit was credited before the 30 days: its second is not a first.
    await deposit(m0, 10, 'credited', firstMidnight - 1000);
    await deposit(m0, 40, 'credited', firstMidnight + HOUR);

    const [card] = await db
      .insert(memberBankCards)
      .values({ memberId: m1, bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'M' })
      .returning();
    const withdrawal = (amount: number, state: string, decidedAt: number) => {
      seq++;
      return db.insert(withdrawals).values({
        merchantCode: 'DEMO',
        memberId: m1,
        bankCardId: card!.id,
        amount: units(amount),
        state,
        idempotencyKey: `dash-w-${seq}`,
        decidedAt: at(decidedAt),
      });
    };
    await withdrawal(30, 'paid', midnight + 3 * HOUR);
    await withdrawal(20, 'paid', midnight - 1000);
    await withdrawal(99, 'approved', midnight + HOUR);

    const [wallet] = await db
      .insert(wallets)
      .values({ memberId: m1, merchantCode: 'DEMO', currency: 'THB' })
      .returning();
    const bet = (
      amount: number,
      win: number | null,
      status: 'open' | 'settled' | 'rolled_back',
      createdAt: number,
      play = false,
    ) => {
      seq++;
      return db.insert(bets).values({
        merchantCode: 'DEMO',
        memberId: m1,
        walletId: wallet!.id,
        vendorCode: 'DEMO',
        vendorTxId: `dash-${seq}`,
        gameName: 'Dash',
        amount: units(amount),
        win: win === null ? null : units(win),
        status,
        play,
        createdAt: at(createdAt),
      });
    };
    await bet(10, 4, 'settled', midnight + HOUR);
    await bet(5, null, 'open', midnight + 2 * HOUR);
    await bet(7, 0, 'rolled_back', midnight + HOUR);
    await bet(100, 0, 'settled', midnight + HOUR, true); // trial play money
    await bet(3, 9, 'settled', midnight - 1000); // yesterday: the house lost 6
  });
  afterAll(() => t.close());

  const dashboard = async (token: string) => {
    const res = await get(t, '/ops/dashboard', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: Dashboard }>().value;
  };

  it('counts each figure on its merchant day, split at midnight in Bangkok', async () => {
    const d = await dashboard(tokens.get('read_only')!);
    expect(d).toMatchObject({ timeZone: ZONE, currency: 'THB', today });
    expect(d.days).toHaveLength(30);
    expect(d.days[0]!.day).toBe(firstDay);
    expect(d.days.at(-1)!.day).toBe(today);
    const day = (name: string) => d.days.find((x) => x.day === name)!;
    expect(day(today)).toEqual({
      day: today,
      registrations: 2,
      logins: 2,
      firstDeposits: 1,
      deposits: 2,
      depositAmount: '250.0000',
      withdrawals: 1,
      withdrawalAmount: '30.0000',
      bets: 2,
      stake: '15.0000',
      win: '4.0000',
      ggr: '11.0000',
    });
    expect(day(yesterday)).toEqual({
      day: yesterday,
      registrations: 1,
      logins: 1,
      firstDeposits: 1,
      deposits: 1,
      depositAmount: '100.0000',
      withdrawals: 1,
      withdrawalAmount: '20.0000',
      bets: 1,
      stake: '3.0000',
      win: '9.0000',
      ggr: '-6.0000',
    });
    expect(day(firstDay)).toMatchObject({
      registrations: 1,
      deposits: 1,
      firstDeposits: 0,
      depositAmount: '40.0000',
    });
    expect(d.totals).toEqual({
      registrations: 4,
      logins: 3,
      firstDeposits: 2,
      deposits: 4,
      depositAmount: '390.0000',
      withdrawals: 2,
      withdrawalAmount: '50.0000',
      bets: 3,
      stake: '18.0000',
      win: '13.0000',
      ggr: '5.0000',
    });
    // Every other day is present, with zeros.
    const quiet = d.days.filter((x) => ![today, yesterday, firstDay].includes(x.day));
    expect(quiet).toHaveLength(27);
    for (const x of quiet) expect(x).toMatchObject({ registrations: 0, ggr: '0.0000' });
  });

  it('answers every operator role, and 401 without a session', async () => {
    for (const role of operatorRoles) {
      const d = await dashboard(tokens.get(role)!);
      expect(d.totals.registrations, role).toBe(4);
    }
    const anonymous = await get(t, '/ops/dashboard');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });

  it('answers no-store, as every operator call does', async () => {
    const res = await get(t, '/ops/dashboard', tokens.get('owner'));
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
