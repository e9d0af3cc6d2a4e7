import type { Db } from '../../db/client';
import { setMemberDisabled } from './members.repository';
import {
  deleteMemberSession,
  deleteMerchantSessions,
  deleteSessionsOfUsername,
} from './sessions.repository';

/**
 * Operator-side session revocation (ASVS V7.4.5; the console comes with its own issue). Game
 * sessions end with the platform sessions they were launched from (game_launches).
 */
export const endSessionsOfMember = (
  db: Db,
  merchantCode: string,
  username: string,
): Promise<number> => deleteSessionsOfUsername(db, merchantCode, username);

/** Ends one session of a member, found by the caller; answers how many ended (0 or 1). */
export const endSessionOfMember = async (
  db: Db,
  memberId: number,
  sessionId: number,
): Promise<number> => ((await deleteMemberSession(db, memberId, sessionId)) ? 1 : 0);

/** Ends every session of the merchant (after a breach, or a change of keys). */
export const endAllSessions = (db: Db, merchantCode: string): Promise<number> =>
  deleteMerchantSessions(db, merchantCode);

/**
 * Locks or unlocks a member: a lock ends every session of theirs in the same transaction (pass
 * the caller's). Answers the state before and the sessions ended; null for another merchant's.
 */
export async function setMemberLocked(
  db: Db,
  merchantCode: string,
  memberId: number,
  locked: boolean,
): Promise<{ wasLocked: boolean; sessionsEnded: number } | null> {
  const before = await setMemberDisabled(db, merchantCode, memberId, locked);
  if (!before) return null;
  const sessionsEnded = locked
    ? await deleteSessionsOfUsername(db, merchantCode, before.username)
    : 0;
  return { wasLocked: before.disabled, sessionsEnded };
}
