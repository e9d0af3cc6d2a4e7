import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameLaunches, sessions } from '../../../db/schema';
import { liveGameLaunches } from '../../../lib/live-game-launches';

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

/**
 * A game session is live while its own clock runs and the platform session that launched it is
 * live too (security issue, defect 5): logout, a password change, expiry, eviction by the
 * session cap or a locked member end the game with it.
 */
export async function findGameSession(
  db: Db,
  sessionTokenHash: string,
  now: Date,
  platformIdleBefore: Date,
) {
  const rows = await liveGameLaunches(
    db,
    now,
    eq(gameLaunches.sessionTokenHash, sessionTokenHash),
    gt(sessions.lastSeenAt, platformIdleBefore),
  );
  const row = rows[0];
  return row ? { ...row.launch, username: row.username } : null;
}
