import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';

/**
 * Operator-side session revocation (ASVS V7.4.5; the console comes with its own issue). Game
 * sessions end with the platform sessions they were launched from (game_launches).
 */
export async function endSessionsOfMember(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.merchantCode, merchantCode),
        eq(
          sessions.memberId,
          sql`(select ${members.id} from ${members} where ${members.merchantCode} = ${merchantCode} and lower(${members.username}) = ${username.toLowerCase()})`,
        ),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** Ends every session of the merchant (after a breach, or a change of keys). */
export async function endAllSessions(db: Db, merchantCode: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.merchantCode, merchantCode))
    .returning({ id: sessions.id });
  return gone.length;
}
