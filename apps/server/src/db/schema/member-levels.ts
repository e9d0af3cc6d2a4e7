import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LevelRewardKind, LevelThresholdKind } from '@lotto/contract';
import {
  integerIdAndMerchant,
  timestamptzNow,
  createdAt,
  updatedAt,
  units,
  unitsDefaultZero,
} from '../columns';
import { memberId } from './accounts';
import type { LocalizedText } from './catalogue';

/**
 * A merchant's member levels. `rank` orders them (0 is the level every member starts
 * at); a member holds the highest active level whose threshold they reach: credited deposits or
 * settled stakes (turnover) over the last `period_days` local days of the merchant.
 */
export const memberLevels = pgTable(
  'member_levels',
  {
    ...integerIdAndMerchant,
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    rank: integer('rank').notNull(),
    thresholdKind: text('threshold_kind').$type<LevelThresholdKind>().notNull(),
    thresholdUnits: units('threshold_units').notNull(),
    periodDays: integer('period_days').notNull(),
    /** Rebate on turnover, in basis points (100 = 1%). */
    rebateBasisPoints: integer('rebate_basis_points').notNull().default(0),
    /** Null: the merchant's own withdrawal limit applies. */
    withdrawDailyMaxUnits: units('withdraw_daily_max_units'),
    withdrawDailyCount: integer('withdraw_daily_count'),
    birthdayRewardUnits: unitsDefaultZero('birthday_reward_units'),
    levelUpRewardUnits: unitsDefaultZero('level_up_reward_units'),
    /** Where a reward is paid: the bonus balance (with turnover rules) or cash. */
    rewardKind: text('reward_kind').$type<LevelRewardKind>().notNull().default('bonus'),
    /**
     * A reward paid to the bonus balance asks this many times its amount in turnover before a
     * withdrawal (money/withdrawals.repository.ts `turnoverOf`), as promotion bonuses do.
     */
    bonusTurnoverMultiple: integer('bonus_turnover_multiple').notNull().default(1),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_levels_merchant_code_uq').on(t.merchantCode, t.code),
    uniqueIndex('member_levels_merchant_rank_uq').on(t.merchantCode, t.rank),
    check('member_levels_rank_nonnegative', sql`${t.rank} >= 0`),
    check('member_levels_threshold_nonnegative', sql`${t.thresholdUnits} >= 0`),
    check('member_levels_period_positive', sql`${t.periodDays} between 1 and 366`),
    check('member_levels_rebate_range', sql`${t.rebateBasisPoints} between 0 and 10000`),
    check(
      'member_levels_turnover_multiple_range',
      sql`${t.bonusTurnoverMultiple} between 0 and 100`,
    ),
    check(
      'member_levels_rewards_nonnegative',
      sql`${t.birthdayRewardUnits} >= 0 and ${t.levelUpRewardUnits} >= 0`,
    ),
  ],
);
export type MemberLevelRow = typeof memberLevels.$inferSelect;

/** The level a member holds now; no row: the merchant's rank-0 level. */
export const memberLevelStates = pgTable('member_level_states', {
  memberId: memberId().primaryKey(),
  levelId: integer('level_id')
    .notNull()
    .references(() => memberLevels.id, { onDelete: 'cascade' }),
  reachedAt: timestamptzNow('reached_at'),
  evaluatedAt: timestamptzNow('evaluated_at'),
});

/** What a level reward was paid for. */
export type LevelRewardOccasion = 'level_up' | 'birthday' | 'rebate';

/**
 * A level reward paid: the primary key makes a level-up reward once per member and level, a
 * birthday reward once per member and year, and a rebate once per member and local day; the
 * ledger posting carries the same key.
 */
export const memberLevelRewards = pgTable(
  'member_level_rewards',
  {
    memberId: memberId(),
    occasion: text('occasion').$type<LevelRewardOccasion>().notNull(),
    /** The level's id for a level-up, the year for a birthday, the local day for a rebate. */
    detail: text('detail').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    amountUnits: units('amount_units').notNull(),
    rewardKind: text('reward_kind').$type<LevelRewardKind>().notNull(),
    /** A rebate: the day's settled real-money stakes it was worked out on. */
    basisUnits: units('basis_units'),
    /** Turnover this reward asks before a withdrawal (a bonus-balance reward × the multiple). */
    turnoverUnits: unitsDefaultZero('turnover_units'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'member_level_rewards_pk', columns: [t.memberId, t.occasion, t.detail] }),
    index('member_level_rewards_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** The daily evaluation's last local date per merchant: it runs once a day in the merchant's zone. */
export const memberLevelRuns = pgTable('member_level_runs', {
  merchantCode: text('merchant_code').primaryKey(),
  localDate: date('local_date', { mode: 'string' }).notNull(),
  ranAt: timestamptzNow('ran_at'),
});
