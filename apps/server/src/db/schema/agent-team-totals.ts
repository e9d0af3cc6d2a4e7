import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { unitsDefaultZero, counter } from '../columns';

/**
 * The figures the agent reports sum, per member and day of the merchant's zone, each counter by
 * the day the old per-member queries counted it in: registrations (created_at), credited deposits
 * and paid withdrawals (decided_at), the member's first credited deposit (its decided_at),
 * vendor bets (member_daily_bet_totals: placed, not rolled back), settled real-money lottery
 * sub-orders (settled_at), lottery sub-orders placed and not cancelled or refunded (the order's
 * created_at), agent rebates paid to the member (the payout's day). Written only by the database,
 * by triggers in the transactions that write those rows (drizzle/0050); a member is active on a
 * day when bet_count + lottery_count > 0.
 */
const figureColumns = {
  day: date('day', { mode: 'string' }).notNull(),
  registrations: counter('registrations'),
  depositCount: counter('deposit_count'),
  deposits: unitsDefaultZero('deposits'),
  firstDeposits: counter('first_deposits'),
  withdrawalCount: counter('withdrawal_count'),
  withdrawals: unitsDefaultZero('withdrawals'),
  betCount: counter('bet_count'),
  betStake: unitsDefaultZero('bet_stake'),
  betWin: unitsDefaultZero('bet_win'),
  lotteryCount: counter('lottery_count'),
  lotteryStake: unitsDefaultZero('lottery_stake'),
  lotteryWin: unitsDefaultZero('lottery_win'),
  lotteryPlacedCount: counter('lottery_placed_count'),
  lotteryPlacedStake: unitsDefaultZero('lottery_placed_stake'),
  lotteryPlacedWin: unitsDefaultZero('lottery_placed_win'),
  rebate: unitsDefaultZero('rebate'),
};

/** One member's own figures per day (see figureColumns). No foreign key: members stay. */
export const agentMemberDailyTotals = pgTable(
  'agent_member_daily_totals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ...figureColumns,
  },
  (t) => [primaryKey({ name: 'agent_member_daily_totals_pk', columns: [t.memberId, t.day] })],
);

/**
 * The sum of agent_member_daily_totals over the team strictly below `ancestor_id` (its
 * agent_tree rows), per day: kept by the same triggers, and moved when closure rows are written
 * or deleted (a placement, a move), so it always equals the sum over the current team.
 */
export const agentTeamDailyTotals = pgTable(
  'agent_team_daily_totals',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    ...figureColumns,
  },
  (t) => [primaryKey({ name: 'agent_team_daily_totals_pk', columns: [t.ancestorId, t.day] })],
);

/**
 * Distinct active players of a team over any range of days: for each team member and each day it
 * was active, one count at (day, the member's previous active day, or -infinity for none). A
 * member is active in [from, to] exactly once at its first active day in the range, the one whose
 * previous active day is before `from`; so the range's distinct players are the sum of `players`
 * over day in [from, to] and prev_day < from — a few rows per day, whatever the team's size.
 */
export const agentTeamActiveDays = pgTable(
  'agent_team_active_days',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    players: integer('players').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'agent_team_active_days_pk',
      columns: [t.ancestorId, t.day, t.prevDay],
    }),
  ],
);

/**
 * The team strictly below `ancestor_id` now: its size, its direct downlines and its cash and bonus
 * balance. Sizes move with closure rows written or deleted; the balance also by a trigger at the
 * commit of every change of a member account's balance (drizzle/0050).
 */
export const agentTeamCurrent = pgTable('agent_team_current', {
  ancestorId: bigint('ancestor_id', { mode: 'number' }).primaryKey(),
  members: counter('members'),
  directMembers: counter('direct_members'),
  balance: unitsDefaultZero('balance'),
});
