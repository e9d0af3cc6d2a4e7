import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auditLog,
  bets,
  deposits,
  memberLevelRewards,
  memberLevelStates,
  memberLevels,
  members,
  wallets,
} from '../../db/schema';
import { seedDemoLevels } from '../../db/seed/demo-levels';
import { memberBalances } from '../ledger/ledger.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, operatorsOfRoles, post, type MovableClock } from '../ops/ops.test-support';
import { runDailyLevels } from './levels-job';
import { createWalletService } from '../wallet/wallet.service';
import { evaluateMemberLevel, periodStart } from './levels.service';

const BAHT = 10_000n;
const DEMO = { code: 'DEMO', currency: 'THB', timeZone: 'Asia/Bangkok' };

describe('member levels: evaluation, level-up rewards once, the daily run in the merchant zone', () => {
  let t: TestApp;
  // 10:00 in Bangkok on 20 March.
  let now = new Date('2026-03-20T03:00:00Z');
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
    await seedDemoLevels(t.database.db, 'DEMO');
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'content', 'finance']));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const credited = async (memberId: number, baht: number, at: Date) => {
    const n = seq++;
    await db()
      .insert(deposits)
      .values({
        merchantCode: 'DEMO',
        memberId,
        method: 'bankTransfer',
        requestedAmount: BigInt(baht) * BAHT,
        amount: BigInt(baht) * BAHT,
        state: 'credited',
        reference: `LV${memberId}-${n}`,
        idempotencyKey: `lv-${n}`,
        expiresAt: at,
        decidedAt: at,
      });
  };
  const levelOf = async (headers: Record<string, string>, language = 'en') => {
    const res = await t.app.inject({
      url: '/wps/member/levels',
      headers: { ...headers, language },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value;
  };
  const bonusOf = async (memberId: number) => (await memberBalances(db(), memberId, 'THB')).bonus;

  it('the benefits call answers the levels, the rank 0 level and the progress to the next', async () => {
    const m = await memberWithSession(db());
    const v = await levelOf(m.headers, 'th');
    expect(v.levels.map((l: { name: string }) => l.name)).toEqual([
      'บรอนซ์',
      'ซิลเวอร์',
      'โกลด์',
      'ไดมอนด์',
    ]);
    expect(v.currentRank).toBe(0);
    expect(v.progress).toEqual({
      nextRank: 1,
      thresholdKind: 'deposits',
      periodDays: 30,
      amount: '0.0000',
      threshold: '1000.0000',
    });
    expect(v.timeZone).toBe('Asia/Bangkok');
    expect((await t.app.inject({ url: '/wps/member/levels' })).statusCode).toBe(401);
    const trial = await memberWithSession(db(), { isTrial: true });
    expect(
      (await t.app.inject({ url: '/wps/member/levels', headers: trial.headers })).json().code,
    ).toBe('TRIAL_NOT_ALLOWED');
  });

  it('a credited deposit raises the level in its transaction and pays the level-up bonus once', async () => {
    const m = await memberWithSession(db());
    const create = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: m.headers,
      payload: { amount: '1000', idempotencyKey: `lv-deposit-${m.member.id}` },
    });
    expect(create.statusCode).toBe(200);
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: create.json().value.amount },
    });
    expect(match.json().value.depositId).not.toBeNull();
    const v = await levelOf(m.headers);
    expect(v.currentRank).toBe(1);
    expect(v.progress).toMatchObject({ nextRank: 2, threshold: '10000.0000' });
    expect(Number(v.progress.amount)).toBeGreaterThanOrEqual(1000);
    // Silver's level-up reward: 50 baht into the bonus balance.
    expect(await bonusOf(m.member.id)).toBe(50n * BAHT);
    // Member info carries the level (§3 memberLabel first, and the level itself).
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...m.headers, language: 'en' },
    });
    expect(info.json().value.level).toEqual({ rank: 1, name: 'Silver' });
    expect(info.json().value.memberLabel[0]).toEqual({ labelName: 'Silver' });
    // The level's daily withdrawal limits replace the merchant's (5 a day, 200000).
    const rules = await t.app.inject({ url: '/wps/withdraw/rules', headers: m.headers });
    expect(rules.json().value).toMatchObject({ dailyCount: 8, dailyMax: '300000.0000' });
    // Evaluating again pays nothing more.
    await db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, now, false));
    expect(await bonusOf(m.member.id)).toBe(50n * BAHT);
  });

  it('concurrent evaluations pay each level passed once: silver and gold, not twice', async () => {
    const m = await memberWithSession(db());
    await credited(m.member.id, 12_000, now);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, now, false)),
      ),
    );
    expect(results.flatMap((r) => r?.rewarded ?? [])).toHaveLength(2);
    expect(await bonusOf(m.member.id)).toBe((50n + 300n) * BAHT);
    const rewards = await db()
      .select()
      .from(memberLevelRewards)
      .where(eq(memberLevelRewards.memberId, m.member.id));
    expect(rewards.map((r) => r.occasion)).toEqual(['level_up', 'level_up']);
    // The reward center lists them with the money paid.
    const center = await t.app.inject({
      url: '/wps/engagement/rewards',
      headers: { ...m.headers, language: 'en' },
    });
    expect(center.statusCode).toBe(200);
    expect(
      center
        .json()
        .value.earned.filter((r: { source: string }) => r.source === 'level_up')
        .map((r: { detail: string; money: { amount: string } }) => [r.detail, r.money.amount])
        .sort(),
    ).toEqual([
      ['Gold', '300.0000'],
      ['Silver', '50.0000'],
    ]);
    expect((await levelOf(m.headers)).currentRank).toBe(2);
  });

  it('turnover counts settled real-money bets; play money and open bets do not; cash reward', async () => {
    // A merchant of its own whose levels count stakes over 7 days and pay cash.
    const code = 'LVT';
    const shop = { code, currency: 'THB', timeZone: 'Asia/Bangkok' };
    await db()
      .insert(memberLevels)
      .values(
        [0, 1].map((rank) => ({
          merchantCode: code,
          code: `t${rank}`,
          name: { en: `T${rank}` },
          rank,
          thresholdKind: 'turnover' as const,
          thresholdUnits: BigInt(rank * 1000) * BAHT,
          periodDays: 7,
          levelUpRewardUnits: 20n * BAHT,
          rewardKind: 'cash' as const,
        })),
      );
    const m = await memberWithSession(db(), { merchantCode: code });
    const [wallet] = await db()
      .insert(wallets)
      .values({ merchantCode: code, memberId: m.member.id, currency: 'THB' })
      .returning();
    const bet = (txId: string, baht: number, status: 'open' | 'settled', play = false) => ({
      merchantCode: code,
      memberId: m.member.id,
      walletId: wallet!.id,
      vendorCode: 'PG',
      vendorTxId: `${m.member.id}-${txId}`,
      gameName: 'Slot',
      amount: BigInt(baht) * BAHT,
      status,
      play,
      createdAt: now,
    });
    await db()
      .insert(bets)
      .values([bet('a', 700, 'settled'), bet('b', 5000, 'open'), bet('c', 5000, 'settled', true)]);
    const evaluate = () =>
      db().transaction((tx) => evaluateMemberLevel(tx, shop, m.member.id, now, false));
    expect(await evaluate()).toEqual({ from: 0, to: 0, rewarded: [] });
    // The settlement of an open bet raises the level through the wallet's hook, in its transaction.
    await db()
      .insert(bets)
      .values(bet('d', 300, 'open'));
    const walletService = createWalletService(db(), () => now, {
      betSettled: async (tx, settled, at) => {
        await evaluateMemberLevel(tx, shop, settled.memberId, at, false, 'turnover');
      },
    });
    await walletService.settle({ vendor: 'PG', txId: `${m.member.id}-d`, win: 0n });
    const [state] = await db()
      .select()
      .from(memberLevelStates)
      .where(eq(memberLevelStates.memberId, m.member.id));
    const [t1] = await db().select().from(memberLevels).where(eq(memberLevels.code, 't1'));
    expect(state?.levelId).toBe(t1!.id);
    // A deposit is not what these levels count: nothing is evaluated for it.
    expect(
      await db().transaction((tx) =>
        evaluateMemberLevel(tx, shop, m.member.id, now, false, 'deposits'),
      ),
    ).toBeNull();
    expect((await memberBalances(db(), m.member.id, 'THB')).cash).toBe(20n * BAHT);
  });

  it("a level's period starts at local midnight in the merchant's zone", () => {
    // 00:30 on 31 March in Bangkok; 30 days back to the start of 2 March, Bangkok (17:00 UTC on 1 March).
    const at = new Date('2026-03-30T17:30:00Z');
    expect(periodStart(at, 'Asia/Bangkok', 30).toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(periodStart(at, 'UTC', 30).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart(at, 'Asia/Bangkok', 1).toISOString()).toBe('2026-03-30T17:00:00.000Z');
  });

  it('the daily run goes once per local day of the merchant and lowers a level whose deposits left the period', async () => {
    const m = await memberWithSession(db());
    // 23:59 on 1 March in Bangkok, and a second deposit a minute later, 00:00 on 2 March.
    await credited(m.member.id, 600, new Date('2026-03-01T16:59:00Z'));
    await credited(m.member.id, 600, new Date('2026-03-01T17:00:00Z'));
    await db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, now, false));
    expect((await levelOf(m.headers)).currentRank).toBe(1);

    // 23:59 on 30 March in Bangkok: both deposits are inside the 30 days (1 March - 30 March).
    now = new Date('2026-03-30T16:59:00Z');
    const first = await runDailyLevels(db(), now);
    expect(first.map((r) => r.localDate)).toEqual(['2026-03-30']);
    expect((await levelOf(m.headers)).currentRank).toBe(1);
    // The same local day again: nothing runs.
    expect(await runDailyLevels(db(), new Date('2026-03-30T16:59:30Z'))).toEqual([]);

    // 00:00 on 31 March in Bangkok: the 23:59 deposit of 1 March left the period, 600 < 1000.
    now = new Date('2026-03-30T17:00:00Z');
    const second = await runDailyLevels(db(), now);
    expect(second.map((r) => r.localDate)).toEqual(['2026-03-31']);
    const v = await levelOf(m.headers);
    expect(v.currentRank).toBe(0);
    expect(v.progress.amount).toBe('600.0000');
    // Coming back up later pays no second silver reward.
    await credited(m.member.id, 500, now);
    await db().transaction((tx) => evaluateMemberLevel(tx, DEMO, m.member.id, now, false));
    expect((await levelOf(m.headers)).currentRank).toBe(1);
    expect(await bonusOf(m.member.id)).toBe(50n * BAHT);
    now = new Date('2026-03-20T03:00:00Z');
  });

  it("the daily run pays the level's birthday reward once a year", async () => {
    const m = await memberWithSession(db());
    await db().update(members).set({ birthDate: '1990-04-02' }).where(eq(members.id, m.member.id));
    await credited(m.member.id, 1_500, new Date('2026-04-01T03:00:00Z'));
    await db().transaction((tx) =>
      evaluateMemberLevel(tx, DEMO, m.member.id, new Date('2026-04-01T03:00:00Z'), false),
    );
    // 00:10 on 2 April in Bangkok, still 1 April in UTC.
    const runs = await runDailyLevels(db(), new Date('2026-04-01T17:10:00Z'));
    expect(runs[0]).toMatchObject({ localDate: '2026-04-02', birthdays: 1 });
    expect(await bonusOf(m.member.id)).toBe((50n + 100n) * BAHT);
    const rows = await db()
      .select()
      .from(memberLevelRewards)
      .where(
        and(
          eq(memberLevelRewards.memberId, m.member.id),
          eq(memberLevelRewards.occasion, 'birthday'),
        ),
      );
    expect(rows.map((r) => r.detail)).toEqual(['2026']);
  });

  describe('console', () => {
    const level = {
      code: 'platinum',
      nameEn: 'Platinum',
      nameTh: 'แพลทินัม',
      rank: 9,
      thresholdKind: 'turnover',
      threshold: '500000',
      periodDays: 7,
      rebateBasisPoints: 150,
      withdrawDailyMax: null,
      withdrawDailyCount: null,
      birthdayReward: '0',
      levelUpReward: '2500.50',
      rewardKind: 'cash',
      active: false,
    };

    it('lists the levels with members at each; content and owner save, audited', async () => {
      const list = await get(t, '/ops/engagement/levels', tokens.get('owner'));
      expect(list.statusCode).toBe(200);
      expect(list.json().value.list.map((l: { code: string }) => l.code)).toEqual([
        'bronze',
        'silver',
        'gold',
        'diamond',
      ]);
      expect((await get(t, '/ops/engagement/levels', tokens.get('finance'))).statusCode).toBe(403);
      const created = await post(t, '/ops/engagement/levels', level, tokens.get('content'));
      expect(created.statusCode).toBe(200);
      const saved = created.json().value;
      expect(saved).toMatchObject({
        ...level,
        threshold: '500000.0000',
        birthdayReward: '0.0000',
        levelUpReward: '2500.5000',
      });
      const changed = await post(
        t,
        '/ops/engagement/levels',
        { ...level, id: saved.id, nameEn: 'Platinum+' },
        tokens.get('owner'),
      );
      expect(changed.json().value.nameEn).toBe('Platinum+');
      const audit = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetType, 'member_level'));
      expect(audit.map((a) => a.action)).toEqual(['member_level.create', 'member_level.update']);
      // An inactive level is not offered to members.
      const m = await memberWithSession(db());
      expect((await levelOf(m.headers)).levels).toHaveLength(4);
    });

    it('bad input answers 400 naming the field; a rank or code taken answers 409; nothing written', async () => {
      const owner = tokens.get('owner');
      for (const [field, value] of [
        ['threshold', '-5'],
        ['periodDays', 0],
        ['rebateBasisPoints', 10_001],
        ['thresholdKind', 'logins'],
        ['code', 'Bad Code'],
      ] as const) {
        const res = await post(
          t,
          '/ops/engagement/levels',
          { ...level, code: 'x-new', [field]: value },
          owner,
        );
        expect(res.statusCode, field).toBe(400);
        expect(Object.keys(res.json().value.fields)).toEqual([field]);
      }
      const rank = await post(
        t,
        '/ops/engagement/levels',
        { ...level, code: 'other', rank: 1 },
        owner,
      );
      expect(rank.statusCode).toBe(409);
      expect(Object.keys(rank.json().value.fields)).toEqual(['rank']);
      const code = await post(
        t,
        '/ops/engagement/levels',
        { ...level, code: 'gold', rank: 50 },
        owner,
      );
      expect(code.statusCode).toBe(409);
      expect(Object.keys(code.json().value.fields)).toEqual(['code']);
      const list = (await get(t, '/ops/engagement/levels', owner)).json().value.list;
      expect(list).toHaveLength(5);
      expect(
        await db().select().from(memberLevelStates).where(eq(memberLevelStates.levelId, -1)),
      ).toEqual([]);
    });
  });
});
