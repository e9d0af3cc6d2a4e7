import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, members, referralCodes, referralRewards } from '../../db/schema';
import { postInTransaction } from '../ledger/ledger.service';
import { referralRewardRule } from '../promotions/promotions.service';

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

async function memberRow(tx: Db, memberId: number) {
  const rows = await tx
    .select({
      id: members.id,
      merchantCode: members.merchantCode,
      customerType: members.customerType,
      isTrial: members.isTrial,
      recommenderId: members.recommenderId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0] ?? null;
}

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
 * Returns the amount paid, or null when nothing was due.
 */
export async function payReferralReward(
  tx: Db,
  deposit: CreditedDeposit,
  now: Date,
): Promise<bigint | null> {
  const friend = await memberRow(tx, deposit.memberId);
  if (!friend?.recommenderId || friend.isTrial) return null;
  // The deposit being credited is already marked credited: a first deposit is the only one.
  if ((await creditedDeposits(tx, friend.id)) !== 1) return null;
  const inviter = await inviterOf(tx, deposit.merchantCode, friend.recommenderId);
  if (!inviter || inviter.id === friend.id || inviter.isTrial) return null;
  const rule = await referralRewardRule(tx, deposit.merchantCode, inviter.customerType, now);
  if (!rule) return null;
  if (rule.minDepositUnits !== null && deposit.amount < rule.minDepositUnits) return null;
  const amount = rule.rewardUnits;
  const turnover = amount * BigInt(rule.turnoverMultiple);
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
    })
    .onConflictDoNothing()
    .returning({ friendId: referralRewards.friendId });
  if (fresh.length === 0) return null;
  await postInTransaction(tx, {
    merchantCode: deposit.merchantCode,
    currency: deposit.currency,
    kind: REFERRAL_REWARD_KIND,
    idempotencyKey: `referral:${inviter.id}:${friend.id}`,
    reference: `INVITE-${rule.announcementId}`,
    memberId: inviter.id,
    metadata: {
      friendId: friend.id,
      announcementId: rule.announcementId,
      turnover: turnover.toString(),
    },
    now,
    entries: [
      { account: { member: inviter.id, kind: 'bonus' }, amount },
      { account: { house: 'bonuses_given' }, amount: -amount },
    ],
  });
  return amount;
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
    .where(eq(referralRewards.inviterId, inviterId))
    .orderBy(asc(referralRewards.createdAt));
