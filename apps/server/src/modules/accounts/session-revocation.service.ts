import type { Db } from '../../db/client';
import { deleteMerchantSessions, deleteSessionsOfUsername } from './sessions.repository';

/**
 * Operator-side session revocation (ASVS V7.4.5; the console comes with its own issue). Game
 * sessions end with the platform sessions they were launched from (game_launches).
 */
export const endSessionsOfMember = (
  db: Db,
  merchantCode: string,
  username: string,
): Promise<number> => deleteSessionsOfUsername(db, merchantCode, username);

/** Ends every session of the merchant (after a breach, or a change of keys). */
export const endAllSessions = (db: Db, merchantCode: string): Promise<number> =>
  deleteMerchantSessions(db, merchantCode);
