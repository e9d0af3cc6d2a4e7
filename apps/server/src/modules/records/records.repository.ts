import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bets,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  lotteryGames,
  memberDailyBetTotals,
  lotteryOrders,
  lotterySubOrders,
} from '../../db/schema';
import type { LocalizedText, LotterySubOrderState } from '../../db/schema';
import { ledgerEntryLines } from '../ledger/ledger-entries';

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

/**
 * Newest first, in the order the (member or account, created_at DESC NULLS LAST, id DESC NULLS
 * LAST) indexes keep: a plain DESC means NULLS FIRST, which no index here has, so PostgreSQL
 * would read and sort every row of the range (1.1 s at 1,000,000 rows) instead of the first few.
 */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export const listBetsIn = (db: Db, f: BetFilter, offset: number, limit: number) =>
  db
    .select()
    .from(bets)
    .where(betWhere(f))
    .orderBy(newestFirst(bets.createdAt), newestFirst(bets.id))
    .limit(limit)
    .offset(offset);

/**
 * Totals come from member_daily_bet_totals (the bets that count, per member, day of the
 * merchant's zone, game type and vendor, kept by a trigger on bets): a range sums at most a few
 * rows a day instead of every bet in it. Its game type is '' for a bet without one.
 */
const daily = memberDailyBetTotals;
const dailyWhere = (f: BetFilter) =>
  and(
    eq(daily.memberId, f.memberId),
    gte(daily.day, f.period.from),
    lte(daily.day, f.period.to),
    f.gameType ? eq(daily.gameType, f.gameType) : undefined,
    f.vendor ? eq(daily.vendorCode, f.vendor) : undefined,
  );

/** Stake, win and count of the bets that count (a rolled-back bet was never a bet), as text. */
const sums = {
  count: sql<number>`coalesce(sum(${daily.count}), 0)::int`,
  stake: sql<string>`coalesce(sum(${daily.stake}), 0)::text`,
  win: sql<string>`coalesce(sum(${daily.win}), 0)::text`,
};

export const betTotalsIn = (db: Db, f: BetFilter) =>
  db.select(sums).from(daily).where(dailyWhere(f));

/** Per day (in the merchant's zone) and game type; a bet without a type is OTHER. */
export const betTotalsByDayAndType = (db: Db, f: BetFilter) =>
  db
    .select({
      day: sql<string>`to_char(${daily.day}, 'YYYY-MM-DD')`,
      gameType: sql<string>`coalesce(nullif(${daily.gameType}, ''), 'OTHER')`,
      ...sums,
    })
    .from(daily)
    .where(dailyWhere(f))
    .groupBy(sql`1`, sql`2`)
    // A day whose bets were all rolled back has a row of zeros: no bets, as in the bets themselves.
    .having(sql`sum(${daily.count}) > 0`)
    .orderBy(sql`1 desc`, sql`2`);

export async function memberAccountIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return rows.map((r) => r.id);
}

/**
 * One account's entries, newest first: an index range scan that stops at `limit`. The service
 * merges a member's accounts (an IN list of accounts would have to sort the whole range).
 */
export const listEntriesIn = (
  db: Db,
  f: { accountId: number; period: Period; kind?: string | undefined },
  limit: number,
) =>
  ledgerEntryLines(db)
    .where(
      and(
        eq(ledgerEntries.accountId, f.accountId),
        within(ledgerEntries.createdAt, f.period),
        f.kind ? eq(ledgerTransactions.kind, f.kind) : undefined,
      ),
    )
    .orderBy(newestFirst(ledgerEntries.createdAt), newestFirst(ledgerEntries.id))
    .limit(limit);

/**
 * Lottery sub-orders, beside the vendor games. A sub-order is one bet of game type LOTT
 * (vendor LOTTO); cancelled and refunded ones were never bets (like a rolled-back bet).
 */
export const LOTTERY_RECORD_VENDOR = 'LOTTO';
const LOTTERY_RECORD_TYPE = 'LOTT';

const lotteryWhere = (f: BetFilter) =>
  f.vendor !== undefined && f.vendor !== LOTTERY_RECORD_VENDOR
    ? sql`false`
    : f.gameType !== undefined && f.gameType !== LOTTERY_RECORD_TYPE
      ? sql`false`
      : and(eq(lotteryOrders.memberId, f.memberId), within(lotteryOrders.createdAt, f.period));
const countedLottery = sql`${lotterySubOrders.status} not in ('cancelled', 'refunded')`;

const lotterySums = {
  count: sql<number>`count(*)::int`,
  stake: sql<string>`coalesce(sum(${lotterySubOrders.stake}), 0)::text`,
  win: sql<string>`coalesce(sum(coalesce(${lotterySubOrders.win}, 0)), 0)::text`,
};

