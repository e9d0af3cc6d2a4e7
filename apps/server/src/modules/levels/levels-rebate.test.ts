import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  bets,
  ledgerTransactions,
  lotteryOrders,
  lotterySubOrders,
  memberLevelRewards,
  memberLevels,
  wallets,
} from '../../db/schema';
import { seedDemoLevels } from '../../db/seed/demo-levels';
import { memberBalances } from '../ledger/ledger.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, operatorsOfRoles, post, type MovableClock } from '../ops/ops.test-support';
import { runDailyLevels } from './levels-job';
import { evaluateMemberLevel, rebateOf } from './levels.service';

const BAHT = 10_000n;
/** The demo merchant's zone, Asia/Bangkok, is UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
const DEMO = { code: 'DEMO', currency: 'THB', timeZone: 'Asia/Bangkok' };

describe('level rebates: paid once per member and local day, integer money, real play only', () => {
  let t: TestApp;
  let now = bkk('2026-05-10T12:00:00');
  const clock: MovableClock = {
    clock: () => now,
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    nextStep: () => {
      now = new Date(now.getTime() + 30_000);
    },
  };
  let tokens: Map<OperatorRole, string>;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    // Bronze 0.30 %, silver 0.50 %, gold 0.80 %, diamond 1.20 %, all paid to the bonus balance.
    await seedDemoLevels(t.database.db, 'DEMO');
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner']));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const member = async (isTrial = false) => {
    const m = await memberWithSession(db(), { isTrial });
    const [wallet] = await db()
      .insert(wallets)
      .values({ merchantCode: 'DEMO', memberId: m.member.id, currency: 'THB' })
      .returning();
    return { ...m, walletId: wallet!.id };
  };
  type Member = Awaited<ReturnType<typeof member>>;
  /** A vendor bet of `units`, placed an hour before it settles (null: still open). */
  const bet = async (
    m: Member,
    units: bigint,
    settledAt: Date | null,
    opts: { play?: boolean } = {},
  ) => {
    const placed = new Date((settledAt ?? now).getTime() - 3_600_000);
    await db()
      .insert(bets)
      .values({
        merchantCode: 'DEMO',
        memberId: m.member.id,
        walletId: m.walletId,
        vendorCode: 'PG',
        vendorTxId: `rebate-${seq++}`,
        gameName: 'Slot',
        amount: units,
        win: settledAt ? 0n : null,
        status: settledAt ? 'settled' : 'open',
        play: opts.play ?? false,
        createdAt: placed,
        settledAt,
      });
  };
  /** A lottery slip of one sub-order of `units`, lost at `settledAt`. */
  const lottery = async (m: Member, units: bigint, settledAt: Date, play = false) => {
    const [order] = await db()
      .insert(lotteryOrders)
      .values({
        merchantCode: 'DEMO',
        memberId: m.member.id,
        gameCode: 'VN_FAST1',
        currency: 'THB',
        play,
        totalStake: units,
        ledgerKey: `rebate-lottery-${seq++}`,
        createdAt: new Date(settledAt.getTime() - 600_000),
      })
      .returning();
    await db()
      .insert(lotterySubOrders)
      .values({
        orderId: order!.id,
        merchantCode: 'DEMO',
        memberId: m.member.id,
        gameCode: 'VN_FAST1',
        numero: `n${seq}`,
        drawTime: settledAt,
        lockAt: settledAt,
        betType: 'vn_de',
        numbers: ['12'],
        units: ['12'],
        stakePerUnit: units,
        stake: units,
        odds: '70',
        status: 'lost',
        hits: 0,
        win: 0n,
        settledAt,
      });
  };
  const rebates = (memberId: number) =>
    db()
      .select()
      .from(memberLevelRewards)
      .where(
        and(eq(memberLevelRewards.memberId, memberId), eq(memberLevelRewards.occasion, 'rebate')),
      );
  const postings = (memberId: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `level:rebate:${memberId}:%`));
  const bonusOf = async (memberId: number) => (await memberBalances(db(), memberId, 'THB')).bonus;

  it('works the amount out in integer units, rounded down to the currency minor unit', () => {
    // 123.4567 baht at 0.30 % is 0.37037 baht: 3703 units, paid as 0.37 baht (3700 units).
    expect(rebateOf(1_234_567n, 30, 100n)).toBe(3_700n);
    // A currency without decimals: 0.37 rounds down to nothing.
    expect(rebateOf(1_234_567n, 30, 10_000n)).toBe(0n);
    // Beyond 2^53 stays exact: 10^12 baht at 1.20 %.
    expect(rebateOf(10n ** 16n, 120, 100n)).toBe(12n * 10n ** 13n);
    expect(rebateOf(0n, 30, 100n)).toBe(0n);
    expect(rebateOf(5n * BAHT, 0, 100n)).toBe(0n);
  });

  it("pays yesterday's settled stakes (vendor bets and lottery) once, on the local day boundary", async () => {
    const m = await member();
    // 9 May in Bangkok: 00:00 exactly and 23:59:59.999 count; 8 May 23:59 and 10 May 00:00 do not.
    await bet(m, 1_000n * BAHT, bkk('2026-05-09T00:00:00'));
    await bet(m, 234n * BAHT + 5_678n, bkk('2026-05-09T23:59:59.999'));
    await lottery(m, 300n * BAHT, bkk('2026-05-09T20:00:00'));
    await bet(m, 50_000n * BAHT, bkk('2026-05-08T23:59:00'));
    await bet(m, 70_000n * BAHT, bkk('2026-05-10T00:00:00'));
    // Still open: not a settled stake.
    await bet(m, 9_000n * BAHT, null);

    now = bkk('2026-05-10T00:05:00');
    const runs = await runDailyLevels(db(), now);
    expect(runs).toEqual([expect.objectContaining({ localDate: '2026-05-10', rebates: 1 })]);
    // 1534.5678 baht at bronze's 0.30 % = 4.60370334 baht → 46037 units → 4.60 baht.
    const [row] = await rebates(m.member.id);
    expect(row).toMatchObject({
      detail: '2026-05-09',
      basisUnits: 15_345_678n,
      amountUnits: 46_000n,
      rewardKind: 'bonus',
    });
    expect(await bonusOf(m.member.id)).toBe(46_000n);
    const [posting] = await postings(m.member.id);
    expect(posting?.idempotencyKey).toBe(`level:rebate:${m.member.id}:2026-05-09`);
    expect(posting?.kind).toBe('level_rebate');

    // The next local day pays 10 May's 70 000 baht: 210 baht.
    now = bkk('2026-05-11T00:01:00');
    await runDailyLevels(db(), now);
    expect((await rebates(m.member.id)).map((r) => [r.detail, r.amountUnits])).toEqual([
      ['2026-05-09', 46_000n],
      ['2026-05-10', 210n * BAHT],
    ]);
    // The same day again pays nothing.
    expect(await runDailyLevels(db(), bkk('2026-05-11T09:00:00'))).toEqual([]);
    expect(await postings(m.member.id)).toHaveLength(2);

    // The reward center lists both rebates with their day and amount.
    const center = await t.app.inject({
      url: '/wps/engagement/rewards',
      headers: { ...m.headers, language: 'en' },
    });
    expect(center.statusCode).toBe(200);
    const records = JSON.stringify(center.json().value);
    expect(records).toContain('"source":"rebate"');
    expect(records).toContain('"detail":"2026-05-10"');
    expect(records).toContain('"amount":"210.0000"');
  });

  it('pays once when two runs of the same day race', async () => {
    const a = await member();
    const b = await member();
    await bet(a, 100n * BAHT, bkk('2026-05-11T10:00:00'));
    await bet(b, 200n * BAHT, bkk('2026-05-11T11:00:00'));
    now = bkk('2026-05-12T00:00:30');
    const [first, second] = await Promise.all([
      runDailyLevels(db(), now),
      runDailyLevels(db(), now),
    ]);
    expect([...first, ...second]).toEqual([
      expect.objectContaining({ localDate: '2026-05-12', rebates: 2 }),
    ]);
    expect((await postings(a.member.id)).length).toBe(1);
    expect((await postings(b.member.id)).length).toBe(1);
    expect(await bonusOf(a.member.id)).toBe(3_000n);
    expect(await bonusOf(b.member.id)).toBe(6_000n);
  });

  it('leaves out play money and trial members, and pays days the job missed', async () => {
    const real = await member();
    const trial = await member(true);
    await bet(real, 1_000n * BAHT, bkk('2026-05-12T10:00:00'), { play: true });
    await lottery(real, 1_000n * BAHT, bkk('2026-05-12T11:00:00'), true);
    await bet(trial, 1_000n * BAHT, bkk('2026-05-12T12:00:00'));
    await lottery(trial, 1_000n * BAHT, bkk('2026-05-12T12:00:00'));
    // The real member's real-money stake on 13 May, a day no run saw (the next run is on 15 May).
    await bet(real, 100n * BAHT, bkk('2026-05-13T10:00:00'));
    await bet(real, 200n * BAHT, bkk('2026-05-14T10:00:00'));
    now = bkk('2026-05-15T00:00:30');
    await runDailyLevels(db(), now);
    expect(await rebates(trial.member.id)).toEqual([]);
    expect(await bonusOf(trial.member.id)).toBe(0n);
    expect((await rebates(real.member.id)).map((r) => [r.detail, r.amountUnits])).toEqual([
      ['2026-05-13', 3_000n],
      ['2026-05-14', 6_000n],
    ]);
  });

  it('a bonus-balance level reward asks its turnover multiple before a withdrawal; cash asks none', async () => {
    // Back to the day the operator signed in (their session is still live then).
    now = bkk('2026-05-10T12:05:00');
    const m = await member();
    const rules = async () =>
      (await t.app.inject({ url: '/wps/withdraw/rules', headers: m.headers })).json().value;
    expect((await rules()).turnoverRequired).toBe('0.0000');

    // The owner sets silver's multiple to 3 in the console (the other fields as they are).
    const list = await get(t, '/ops/engagement/levels', tokens.get('owner'));
    const silver = list.json().value.list.find((l: { code: string }) => l.code === 'silver');
    expect(silver.bonusTurnoverMultiple).toBe(1);
    const fields = { ...silver, members: undefined };
    const saved = await post(
      t,
      '/ops/engagement/levels',
      { ...fields, bonusTurnoverMultiple: 3 },
      tokens.get('owner'),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.bonusTurnoverMultiple).toBe(3);
    const bad = await post(
      t,
      '/ops/engagement/levels',
      { ...fields, bonusTurnoverMultiple: 101 },
      tokens.get('owner'),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['bonusTurnoverMultiple']);

    // Reaching silver pays its 50 baht level-up bonus, which asks 150 baht of turnover.
    await db()
      .update(memberLevels)
      .set({ thresholdKind: 'turnover' })
      .where(eq(memberLevels.merchantCode, 'DEMO'));
    await bet(m, 1_000n * BAHT, now);
    const at = now;
    await db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, at, false));
    expect(await bonusOf(m.member.id)).toBe(50n * BAHT);
    const [reward] = await db()
      .select()
      .from(memberLevelRewards)
      .where(eq(memberLevelRewards.memberId, m.member.id));
    expect(reward).toMatchObject({ occasion: 'level_up', turnoverUnits: 150n * BAHT });
    // Stakes before the reward do not count toward it.
    expect((await rules()).turnoverRequired).toBe('150.0000');
    expect((await rules()).turnoverDone).toBe('0.0000');

    // A level paying cash asks no turnover.
    await db()
      .update(memberLevels)
      .set({ rewardKind: 'cash' })
      .where(and(eq(memberLevels.merchantCode, 'DEMO'), eq(memberLevels.code, 'gold')));
    await bet(m, 10_000n * BAHT, now);
    await db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, at, false));
    expect((await memberBalances(db(), m.member.id, 'THB')).cash).toBe(300n * BAHT);
    expect((await rules()).turnoverRequired).toBe('150.0000');
  });

  it('a level the console saves is in member info at once (the levels are kept in memory)', async () => {
    now = bkk('2026-05-10T12:06:00');
    const m = await member();
    const info = async () =>
      (
        await t.app.inject({ url: '/wps/member/info', headers: { ...m.headers, language: 'en' } })
      ).json().value;
    expect((await info()).level).toEqual({ rank: 0, name: 'Bronze' });

    const list = await get(t, '/ops/engagement/levels', tokens.get('owner'));
    const bronze = list.json().value.list.find((l: { code: string }) => l.code === 'bronze');
    const fields = { ...bronze, members: undefined };
    const renamed = await post(
      t,
      '/ops/engagement/levels',
      { ...fields, nameEn: 'Copper' },
      tokens.get('owner'),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await info()).level).toEqual({ rank: 0, name: 'Copper' });
    expect((await info()).memberLabel[0]).toEqual({ labelName: 'Copper' });

    // Switched off, the first active level (silver) is what a member without one shows.
    const off = await post(
      t,
      '/ops/engagement/levels',
      { ...fields, active: false },
      tokens.get('owner'),
    );
    expect(off.statusCode).toBe(200);
    expect((await info()).level).toEqual({ rank: 1, name: 'Silver' });
  });
});
