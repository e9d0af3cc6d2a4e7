import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxReceipts, members, protectionExclusions, referralRewards } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { memberBalances } from '../ledger/ledger.service';
import { movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { addReferralPromotion } from '../promotions/referral-promotion.test-support';

const BAHT = 10_000n;

describe('marketing stops during a time-out or self-exclusion (issue 34)', () => {
  let t: TestApp;
  const clock = movableClock();
  let support: string;
  let finance: string;
  let promotionId: number;
  let seq = 0;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['support', 'finance']);
    support = tokens.get('support')!;
    finance = tokens.get('finance')!;
    // Back to real time: members' sessions are made at real time.
    clock.advance(Date.now() - clock.now().getTime());
    promotionId = await addReferralPromotion(t.database.db, {
      rewardUnits: 50n * BAHT,
      minDepositUnits: 100n * BAHT,
      turnoverMultiple: 5,
    });
  });
  afterAll(() => t.close());

  const startBreak = async (headers: Record<string, string>, type: string, duration: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/protection/exclusion',
      headers,
      payload: { type, duration },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const receiptsOf = async (messageId: number) =>
    (
      await db()
        .select({ memberId: inboxReceipts.memberId })
        .from(inboxReceipts)
        .where(eq(inboxReceipts.messageId, messageId))
    ).map((r) => r.memberId);
  const send = async (payload: object) => {
    const res = await post(
      t,
      '/ops/messages',
      { title: 'Weekend bonus', content: 'Hi', ...payload },
      support,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.id as number;
  };

  it('a promotion message to everyone or a segment skips a member on a break; one to the member alone arrives', async () => {
    const resting = await memberWithSession(db());
    const excluded = await memberWithSession(db());
    const playing = await memberWithSession(db());
    await db()
      .update(members)
      .set({ memberLabels: ['vip'] })
      .where(eq(members.id, playing.member.id));
    await db()
      .update(members)
      .set({ memberLabels: ['vip'] })
      .where(eq(members.id, resting.member.id));
    await startBreak(resting.headers, 'timeout', '24h');
    await startBreak(excluded.headers, 'self_exclusion', '6m');

    const toAll = await receiptsOf(await send({ audience: 'all' }));
    expect(toAll).toContain(playing.member.id);
    expect(toAll).not.toContain(resting.member.id);
    expect(toAll).not.toContain(excluded.member.id);
    const toVip = await receiptsOf(await send({ audience: 'segment', label: 'vip' }));
    expect(toVip).toEqual([playing.member.id]);
    // A message to the member alone (support about a withdrawal) is not marketing.
    const direct = await receiptsOf(
      await send({ audience: 'member', memberId: excluded.member.id }),
    );
    expect(direct).toEqual([excluded.member.id]);

    // The time-out over, promotions reach the member again.
    await db()
      .update(protectionExclusions)
      .set({ until: new Date(Date.now() - 60_000) })
      .where(eq(protectionExclusions.memberId, resting.member.id));
    const after = await receiptsOf(await send({ audience: 'segment', label: 'vip' }));
    expect(after.sort()).toEqual([playing.member.id, resting.member.id].sort());
  });

  /** A friend registered with the inviter's code. */
  const pair = async () => {
    const inviter = await memberWithSession(db());
    const invite = await t.app.inject({ url: '/wps/engagement/invite', headers: inviter.headers });
    expect(invite.statusCode, invite.body).toBe(200);
    const friend = await memberWithSession(db());
    await db()
      .update(members)
      .set({ recommenderId: invite.json().value.code })
      .where(eq(members.id, friend.member.id));
    return { inviter, friend };
  };
  const deposit = async (headers: Record<string, string>, baht: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers,
      payload: { amount: String(baht), idempotencyKey: `stop-deposit-${seq++}-${Date.now()}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: created.json().value.amount },
    });
    expect(match.json().value.depositId).not.toBeNull();
  };
  const rewardOf = (friendId: number) =>
    db()
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.friendId, friendId)));

  it('no referral reward is paid to an inviter on a break; one who plays on is paid', async () => {
    const resting = await pair();
    await startBreak(resting.inviter.headers, 'self_exclusion', '6m');
    await deposit(resting.friend.headers, 200);
    expect(await rewardOf(resting.friend.member.id)).toEqual([]);
    expect((await memberBalances(db(), resting.inviter.member.id, 'THB')).bonus).toBe(0n);

    const playing = await pair();
    await deposit(playing.friend.headers, 200);
    expect(await rewardOf(playing.friend.member.id)).toHaveLength(1);
    expect((await memberBalances(db(), playing.inviter.member.id, 'THB')).bonus).toBe(50n * BAHT);
  });

  it('a held reward is not paid by finance while the inviter is on a break', async () => {
    const { inviter, friend } = await pair();
    await db()
      .insert(referralRewards)
      .values({
        friendId: friend.member.id,
        inviterId: inviter.member.id,
        merchantCode: 'DEMO',
        announcementId: promotionId,
        depositUnits: 200n * BAHT,
        amountUnits: 50n * BAHT,
        turnoverUnits: 250n * BAHT,
        createdAt: new Date(),
        status: 'held',
        holdReasons: ['address'],
      });
    await startBreak(inviter.headers, 'timeout', '7d');
    const refused = await post(
      t,
      '/ops/finance/referral-rewards/decide',
      { friendId: friend.member.id, action: 'pay' },
      finance,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('time-out or self-exclusion');
    expect((await rewardOf(friend.member.id))[0]).toMatchObject({ status: 'held' });
    expect((await memberBalances(db(), inviter.member.id, 'THB')).bonus).toBe(0n);
  });
});
