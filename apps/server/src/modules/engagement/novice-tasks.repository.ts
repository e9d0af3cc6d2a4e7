import { eq } from 'drizzle-orm';
import type { NoviceTaskCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { noviceTaskClaims } from '../../db/schema';

export const claimsOf = (db: Db, memberId: number) =>
  db.select().from(noviceTaskClaims).where(eq(noviceTaskClaims.memberId, memberId));

/** Null when the task was claimed before (the key holds under concurrency). */
export async function insertClaim(
  db: Db,
  row: { memberId: number; task: NoviceTaskCode; points: number; now: Date },
) {
  const rows = await db
    .insert(noviceTaskClaims)
    .values({ memberId: row.memberId, task: row.task, points: row.points, createdAt: row.now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}
