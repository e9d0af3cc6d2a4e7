import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameLaunches } from '../../../db/schema';

export const insertLaunch = (db: Db, row: typeof gameLaunches.$inferInsert) =>
  db.insert(gameLaunches).values(row);

/**
 * Trades a launch token for a game session, once: the WHERE makes a second use, or a use after
 * expiry, change nothing.
 */
export async function openLaunch(
  db: Db,
  launchTokenHash: string,
  sessionTokenHash: string,
  now: Date,
  sessionExpiresAt: Date,
) {
  const rows = await db
    .update(gameLaunches)
    .set({ sessionTokenHash, sessionExpiresAt })
    .where(
      and(
        eq(gameLaunches.launchTokenHash, launchTokenHash),
        isNull(gameLaunches.sessionTokenHash),
        gt(gameLaunches.launchExpiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function findGameSession(db: Db, sessionTokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(gameLaunches)
    .where(
      and(
        eq(gameLaunches.sessionTokenHash, sessionTokenHash),
        gt(gameLaunches.sessionExpiresAt, now),
      ),
    );
  return rows[0] ?? null;
}
