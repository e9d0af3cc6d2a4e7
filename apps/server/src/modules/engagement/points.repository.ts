import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { PointsReason } from '@lotto/contract';
import type { Db } from '../../db/client';
import { members, pointsAccounts, pointsLedger } from '../../db/schema';

export async function findPointsAccount(db: Db, memberId: number) {
  const rows = await db.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId));
  return rows[0] ?? null;
}

/** The member's account row under FOR UPDATE, created first when missing. */
export async function lockPointsAccount(db: Db, memberId: number) {
  await db.insert(pointsAccounts).values({ memberId }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(pointsAccounts)
    .where(eq(pointsAccounts.memberId, memberId))
    .for('update');
  const row = rows[0];
  if (!row) throw new Error(`points account of member ${memberId} vanished`);
  return row;
}

export async function pointsKeyExists(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(eq(pointsLedger.idempotencyKey, key));
  return rows.length > 0;
}

export async function applyPointsMovement(
  db: Db,
  row: {
    memberId: number;
    amount: number;
    balanceAfter: number;
    reason: PointsReason;
    idempotencyKey: string;
    detail: string;
    now: Date;
  },
) {
  const earned = row.amount > 0 ? row.amount : 0;
  const spent = row.amount < 0 && row.reason !== 'expired' ? -row.amount : 0;
  const expired = row.amount < 0 && row.reason === 'expired' ? -row.amount : 0;
  await db
    .update(pointsAccounts)
    .set({
      balance: row.balanceAfter,
      earned: sql`${pointsAccounts.earned} + ${earned}`,
      spent: sql`${pointsAccounts.spent} + ${spent}`,
      expired: sql`${pointsAccounts.expired} + ${expired}`,
      updatedAt: row.now,
    })
    .where(eq(pointsAccounts.memberId, row.memberId));
  const inserted = await db
    .insert(pointsLedger)
    .values({
      memberId: row.memberId,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      idempotencyKey: row.idempotencyKey,
      detail: row.detail,
      createdAt: row.now,
    })
    .returning({ id: pointsLedger.id });
  return inserted[0]!.id;
}

export const latestPointsEntries = (db: Db, memberId: number, limit: number) =>
  db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(desc(pointsLedger.id))
    .limit(limit);

export async function sumOfLedger(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return Number(rows[0]?.total ?? 0);
}

/** Points the member earned before an instant (positive entries, expiries excluded). */
export async function earnedBefore(db: Db, memberId: number, before: Date): Promise<number> {
  const rows = await db
    .select({ total: sql<string | null>`sum(${pointsLedger.amount})` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.memberId, memberId),
        gt(pointsLedger.amount, 0),
        lt(pointsLedger.createdAt, before),
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

/** Members of the merchant holding points. */
export async function membersWithPoints(db: Db, merchantCode: string): Promise<number[]> {
  const rows = await db
    .select({ id: pointsAccounts.memberId })
    .from(pointsAccounts)
    .innerJoin(members, eq(members.id, pointsAccounts.memberId))
    .where(and(eq(members.merchantCode, merchantCode), gt(pointsAccounts.balance, 0)));
  return rows.map((r) => r.id);
}
