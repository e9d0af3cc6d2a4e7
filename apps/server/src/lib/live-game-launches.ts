import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameLaunches, members, sessions } from '../db/schema';

/**
 * The game launches (with their member's username) that meet `which` and are live at `now`: the
 * game session's own clock runs, the platform session that launched it is still there and
 * unexpired (logout, a password change, the session cap and locking delete it) and its member is
 * not disabled. The demo vendor's game page and the wallet API's guard both ask it; here, outside
 * the modules, as vendors (the table's owner) imports wallet.
 */
export const liveGameLaunches = (db: Db, now: Date, ...which: SQL[]) =>
  db
    .select({ launch: gameLaunches, username: members.username })
    .from(gameLaunches)
    .innerJoin(sessions, eq(sessions.id, gameLaunches.platformSessionId))
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .where(
      and(
        gt(gameLaunches.sessionExpiresAt, now),
        gt(sessions.expiresAt, now),
        eq(members.disabled, false),
        ...which,
      ),
    );
