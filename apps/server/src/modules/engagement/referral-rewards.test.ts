import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  announcements,
  deposits,
  ledgerEntries,
  ledgerTransactions,
  members,
  referralRewards,
} from '../../db/schema';
import { memberBalances } from '../ledger/ledger.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { turnoverOf } from '../money/withdrawals.repository';
import { addReferralPromotion } from '../promotions/referral-promotion.test-support';
import { payReferralReward } from './referral-rewards';

const BAHT = 10_000n;

describe('invitation rewards (§6 REFERRAL, issue 21): a friend’s first deposit pays the inviter once', () => {
  let t: TestApp;
  let promotionId: number;
  let seq = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    promotionId = await addReferralPromotion(t.database.db, {
      rewardUnits: 50n * BAHT,
      minDepositUnits: 100n * BAHT,
      turnoverMultiple: 5,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db()
      .update(announcements)
      .set({ enabled: true, noExpiry: true, endAt: null })
      .where(eq(announcements.id, promotionId));
  });

  /** An inviter with a code, and a friend who registered with it (or without, `code: null`). */
  const pair = async (opts: { code?: null } = {}) => {
    const inviter = await memberWithSession(db());
    const invite = await t.app.inject({ url: '/wps/engagement/invite', headers: inviter.headers });
    expect(invite.statusCode).toBe(200);
    const code: string = invite.json().value.code;
    const friend = await memberWithSession(db());
    if (opts.code !== null)
      await db()
        .update(members)
        .set({ recommenderId: code })
        .where(eq(members.id, friend.member.id));
    return { inviter, friend, code };
  };

  /** A PromptPay deposit of about `baht`, matched by the bank: the money module credits it. */
  const deposit = async (headers: Record<string, string>, baht: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers,
      payload: { amount: String(baht), idempotencyKey: `ref-deposit-${seq++}-${Date.now()}` },
    });
    expect(created.statusCode).toBe(200);
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: created.json().value.amount },
    });
    expect(match.json().value.depositId).not.toBeNull();
  };

  const bonusOf = async (memberId: number) => (await memberBalances(db(), memberId, 'THB')).bonus;
  const rewardTxs = async (inviterId: number) =>
    db()
      .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, inviterId));
  const ledgerTotal = async () => {
    const [row] = await db()
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries);
    return BigInt(row!.total);
  };

  it('pays the inviter on the friend’s first deposit, not on the second; the ledger balances', async () => {
    const { inviter, friend } = await pair();
    await deposit(friend.headers, 200);
    expect(await bonusOf(inviter.member.id)).toBe(50n * BAHT);
    expect(await rewardTxs(inviter.member.id)).toEqual([
      { key: `referral:${inviter.member.id}:${friend.member.id}`, kind: 'referral_reward' },
    ]);
    await deposit(friend.headers, 300);
    expect(await bonusOf(inviter.member.id)).toBe(50n * BAHT);
    expect(await rewardTxs(inviter.member.id)).toHaveLength(1);
    // The friend is not paid; the reward asks 5× in turnover before the inviter withdraws.
    expect(await bonusOf(friend.member.id)).toBe(0n);
    expect((await turnoverOf(db(), inviter.member.id)).required).toBe(250n * BAHT);
    expect(await ledgerTotal()).toBe(0n);

    // The invite page shows the stage and the reward; the reward center lists it.
    const invite = (
      await t.app.inject({ url: '/wps/engagement/invite', headers: inviter.headers })
    ).json().value;
    expect(invite.friends).toEqual([
      expect.objectContaining({
        stage: 'first_deposit',
        reward: { amount: '50.0000', kind: 'bonus' },
      }),
    ]);
    expect(invite.rule).toEqual({ reward: '50.0000', minDeposit: '100.0000', turnoverMultiple: 5 });
    const rewards = await t.app.inject({
      url: '/wps/engagement/rewards',
      headers: inviter.headers,
    });
    expect(rewards.statusCode).toBe(200);
    expect(rewards.json().value.earned).toContainEqual({
      source: 'referral',
      detail: invite.friends[0].name,
      points: 0,
      money: { amount: '50.0000', kind: 'bonus' },
      claimedAt: expect.any(Number),
    });
    // The transaction record shows the movement with its kind.
    const records = await t.app.inject({
      url: '/wps/wallet/reports/transactions?range=7d',
      headers: inviter.headers,
    });
    expect(records.statusCode).toBe(200);
    expect(records.json().value.list).toContainEqual(
      expect.objectContaining({ kind: 'referral_reward', account: 'bonus', amount: '50.0000' }),
    );
  });

  it('a friend without an inviter pays nobody', async () => {
    const { inviter, friend } = await pair({ code: null });
    await deposit(friend.headers, 200);
    expect(await bonusOf(inviter.member.id)).toBe(0n);
    expect(
      await db()
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.friendId, friend.member.id)),
    ).toEqual([]);
  });

  it('a first deposit under the minimum pays nothing, and the second does not make up for it', async () => {
    const { inviter, friend } = await pair();
    // The minimum PromptPay deposit is 100 too: a rule of 500 for this test.
    await db().execute(
      sql`update promotion_rules set min_deposit_units = ${(500n * BAHT).toString()}::bigint where announcement_id = ${promotionId}`,
    );
    try {
      await deposit(friend.headers, 200);
      await deposit(friend.headers, 600);
      expect(await bonusOf(inviter.member.id)).toBe(0n);
      expect(
        await db()
          .select()
          .from(referralRewards)
          .where(eq(referralRewards.friendId, friend.member.id)),
      ).toEqual([]);
    } finally {
      await db().execute(
        sql`update promotion_rules set min_deposit_units = ${(100n * BAHT).toString()}::bigint where announcement_id = ${promotionId}`,
      );
    }
  });

  it('pays nothing while the REFERRAL promotion is switched off or has ended', async () => {
    // Both pairs get their codes while the promotion runs (the invite page needs it).
    const off = await pair();
    const ended = await pair();
    await db()
      .update(announcements)
      .set({ enabled: false })
      .where(eq(announcements.id, promotionId));
    await deposit(off.friend.headers, 200);
    expect(await bonusOf(off.inviter.member.id)).toBe(0n);

    await db()
      .update(announcements)
      .set({ enabled: true, noExpiry: false, endAt: new Date(Date.now() - 60_000) })
      .where(eq(announcements.id, promotionId));
    await deposit(ended.friend.headers, 200);
    expect(await bonusOf(ended.inviter.member.id)).toBe(0n);
    // Switched on again: the friends' later deposits are not first deposits, so still nothing.
    await db()
      .update(announcements)
      .set({ noExpiry: true, endAt: null })
      .where(eq(announcements.id, promotionId));
    await deposit(off.friend.headers, 200);
    expect(await bonusOf(off.inviter.member.id)).toBe(0n);
    expect(await ledgerTotal()).toBe(0n);
  });

  it('concurrent and retried credits of a first deposit pay once', async () => {
    const { inviter, friend } = await pair();
    const [row] = await db()
      .insert(deposits)
      .values({
        merchantCode: 'DEMO',
        memberId: friend.member.id,
        method: 'bankTransfer',
        requestedAmount: 200n * BAHT,
        amount: 200n * BAHT,
        state: 'credited',
        reference: `REF-RACE-${friend.member.id}`,
        idempotencyKey: `ref-race-${friend.member.id}`,
        expiresAt: new Date(),
        decidedAt: new Date(),
      })
      .returning({ id: deposits.id });
    expect(row).toBeDefined();
    const movement = {
      merchantCode: 'DEMO',
      currency: 'THB',
      memberId: friend.member.id,
      amount: 200n * BAHT,
    };
    const paid = await Promise.all(
      Array.from({ length: 4 }, () =>
        db().transaction((tx) => payReferralReward(tx, movement, new Date())),
      ),
    );
    expect(paid.filter((p) => p !== null)).toEqual([50n * BAHT]);
    // A retry after the fact pays nothing either.
    expect(await db().transaction((tx) => payReferralReward(tx, movement, new Date()))).toBeNull();
    expect(await bonusOf(inviter.member.id)).toBe(50n * BAHT);
    expect(await rewardTxs(inviter.member.id)).toHaveLength(1);
    expect(await ledgerTotal()).toBe(0n);
  });

  it('two first deposits credited at once still pay once', async () => {
    const { inviter, friend } = await pair();
    const credit = (n: number) =>
      db().transaction(async (tx) => {
        await tx.insert(deposits).values({
          merchantCode: 'DEMO',
          memberId: friend.member.id,
          method: 'bankTransfer',
          requestedAmount: 200n * BAHT,
          amount: 200n * BAHT,
          state: 'credited',
          reference: `REF-TWO-${friend.member.id}-${n}`,
          idempotencyKey: `ref-two-${friend.member.id}-${n}`,
          expiresAt: new Date(),
          decidedAt: new Date(),
        });
        return payReferralReward(
          tx,
          {
            merchantCode: 'DEMO',
            currency: 'THB',
            memberId: friend.member.id,
            amount: 200n * BAHT,
          },
          new Date(),
        );
      });
    const paid = await Promise.all([credit(1), credit(2)]);
    expect(paid.filter((p) => p !== null)).toEqual([50n * BAHT]);
    expect(await bonusOf(inviter.member.id)).toBe(50n * BAHT);
    expect(await ledgerTotal()).toBe(0n);
  });
});
