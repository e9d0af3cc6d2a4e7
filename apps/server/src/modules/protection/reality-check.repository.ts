import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectionSettings, sessions } from '../../db/schema';

/** When the member's session began (its login) and was last seen; null when it is gone. */
export async function sessionStart(db: Db, memberId: number, sessionId: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)));
  return row ?? null;
}

/** The member's chosen interval: undefined when never chosen, null when turned off. */
export async function realityCheckMinutesOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ minutes: protectionSettings.realityCheckMinutes })
    .from(protectionSettings)
    .where(eq(protectionSettings.memberId, memberId));
  return row === undefined ? undefined : row.minutes;
}

export async function saveRealityCheckMinutes(
  db: Db,
  memberId: number,
  minutes: number | null,
  now: Date,
) {
  await db
    .insert(protectionSettings)
    .values({ memberId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: protectionSettings.memberId,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    });
}
