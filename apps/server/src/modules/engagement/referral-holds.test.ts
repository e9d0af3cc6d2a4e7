import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auditLog,
  ledgerTransactions,
  memberBankCards,
  members,
  referralRewards,
  sessions,
} from '../../db/schema';
import { memberBalances } from '../ledger/ledger.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { turnoverOf } from '../money/withdrawals.repository';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { addReferralPromotion } from '../promotions/referral-promotion.test-support';

const BAHT = 10_000n;

describe('invitation rewards of one person’s two accounts are held for review (issue 28)', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  let support: string;
  let seq = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    await addReferralPromotion(db(), { rewardUnits: 50n * BAHT, turnoverMultiple: 5 });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'support']);
    finance = tokens.get('finance')!;
    support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  /** An inviter with a code and a friend who registered with it, each from its own address. */
  const pair = async () => {
    const inviter = await memberWithSession(db());
    const invite = await t.app.inject({ url: '/wps/engagement/invite', headers: inviter.headers });
    const friend = await memberWithSession(db());
    await db()
      .update(members)
      .set({ recommenderId: invite.json().value.code })
      .where(eq(members.id, friend.member.id));
    return { inviter: inviter.member.id, inviterHeaders: inviter.headers, friend };
  };

  /** The friend's first deposit, matched by the bank: the money module credits it. */
  const firstDeposit = async (headers: Record<string, string>) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers,
      payload: { amount: '200', idempotencyKey: `hold-deposit-${seq++}-${Date.now()}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: created.json().value.amount },
    });
    expect(match.json().value.depositId).not.toBeNull();
  };

  const bonusOf = async (memberId: number) => (await memberBalances(db(), memberId, 'THB')).bonus;
  const rewardOf = async (friendId: number) =>
    (await db().select().from(referralRewards).where(eq(referralRewards.friendId, friendId)))[0];
  const rewardPostings = async (inviterId: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.memberId, inviterId),
          eq(ledgerTransactions.kind, 'referral_reward'),
        ),
      );
  const card = (memberId: number, accountNumber: string) =>
    db().insert(memberBankCards).values({
      memberId,
      bankCode: 'SCB',
      accountNumber,
      holderName: 'Somchai Jaidee',
    });

  it('pays unrelated accounts as before', async () => {
    const { inviter, friend } = await pair();
    await card(inviter, '1110000001');
    await card(friend.member.id, '1110000002');
    await firstDeposit(friend.headers);
    expect(await bonusOf(inviter)).toBe(50n * BAHT);
    expect(await rewardOf(friend.member.id)).toMatchObject({ status: 'paid', holdReasons: null });
  });

  it('takes a loopback address both came from (a local proxy) for no sign', async () => {
    const { inviter, friend } = await pair();
    await db()
      .update(sessions)
      .set({ ip: '127.0.0.1' })
      .where(inArray(sessions.memberId, [inviter, friend.member.id]));
    await firstDeposit(friend.headers);
    expect(await rewardOf(friend.member.id)).toMatchObject({ status: 'paid' });
  });

  it('holds the reward of a friend who signed in from the inviter’s address; finance pays it once', async () => {
    const { inviter, inviterHeaders, friend } = await pair();
    const [own] = await db().select().from(sessions).where(eq(sessions.memberId, inviter));
    await db().update(sessions).set({ ip: own!.ip }).where(eq(sessions.memberId, friend.member.id));
    await firstDeposit(friend.headers);
    expect(await bonusOf(inviter)).toBe(0n);
    expect(await rewardPostings(inviter)).toEqual([]);
    expect(await rewardOf(friend.member.id)).toMatchObject({
      status: 'held',
      holdReasons: ['address'],
    });
    expect((await turnoverOf(db(), inviter)).required).toBe(0n);
    // The invite page shows no reward paid.
    const invite = await t.app.inject({
      url: '/wps/engagement/invite',
      headers: inviterHeaders,
    });
    expect(invite.json().value.friends[0].reward).toBeNull();

    const listed = (await get(t, '/ops/finance/referral-rewards', finance)).json().value;
    expect(listed).toContainEqual(
      expect.objectContaining({
        friendId: friend.member.id,
        inviterId: inviter,
        amount: '50.0000',
        status: 'held',
        holdReasons: ['address'],
      }),
    );
    const refused = await post(
      t,
      '/ops/finance/referral-rewards/decide',
      { friendId: friend.member.id, action: 'pay' },
      support,
    );
    expect(refused.statusCode).toBe(403);
    const paid = await post(
      t,
      '/ops/finance/referral-rewards/decide',
      { friendId: friend.member.id, action: 'pay' },
      finance,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'paid', decidedBy: 'operator:op_finance' });
    expect(await bonusOf(inviter)).toBe(50n * BAHT);
    expect(await rewardPostings(inviter)).toHaveLength(1);
    expect((await turnoverOf(db(), inviter)).required).toBe(250n * BAHT);
    const again = await post(
      t,
      '/ops/finance/referral-rewards/decide',
      { friendId: friend.member.id, action: 'pay' },
      finance,
    );
    expect(again.statusCode).toBe(409);
    expect(await bonusOf(inviter)).toBe(50n * BAHT);
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'referral_reward'),
          eq(auditLog.targetId, String(friend.member.id)),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['referral_reward.pay']);
  });

  it('holds a reward when the two share a bank account; a refused one pays nothing', async () => {
    const { inviter, friend } = await pair();
    await card(inviter, '2220000001');
    await card(friend.member.id, '2220000001');
    await firstDeposit(friend.headers);
    expect(await rewardOf(friend.member.id)).toMatchObject({
      status: 'held',
      holdReasons: ['bankAccount'],
    });
    const rejected = await post(
      t,
      '/ops/finance/referral-rewards/decide',
      { friendId: friend.member.id, action: 'reject' },
      finance,
    );
    expect(rejected.json().value).toMatchObject({ status: 'rejected' });
    expect(await bonusOf(inviter)).toBe(0n);
    expect(await rewardPostings(inviter)).toEqual([]);
  });

  it('holds a reward when the two have one payee name, whatever its case', async () => {
    const { inviter, friend } = await pair();
    await db().update(members).set({ payeeName: 'Somchai Jaidee' }).where(eq(members.id, inviter));
    await db()
      .update(members)
      .set({ payeeName: ' somchai jaidee' })
      .where(eq(members.id, friend.member.id));
    await firstDeposit(friend.headers);
    expect(await rewardOf(friend.member.id)).toMatchObject({
      status: 'held',
      holdReasons: ['payeeName'],
    });
    expect(await bonusOf(inviter)).toBe(0n);
  });
});
