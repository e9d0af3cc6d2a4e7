import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  lt,
  sql,
  sum,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  bets,
  deposits,
  memberLevelRewards,
  memberLevelRuns,
  memberLevelStates,
  memberLevels,
  members,
  merchants,
  type MemberLevelRow,
} from '../../db/schema';
import { insertOnce } from '../../db/insert-once';
import { memberColumns } from '../../lib/member-columns';
import { realMembersOf } from '../../db/member-partition';
import { lockMerchantRow } from '../../lib/merchant-rows';
import { settledRealBets } from '../../lib/settled-bets';

export const levelsOf = (db: Db, merchantCode: string, activeOnly: boolean) =>
  db
    .select()
    .from(memberLevels)
    .where(
      activeOnly
        ? and(eq(memberLevels.merchantCode, merchantCode), eq(memberLevels.active, true))
        : eq(memberLevels.merchantCode, merchantCode),
    )
    .orderBy(asc(memberLevels.rank));

export async function membersPerLevel(db: Db, merchantCode: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ levelId: memberLevelStates.levelId, n: count() })
    .from(memberLevelStates)
    .innerJoin(memberLevels, eq(memberLevels.id, memberLevelStates.levelId))
    .where(eq(memberLevels.merchantCode, merchantCode))
    .groupBy(memberLevelStates.levelId);
  return new Map(rows.map((r) => [r.levelId, Number(r.n)]));
}

export const insertLevel = async (db: Db, row: typeof memberLevels.$inferInsert) =>
  (await db.insert(memberLevels).values(row).returning())[0]!;

export const updateLevel = async (
  db: Db,
  id: number,
  change: Partial<typeof memberLevels.$inferInsert>,
) => (await db.update(memberLevels).set(change).where(eq(memberLevels.id, id)).returning())[0]!;

export async function lockLevel(
  db: Db,
  merchantCode: string,
  id: number,
): Promise<MemberLevelRow | null> {
  return lockMerchantRow(db, memberLevels, merchantCode, eq(memberLevels.id, id));
}

/** Credited deposits of the member since an instant, in units. */
export async function depositsSince(db: Db, memberId: number, since: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sum(deposits.amount) })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.state, 'credited'),
        gte(deposits.decidedAt, since),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

/** Stakes of the member's settled real-money bets placed since an instant, in units. */
export async function turnoverSince(db: Db, memberId: number, since: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sum(bets.amount) })
    .from(bets)
    .where(settledRealBets(eq(bets.memberId, memberId), gte(bets.createdAt, since)));
  return BigInt(rows[0]?.total ?? 0);
}

export async function stateOf(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(memberLevelStates)
    .where(eq(memberLevelStates.memberId, memberId));
  return rows[0] ?? null;
}

/**
 * `stateOf`'s level as a column of another module's read of the member (the session's read for
 * member info); null before the member's first evaluation.
 */
export const levelIdOfMemberColumn = (memberId: Column): SQL<number | null> =>
  sql<number | null>`(select ${memberLevelStates.levelId} from ${memberLevelStates}
    where ${memberLevelStates.memberId} = ${memberId})`.mapWith(Number);

/**
 * The member's level row, created at `levelId` when absent, and locked for this transaction:
 * evaluations of one member run one after the other.
 */
export async function lockState(db: Db, memberId: number, levelId: number, now: Date) {
  await db
    .insert(memberLevelStates)
    .values({ memberId, levelId, reachedAt: now, evaluatedAt: now })
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(memberLevelStates)
    .where(eq(memberLevelStates.memberId, memberId))
    .for('update');
  return rows[0]!;
}

export const setState = (
  db: Db,
  memberId: number,
  change: Partial<typeof memberLevelStates.$inferInsert>,
) => db.update(memberLevelStates).set(change).where(eq(memberLevelStates.memberId, memberId));

/** False when the reward was already recorded (the primary key: once per member and occasion). */
export const insertRewardOnce = (db: Db, row: typeof memberLevelRewards.$inferInsert) =>
  insertOnce(db, memberLevelRewards, row);

export const rewardsOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberLevelRewards)
    .where(eq(memberLevelRewards.memberId, memberId))
    .orderBy(asc(memberLevelRewards.createdAt));

export const memberOf = (db: Db, memberId: number) =>
  memberColumns(db, memberId, {
    merchantCode: members.merchantCode,
    birthDate: members.birthDate,
    customerType: members.customerType,
  });

export const allMerchants = (db: Db): Promise<{ code: string; config: MerchantConfig }[]> =>
  db.select({ code: merchants.code, config: merchants.config }).from(merchants);

/**
 * Members the daily evaluation looks at: those holding a level row (they may go down) and those
 * with a credited deposit or a bet since `since` (they may go up).
 */
export async function membersToEvaluate(
  db: Db,
  merchantCode: string,
  since: Date,
): Promise<number[]> {
  const result = (await db.execute(sql`
    select s.member_id as id from ${memberLevelStates} s
      join ${members} m on m.id = s.member_id where m.merchant_code = ${merchantCode}
    union
    select d.member_id from ${deposits} d join ${members} m on m.id = d.member_id
      where m.merchant_code = ${merchantCode} and d.state = 'credited' and d.decided_at >= ${since}
    union
    select b.member_id from ${bets} b
      where b.merchant_code = ${merchantCode} and b.play = false and b.created_at >= ${since}
  `)) as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Members of the merchant born on this month and day (MM-DD). */
export async function membersBornOn(
  db: Db,
  merchantCode: string,
  monthDay: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        sql`to_char(${members.birthDate}, 'MM-DD') = ${monthDay}`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Claims the merchant's daily run for a local date: true once per date (a later date replaces an
 * earlier one; a date already run, or an earlier one, answers false).
 */
export async function claimDailyRun(
  db: Db,
  merchantCode: string,
  localDate: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(memberLevelRuns)
    .values({ merchantCode, localDate, ranAt: now })
    .onConflictDoUpdate({
      target: memberLevelRuns.merchantCode,
      set: { localDate, ranAt: now },
      setWhere: sql`${memberLevelRuns.localDate} < ${localDate}`,
    })
    .returning({ merchantCode: memberLevelRuns.merchantCode });
  return rows.length > 0;
}

/** Non-blocking: false when another instance holds the lock for this transaction's span. */
export async function tryLevelsLock(db: Db, key: number): Promise<boolean> {
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/**
 * Stakes of the merchant's real-money vendor bets settled in [from, to), per member: a bet counts
 * on the day it settles, so one settled the day after it was placed is counted once, then.
 */
export async function settledStakesByMember(
  db: Db,
  merchantCode: string,
  from: Date,
  to: Date,
): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ memberId: bets.memberId, total: sum(bets.amount) })
    .from(bets)
    .where(
      settledRealBets(
        eq(bets.merchantCode, merchantCode),
        gte(bets.settledAt, from),
        lt(bets.settledAt, to),
      ),
    )
    .groupBy(bets.memberId);
  return new Map(rows.map((r) => [Number(r.memberId), BigInt(r.total ?? 0)]));
}

/** Of these members, the merchant's real (not trial) ones. */
export async function realMembersAmong(
  db: Db,
  merchantCode: string,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(realMembersOf(merchantCode), inArray(members.id, ids)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The local date the merchant's daily run last went, null before the first. */
export async function lastRunDate(db: Db, merchantCode: string): Promise<string | null> {
  const rows = await db
    .select({ localDate: memberLevelRuns.localDate })
    .from(memberLevelRuns)
    .where(eq(memberLevelRuns.merchantCode, merchantCode));
  return rows[0]?.localDate ?? null;
}
