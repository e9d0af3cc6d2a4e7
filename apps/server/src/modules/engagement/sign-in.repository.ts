import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signIns } from '../../db/schema';

export async function findSignIn(db: Db, memberId: number, localDate: string) {
  const rows = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.memberId, memberId), eq(signIns.localDate, localDate)));
  return rows[0] ?? null;
}

/** Null when the member signed in that date already (the key holds under concurrency). */
export async function insertSignIn(
  db: Db,
  row: { memberId: number; localDate: string; streak: number; points: number; now: Date },
) {
  const rows = await db
    .insert(signIns)
    .values({
      memberId: row.memberId,
      localDate: row.localDate,
      streak: row.streak,
      points: row.points,
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export const signInsSince = (db: Db, memberId: number, from: string) =>
  db
    .select()
    .from(signIns)
    .where(and(eq(signIns.memberId, memberId), gte(signIns.localDate, from)))
    .orderBy(signIns.localDate);

export const allSignIns = (db: Db, memberId: number, limit: number) =>
  db
    .select()
    .from(signIns)
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.localDate))
    .limit(limit);
