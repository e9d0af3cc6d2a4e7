import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameLaunches, games, walletApiNonces } from '../../db/schema';
import { insertOnce } from '../../db/insert-once';
import { liveGameLaunches } from '../../lib/live-game-launches';

/**
 * Records a nonce; false when the vendor already used it (a replay). The primary key decides, so
 * two instances given the same call at once cannot both accept it.
 */
export const rememberNonce = (db: Db, vendorCode: string, nonce: string, expiresAt: Date) =>
  insertOnce(db, walletApiNonces, { vendorCode, nonce, expiresAt });

export const forgetExpiredNonces = (db: Db, now: Date) =>
  db.delete(walletApiNonces).where(lt(walletApiNonces.expiresAt, now));

/**
 * Whether the member has a live game session launched with this vendor, from a platform session
 * that is still there (logout, a password change, the session cap and locking delete it) and by a
 * member who is not disabled: a vendor cannot debit a member whose own session has ended.
 */
export async function hasLiveLaunch(
  db: Db,
  vendorCode: string,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const rows = await liveGameLaunches(
    db,
    now,
    eq(gameLaunches.memberId, memberId),
    eq(gameLaunches.vendorCode, vendorCode),
  ).limit(1);
  return rows.length > 0;
}

export async function gameOfNode(db: Db, nodeId: number) {
  const rows = await db
    .select({
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      maxWinMultiplier: games.maxWinMultiplier,
    })
    .from(games)
    .where(eq(games.nodeId, nodeId));
  return rows[0] ?? null;
}
