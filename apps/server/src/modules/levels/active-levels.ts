import type { Db } from '../../db/client';
import type { MemberLevelRow } from '../../db/schema';
import { levelsOf } from './levels.repository';

/**
 * How long another instance's level save may go unseen here: a save on this instance is seen at
 * once (forgetActiveLevels), one on another instance within this.
 */
export const ACTIVE_LEVELS_KEPT_MS = 5000;

interface Kept {
  at: number;
  levels: Promise<MemberLevelRow[]>;
}

/** Per database (each test app has its own), per merchant. */
const kept = new WeakMap<Db, Map<string, Kept>>();

/**
 * A merchant's active levels, by rank, for what every member call shows (the level's name in
 * member info): they change only when the console saves one, so they are read once, not per
 * request. Evaluations and limits read them in their own transaction instead.
 */
export function activeLevels(db: Db, merchantCode: string): Promise<MemberLevelRow[]> {
  let byMerchant = kept.get(db);
  if (!byMerchant) kept.set(db, (byMerchant = new Map<string, Kept>()));
  const now = Date.now();
  const hit = byMerchant.get(merchantCode);
  if (hit && now - hit.at < ACTIVE_LEVELS_KEPT_MS) return hit.levels;
  // A query builder runs again on every await: the promise of one run is what is kept.
  const levels = Promise.resolve(levelsOf(db, merchantCode, true));
  const entry = { at: now, levels };
  byMerchant.set(merchantCode, entry);
  levels.catch(() => {
    if (byMerchant.get(merchantCode) === entry) byMerchant.delete(merchantCode);
  });
  return levels;
}

/** After a write of levels has committed: the next read reads them again. */
export function forgetActiveLevels(db: Db, merchantCode: string): void {
  kept.get(db)?.delete(merchantCode);
}