export const lotteryTotalsByDay = (db: Db, f: BetFilter) => {
  const dayOf = sql<string>`to_char(${lotteryOrders.createdAt} at time zone ${f.period.timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ day: dayOf, gameType: sql<string>`${LOTTERY_RECORD_TYPE}`, ...lotterySums })
    .from(lotterySubOrders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
    .where(and(lotteryWhere(f), countedLottery))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
};

/** A bet or lottery sub-order of the betting record, as betRecordsIn reads it. */
interface RecordRowJson {
  id: string;
  createdAt: string;
}
export interface VendorBetJson extends RecordRowJson {
  vendorCode: string;
  gameType: string | null;
  gameName: string;
  vendorTxId: string;
  amount: string;
  win: string | null;
  status: string;
}
export interface LotteryBetJson extends RecordRowJson {
  orderId: string;
  gameCode: string;
  numero: string;
  stake: string;
  win: string | null;
  status: LotterySubOrderState;
  name: LocalizedText | null;
}
type Totals = { count: number; stake: string; win: string };

/** Milliseconds since the epoch, as text (what Date#getTime of the driver's Date answers). */
const epochMs = (column: AnyPgColumn) =>
  sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

/**
 * The betting record's four reads in one statement (one round trip instead of four pooled
 * connections): the vendor bets and the lottery sub-orders of the period newest first, each up to
 * `limit` (the same index range scans as listBetsIn and listLotteryBetsIn), and both totals.
 */
export async function betRecordsIn(db: Db, f: BetFilter, limit: number) {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(b), '[]') from (
        select ${bets.id}::text as id, ${bets.vendorCode} as "vendorCode",
          ${bets.gameType} as "gameType", ${bets.gameName} as "gameName",
          ${bets.vendorTxId} as "vendorTxId", ${bets.amount}::text as amount,
          ${bets.win}::text as win, ${bets.status} as status,
          ${epochMs(bets.createdAt)} as "createdAt"
        from ${bets}
        where ${betWhere(f)}
        order by ${newestFirst(bets.createdAt)}, ${newestFirst(bets.id)}
        limit ${limit}) b) as vendor,
      (select coalesce(json_agg(l), '[]') from (
        select ${lotterySubOrders.id}::text as id, ${lotterySubOrders.orderId}::text as "orderId",
          ${lotterySubOrders.gameCode} as "gameCode", ${lotterySubOrders.numero} as numero,
          ${lotterySubOrders.stake}::text as stake, ${lotterySubOrders.win}::text as win,
          ${lotterySubOrders.status} as status, ${lotteryGames.name} as name,
          ${epochMs(lotteryOrders.createdAt)} as "createdAt"
        from ${lotterySubOrders}
        inner join ${lotteryOrders} on ${eq(lotteryOrders.id, lotterySubOrders.orderId)}
        left join ${lotteryGames} on ${and(
          eq(lotteryGames.merchantCode, lotterySubOrders.merchantCode),
          eq(lotteryGames.gameCode, lotterySubOrders.gameCode),
        )}
        where ${lotteryWhere(f)}
        order by ${newestFirst(lotteryOrders.createdAt)}, ${lotterySubOrders.id} desc
        limit ${limit}) l) as lottery,
      (select json_build_object('count', ${sums.count}, 'stake', ${sums.stake}, 'win', ${sums.win})
        from ${daily} where ${dailyWhere(f)}) as "vendorTotals",
      (select json_build_object('count', ${lotterySums.count}, 'stake', ${lotterySums.stake},
          'win', ${lotterySums.win})
        from ${lotterySubOrders}
        inner join ${lotteryOrders} on ${eq(lotteryOrders.id, lotterySubOrders.orderId)}
        where ${and(lotteryWhere(f), countedLottery)}) as "lotteryTotals"`);
  const row = (
    result as {
      rows: {
        vendor: unknown;
        lottery: unknown;
        vendorTotals: unknown;
        lotteryTotals: unknown;
      }[];
    }
  ).rows[0];
  // node-postgres and PGlite both parse json; a string is parsed here all the same.
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    vendorRows: json<VendorBetJson[]>(row?.vendor ?? '[]'),
    lotteryRows: json<LotteryBetJson[]>(row?.lottery ?? '[]'),
    vendorTotals: json<Totals>(row?.vendorTotals ?? '{"count":0,"stake":"0","win":"0"}'),
    lotteryTotals: json<Totals>(row?.lotteryTotals ?? '{"count":0,"stake":"0","win":"0"}'),
  };
}

/** A ledger entry of the transaction record, as entryRecordsIn reads it. */
export interface EntryJson {
  id: string;
  account: string;
  amount: string;
  balanceAfter: string | null;
  createdAt: string;
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
}

/**
 * The transaction record's reads in one statement: each of the member's accounts, and for each
 * (a lateral join) its entries of the period newest first up to `limit`, the same index range
 * scan that listEntriesIn runs per account.
 */
export async function entryRecordsIn(
  db: Db,
  f: { memberId: number; period: Period; kind?: string | undefined },
  limit: number,
): Promise<EntryJson[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(x), '[]') as rows from (
      select e.* from ${ledgerAccounts} a cross join lateral (
        select ${ledgerEntries.id}::text as id, a.kind as account,
          ${ledgerEntries.amount}::text as amount,
          ${ledgerEntries.balanceAfter}::text as "balanceAfter",
          ${epochMs(ledgerEntries.createdAt)} as "createdAt", ${ledgerTransactions.kind} as kind,
          ${ledgerTransactions.reference} as reference, ${ledgerTransactions.metadata} as metadata
        from ${ledgerEntries}
        inner join ${ledgerTransactions}
          on ${eq(ledgerTransactions.id, ledgerEntries.transactionId)}
        where ${ledgerEntries.accountId} = a.id
          and ${and(
            within(ledgerEntries.createdAt, f.period),
            f.kind ? eq(ledgerTransactions.kind, f.kind) : undefined,
          )}
        order by ${newestFirst(ledgerEntries.createdAt)}, ${newestFirst(ledgerEntries.id)}
        limit ${limit}) e
      where a.member_id = ${f.memberId}) x`);
  const raw = (result as { rows: { rows: unknown }[] }).rows[0]?.rows ?? '[]';
  return typeof raw === 'string' ? (JSON.parse(raw) as EntryJson[]) : (raw as EntryJson[]);
}
