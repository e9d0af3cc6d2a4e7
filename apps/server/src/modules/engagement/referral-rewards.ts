import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, members, referralCodes, referralRewards } from '../../db/schema';
import { memberColumns } from '../../lib/member-columns';
import { postInTransaction } from '../ledger/ledger.service';
import { referralRewardRule } from '../promotions/promotions.service';
import { sharedTraits } from './referral-shared-traits';

/** The ledger kind of an invitation reward: the transaction record words it. */
export const REFERRAL_REWARD_KIND = 'referral_reward';

/** A credited deposit, as the money module hands it to the ledger. */
export interface CreditedDeposit {
  merchantCode: string;
  currency: string;
  memberId: number;
  /** Positive, in wallet units (10^-4). */
  amount: bigint;
}

const memberRow = (tx: Db, memberId: number) =>
  memberColumns(tx, memberId, {
    id: members.id,
    merchantCode: members.merchantCode,
    customerType: members.customerType,
    isTrial: members.isTrial,
    recommenderId: members.recommenderId,
  });

async function creditedDeposits(tx: Db, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.state, 'credited')));
  return row?.n ?? 0;
}

async function inviterOf(tx: Db, merchantCode: string, code: string) {
  const rows = await tx
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.merchantCode, merchantCode), eq(referralCodes.code, code)));
  const id = rows[0]?.memberId;
  return id === undefined ? null : memberRow(tx, id);
}

/**
 * §6 invitation rewards, called by the money module for each credited deposit inside the
 * deposit's own transaction (never the pool: the row locks are the deposit's). When it is the
 * friend's first credited deposit, the friend registered with an inviter's code, and a REFERRAL
 * promotion running now names the inviter's member type and pays a reward (and the deposit
 * reaches its minimum), the inviter's bonus balance is credited once: one `referral_rewards` row
 * per friend (the primary key settles races) and the ledger key `referral:<inviterId>:<friendId>`.
 * A reward of a friend who looks like the inviter's own account is held instead.
 * Returns the amount paid, or null when nothing was due or it is held.
 */
export async function payReferralReward(
  tx: Db,
  deposit: CreditedDeposit,
  now: Date,
  /**
   * Issue 34: which of these members are on a time-out or self-exclusion (the protection module
   * answers, handed in by the app): no reward is paid to or for them.
   */
  marketingStopped: (
    tx: Db,
    merchantCode: string,
    memberIds: number[],
  ) => Promise<number[]> = async () => [],
): Promise<bigint | null> {
  const friend = await memberRow(tx, deposit.memberId);
  if (!friend?.recommenderId || friend.isTrial) return null;
  // The deposit being credited is already marked credited: a first deposit is the only one.
  if ((await creditedDeposits(tx, friend.id)) !== 1) return null;
  const inviter = await inviterOf(tx, deposit.merchantCode, friend.recommenderId);
  if (!inviter || inviter.id === friend.id || inviter.isTrial) return null;
  const stopped = await marketingStopped(tx, deposit.merchantCode, [inviter.id, friend.id]);
  if (stopped.length > 0) return null;
  const rule = await referralRewardRule(tx, deposit.merchantCode, inviter.customerType, now);
  if (!rule) return null;
  if (rule.minDepositUnits !== null && deposit.amount < rule.minDepositUnits) return null;
  const amount = rule.rewardUnits;
  const turnover = amount * BigInt(rule.turnoverMultiple);
  // A friend who shares an address, payee name or bank account with the inviter may be
  // the inviter's own second account: held for a reviewer, not paid.
  const reasons = await sharedTraits(tx, inviter.id, friend.id);
  const fresh = await tx
    .insert(referralRewards)
    .values({
      friendId: friend.id,
      inviterId: inviter.id,
      merchantCode: deposit.merchantCode,
      announcementId: rule.announcementId,
      depositUnits: deposit.amount,
      amountUnits: amount,
      turnoverUnits: turnover,
      createdAt: now,
      status: reasons.length > 0 ? 'held' : 'paid',
      holdReasons: reasons.length > 0 ? reasons : null,
    })
    .onConflictDoNothing()
    .returning({ friendId: referralRewards.friendId });
  if (fresh.length === 0) return null;
  if (reasons.length > 0) return null;
  await postReferralReward(tx, {
    merchantCode: deposit.merchantCode,
    currency: deposit.currency,
    inviterId: inviter.id,
    friendId: friend.id,
    announcementId: rule.announcementId,
    amount,
    turnover,
    now,
  });
  return amount;
}

/** The bonus credit of one reward: once, by the ledger key `referral:<inviterId>:<friendId>`. */
export async function postReferralReward(
  tx: Db,
  r: {
    merchantCode: string;
    currency: string;
    inviterId: number;
    friendId: number;
    announcementId: number;
    amount: bigint;
    turnover: bigint;
    now: Date;
  },
): Promise<void> {
  await postInTransaction(tx, {
    merchantCode: r.merchantCode,
    currency: r.currency,
    kind: REFERRAL_REWARD_KIND,
    idempotencyKey: `referral:${r.inviterId}:${r.friendId}`,
    reference: `INVITE-${r.announcementId}`,
    memberId: r.inviterId,
    metadata: {
      friendId: r.friendId,
      announcementId: r.announcementId,
      turnover: r.turnover.toString(),
    },
    now: r.now,
    entries: [
      { account: { member: r.inviterId, kind: 'bonus' }, amount: r.amount },
      { account: { house: 'bonuses_given' }, amount: -r.amount },
    ],
  });
}

/** What an inviter was paid, friend by friend (the invite page, the reward center). */
export const referralRewardsOf = (db: Db, inviterId: number) =>
  db
    .select({
      friendId: referralRewards.friendId,
      amountUnits: referralRewards.amountUnits,
      createdAt: referralRewards.createdAt,
      username: members.username,
    })
    .from(referralRewards)
    .innerJoin(members, eq(members.id, referralRewards.friendId))
    .where(and(eq(referralRewards.inviterId, inviterId), eq(referralRewards.status, 'paid')))
    .orderBy(asc(referralRewards.createdAt));
