import { and, desc, eq, gte, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bets,
  deposits,
  memberBankCards,
  memberLevelRewards,
  promotionEntries,
  referralRewards,
  withdrawals,
  type WithdrawalRow,
} from '../../db/schema';

export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function withdrawalByKey(db: Db, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
  return row ?? null;
}

export async function insertWithdrawal(db: Db, row: NewWithdrawal) {
  const [inserted] = await db.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Withdrawals asked for since `from` that were not rejected: their count and sum. */
export async function withdrawnSince(db: Db, memberId: number, from: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, from),
        inArray(withdrawals.state, ['pending', 'approved', 'paid']),
      ),
    );
  return { count: row?.count ?? 0, total: BigInt(row?.total ?? '0') };
}

/** The member's withdrawals, newest first, with the bank card each goes to. */
export const latestWithdrawals = (db: Db, memberId: number, limit: number) =>
  db
    .select({
      w: withdrawals,
      bankCode: memberBankCards.bankCode,
      account: memberBankCards.accountNumber,
    })
    .from(withdrawals)
    .innerJoin(memberBankCards, eq(memberBankCards.id, withdrawals.bankCardId))
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);

/**
 * One source of turnover (`table`'s rows that `which` picks): what its rows asking a turnover
 * require in all, and since when (`at` of the first of them).
 */
async function turnoverAsked(
  db: Db,
  table: PgTable,
  turnover: PgColumn,
  at: PgColumn,
  which: SQL | undefined,
) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${turnover}), 0)::text`,
      since: sql<Date | null>`min(${at})`,
    })
    .from(table)
    .where(and(which, gt(turnover, 0n)));
  return { total: BigInt(row?.total ?? '0'), since: row?.since ?? null };
}

/**
 * Turnover: what the member's credited deposits, issued promotion bonuses, member-level
 * rewards and invitation rewards paid to the bonus balance require (their own rules) and what the member has staked since the first of them, real money only.
 */
export async function turnoverOf(db: Db, memberId: number) {
  const sources = [
    await turnoverAsked(
      db,
      deposits,
      deposits.turnoverRequired,
      deposits.decidedAt,
      and(eq(deposits.memberId, memberId), eq(deposits.state, 'credited')),
    ),
    await turnoverAsked(
      db,
      promotionEntries,
      promotionEntries.turnoverUnits,
      promotionEntries.issuedAt,
      and(
        eq(promotionEntries.memberId, memberId),
        inArray(promotionEntries.status, ['issued', 'claimed']),
      ),
    ),
    await turnoverAsked(
      db,
      memberLevelRewards,
      memberLevelRewards.turnoverUnits,
      memberLevelRewards.createdAt,
      eq(memberLevelRewards.memberId, memberId),
    ),
    await turnoverAsked(
      db,
      referralRewards,
      referralRewards.turnoverUnits,
      referralRewards.createdAt,
      // A held or refused reward paid nothing, so it asks no turnover.
      and(eq(referralRewards.inviterId, memberId), eq(referralRewards.status, 'paid')),
    ),
  ];
  const starts = sources.flatMap((s) => (s.since == null ? [] : [new Date(s.since).getTime()]));
  if (starts.length === 0) return { required: 0n, done: 0n };
  const since = new Date(Math.min(...starts));
  const required = sources.reduce((total, s) => total + s.total, 0n);
  const [done] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.amount}), 0)::text` })
    .from(bets)
    .where(
      and(
        eq(bets.memberId, memberId),
        eq(bets.play, false),
        inArray(bets.status, ['open', 'settled']),
        gte(bets.createdAt, since),
      ),
    );
  return { required, done: BigInt(done?.total ?? '0') };
}

/** Moves a withdrawal from one of `from` to `to`; null when it was not in one of them. */
export async function moveWithdrawal(
  db: Db,
  merchantCode: string,
  id: number,
  from: string[],
  to: string,
  now: Date,
  by: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({ state: to, decidedAt: now, decidedBy: by })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.merchantCode, merchantCode),
        inArray(withdrawals.state, from),
      ),
    )
    .returning();
  return row ?? null;
}
