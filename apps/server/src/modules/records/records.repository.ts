import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bets, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

/** created_at within the period's days in the merchant's zone (an index range scan). */
const within = (column: AnyPgColumn, p: Period) =>
  and(
    sql`${column} >= (${p.from}::date::timestamp at time zone ${p.timeZone})`,
    sql`${column} < ((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`,
  );

export interface BetFilter {
  memberId: number;
  period: Period;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

const betWhere = (f: BetFilter) =>
  and(
    eq(bets.memberId, f.memberId),
    within(bets.createdAt, f.period),
    f.gameType ? eq(bets.gameType, f.gameType) : undefined,
    f.vendor ? eq(bets.vendorCode, f.vendor) : undefined,
  );

export const listBetsIn = (db: Db, f: BetFilter, offset: number, limit: number) =>
  db
    .select()
    .from(bets)
    .where(betWhere(f))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit)
    .offset(offset);

/** Stake, win and count of the bets that count (a rolled-back bet was never a bet), as text. */
const sums = {
  count: sql<number>`count(*)::int`,
  stake: sql<string>`coalesce(sum(${bets.amount}), 0)::text`,
  win: sql<string>`coalesce(sum(coalesce(${bets.win}, 0)), 0)::text`,
};

export const betTotals = async (db: Db, f: BetFilter) =>
  (
    await db
      .select(sums)
      .from(bets)
      .where(and(betWhere(f), ne(bets.status, 'rolled_back')))
  )[0] ?? { count: 0, stake: '0', win: '0' };

/** Per day (in the merchant's zone) and game type. */
export const betTotalsByDayAndType = (db: Db, f: BetFilter) => {
  const dayOf = sql<string>`to_char(${bets.createdAt} at time zone ${f.period.timeZone}, 'YYYY-MM-DD')`;
  const type = sql<string>`coalesce(${bets.gameType}, 'OTHER')`;
  return (
    db
      .select({ day: dayOf, gameType: type, ...sums })
      .from(bets)
      .where(and(betWhere(f), ne(bets.status, 'rolled_back')))
      // By position: the zone is a parameter, and a repeated expression would be another one.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1 desc`, sql`2`)
  );
};

export async function memberAccountIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return rows.map((r) => r.id);
}

export const listEntriesIn = (
  db: Db,
  f: { accountIds: number[]; period: Period; kind?: string | undefined },
  offset: number,
  limit: number,
) =>
  db
    .select({
      id: ledgerEntries.id,
      account: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      metadata: ledgerTransactions.metadata,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.accountId, f.accountIds),
        within(ledgerEntries.createdAt, f.period),
        f.kind ? eq(ledgerTransactions.kind, f.kind) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
