import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionEntryStatus, PromotionKind, ReferralRewardStatus } from '@lotto/contract';
import {
  merchantCode,
  idAndMerchant,
  timestamptz,
  createdAt,
  updatedAt,
  units,
  unitsDefaultZero,
} from '../columns';
import { memberId, members } from './accounts';
import { announcements } from './content';

/**
 * What a promotion (an announcement of type PR) lets a member do: its kind and the rules the
 * server enforces. A promotion without a row is information only.
 */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    announcementId: integer('announcement_id')
      .primaryKey()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    merchantCode: merchantCode(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** Joining waits for an operator's approval (applying) instead of joining at once. */
    review: boolean('review').notNull().default(false),
    /** Deposit bonus and rebate: the rate in basis points (10000 = 100%). */
    rateBp: integer('rate_bp').notNull().default(0),
    /** The most one claim pays; null for no cap. */
    capUnits: units('cap_units'),
    /** One-off reward: the amount; referral: the inviter's reward for each friend's first deposit. */
    rewardUnits: units('reward_units'),
    /** Referral: the least first deposit of a friend that pays the inviter; null for any. */
    minDepositUnits: units('min_deposit_units'),
    /** The turnover a bonus asks before it can be withdrawn, as a multiple of the bonus. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** Rebate: on the member's net losses or on the stakes (turnover) of the period. */
    rebateBasis: text('rebate_basis').$type<'losses' | 'turnover'>(),
    /** Member types that may join (§6 customerType). */
    memberTypes: integer('member_types').array().notNull().default([0, 1, 2]),
    /** Only a member who has not deposited before may join (a first-deposit bonus). */
    firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
    /** Null: once per member; otherwise once per period of this many days from the start. */
    periodDays: integer('period_days'),
    /** §5 joining asks the member for a comment (at most COMMENT_MAX_LENGTH characters). */
    takesComment: boolean('takes_comment').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotion_rules_rate_bp', sql`${t.rateBp} between 0 and 100000`),
    check('promotion_rules_turnover', sql`${t.turnoverMultiple} between 0 and 1000`),
    check('promotion_rules_period', sql`${t.periodDays} is null or ${t.periodDays} > 0`),
  ],
);

/**
 * One member's part in one promotion for one period: the state machine of §2.11 (applying,
 * joined, rejected, process, issued, claimed), each step time-stamped.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    ...idAndMerchant,
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: memberId(),
    /** 0 for a once-per-member promotion, else the period's number from the start. */
    period: integer('period').notNull().default(0),
    status: text('status').$type<PromotionEntryStatus>().notNull(),
    appliedAt: timestamptz('applied_at').notNull(),
    joinedAt: timestamptz('joined_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
    /** §5 what the member wrote when joining a promotion that takes a comment. */
    comment: text('comment'),
    /** Deposit bonus: the qualifying deposit, recorded by the money module's deposit. */
    depositUnits: units('deposit_units'),
    claimedAt: timestamptz('claimed_at'),
    bonusUnits: units('bonus_units'),
    turnoverUnits: units('turnover_units'),
    issuedAt: timestamptz('issued_at'),
    /** What the ledger answered when the credit was asked for (deferred until it exists). */
    creditNote: text('credit_note'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_period_uq').on(t.announcementId, t.memberId, t.period),
    check('promotion_entries_comment_length', sql`char_length(${t.comment}) <= 140`),
    index('promotion_entries_status_idx').on(t.merchantCode, t.announcementId, t.status),
    index('promotion_entries_member_idx').on(t.memberId),
  ],
);

/**
 * §6 invitation rewards: what an inviter was paid for one friend's first deposit, under the
 * REFERRAL promotion running then. One row per friend (the primary key), written in the deposit's
 * own transaction beside the ledger posting (key `referral:<inviterId>:<friendId>`), so a friend
 * pays at most once whatever retries or races happen.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    friendId: bigint('friend_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    inviterId: memberId('inviter_id'),
    merchantCode: merchantCode(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** The friend's first deposit. */
    depositUnits: units('deposit_units').notNull(),
    /** Paid to the inviter's bonus balance. */
    amountUnits: units('amount_units').notNull(),
    /** Turnover the reward asks before a withdrawal (the amount × the rule's multiple). */
    turnoverUnits: unitsDefaultZero('turnover_units'),
    createdAt: createdAt(),
    /**
     * Held for review (not paid) when inviter and friend share an address, a payee name
     * or a bank account; finance or the owner pays (paid) or refuses it (rejected).
     */
    status: text('status').$type<ReferralRewardStatus>().notNull().default('paid'),
    /** What the two accounts share, when held: address, payeeName, bankAccount. */
    holdReasons: jsonb('hold_reasons').$type<string[]>(),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('referral_rewards_inviter_idx').on(t.inviterId, t.createdAt),
    index('referral_rewards_held_idx')
      .on(t.merchantCode, t.createdAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

export type ReferralRewardRow = typeof referralRewards.$inferSelect;
export type PromotionRuleRow = typeof promotionRules.$inferSelect;
export type PromotionEntryRow = typeof promotionEntries.$inferSelect;
