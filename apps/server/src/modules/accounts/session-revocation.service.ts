import type { Db } from '../../db/client';
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
