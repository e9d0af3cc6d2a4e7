import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bets, deposits, memberLogins, members, withdrawals } from '../../db/schema';
import { realMembersOf } from '../../db/member-partition';

/** Merchant days [from, to], both YYYY-MM-DD, in the merchant's time zone. */
export interface DayRange {
  merchantCode: string;
  timeZone: string;
  from: string;
  to: string;
}

/**
 * `column` within the range: its bounds are constants (midnights of the merchant's zone), so
 * each query reads an index range (migration of the dashboard: members_merchant_created_idx,
 * member_logins_at_idx, deposits_credited_idx, withdrawals_paid_idx, bets_merchant_created_idx).
 */
const within = (column: PgColumn, r: DayRange): SQL =>
  and(
    gte(column, sql`(${r.from}::date::timestamp at time zone ${r.timeZone})`),
    lt(column, sql`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`),
  )!;

/** Amount sums as text: bigint units summed by PostgreSQL as numeric, read back as BigInt. */
const sumText = (expr: SQL | PgColumn) => sql<string>`coalesce(sum(${expr}), 0)::text`;
const countInt = sql<number>`count(*)::int`;

export async function dashboardRows(db: Db, r: DayRange) {
  // The day expression names the zone as a parameter; GROUP BY 1 groups by that select column
  // (the same text in GROUP BY would be a second parameter, which PostgreSQL will not match).
  const day = (column: PgColumn) =>
    sql<string>`to_char(${column} at time zone ${r.timeZone}, 'YYYY-MM-DD')`;
  const byDay = sql`1`;
  const [registrations, logins, credited, paid, placed] = await Promise.all([
    db
      .select({ day: day(members.createdAt), n: countInt })
      .from(members)
      .where(and(realMembersOf(r.merchantCode), within(members.createdAt, r)))
      .groupBy(byDay),
    db
      .select({ day: day(memberLogins.at), n: countInt })
      .from(memberLogins)
      .innerJoin(members, eq(members.id, memberLogins.memberId))
      .where(
        and(
          within(memberLogins.at, r),
          realMembersOf(r.merchantCode),
          inArray(memberLogins.method, ['username', 'sms']),
        ),
      )
      .groupBy(byDay),
    db
      .select({
        day: day(deposits.decidedAt),
        n: countInt,
        amount: sumText(deposits.amount),
        // A member's first credited deposit: none of theirs was credited before it.
        // (The outer row is named in full: drizzle writes a lone table's columns unqualified.)
        first: sql<number>`(count(*) filter (where not exists (
          select 1 from deposits as earlier
           where earlier.member_id = deposits.member_id
             and earlier.state = 'credited'
             and (earlier.decided_at < deposits.decided_at
                  or (earlier.decided_at = deposits.decided_at and earlier.id < deposits.id))
        )))::int`,
      })
      .from(deposits)
      .where(
        and(
          eq(deposits.merchantCode, r.merchantCode),
          eq(deposits.state, 'credited'),
          within(deposits.decidedAt, r),
        ),
      )
      .groupBy(byDay),
    db
      .select({ day: day(withdrawals.decidedAt), n: countInt, amount: sumText(withdrawals.amount) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.merchantCode, r.merchantCode),
          eq(withdrawals.state, 'paid'),
          within(withdrawals.decidedAt, r),
        ),
      )
      .groupBy(byDay),
    db
      .select({
        day: day(bets.createdAt),
        n: countInt,
        stake: sumText(bets.amount),
        win: sumText(sql`coalesce(${bets.win}, 0)`),
      })
      .from(bets)
      .where(
        and(
          eq(bets.merchantCode, r.merchantCode),
          eq(bets.play, false),
          inArray(bets.status, ['open', 'settled']),
          within(bets.createdAt, r),
        ),
      )
      .groupBy(byDay),
  ]);
  return { registrations, logins, credited, paid, placed };
}
