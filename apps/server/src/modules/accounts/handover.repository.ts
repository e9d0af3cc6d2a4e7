import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessionHandovers, sessions } from '../../db/schema';

export const insertHandover = (
  db: Db,
  row: { codeHash: string; sessionId: number; expiresAt: Date },
) => db.insert(sessionHandovers).values(row);

/**
 * Takes the code in one statement: two redemptions racing each other cannot both see it unused.
 * Answers the session it hands over with its member, or null.
 */
export async function takeHandover(db: Db, codeHash: string, now: Date) {
  const taken = await db
    .update(sessionHandovers)
    .set({ usedAt: now })
    .where(
      and(
        eq(sessionHandovers.codeHash, codeHash),
        isNull(sessionHandovers.usedAt),
        gt(sessionHandovers.expiresAt, now),
      ),
    )
    .returning({ sessionId: sessionHandovers.sessionId });
  const sessionId = taken[0]?.sessionId;
  if (sessionId === undefined) return null;
  const rows = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, sessionId));
  return rows[0] ?? null;
}

/** Housekeeping: codes past their time or used are of no further use. */
export const deleteSpentHandovers = (db: Db, now: Date) =>
  db
    .delete(sessionHandovers)
    .where(or(lt(sessionHandovers.expiresAt, now), isNotNull(sessionHandovers.usedAt)));
