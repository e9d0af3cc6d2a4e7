import type { Db } from '../../db/client';
import { databaseJob } from '../../lib/repeating-job';
import { dueDraws, openDraw } from './lottery-schedule';
import { drawFromSeeds, ensureSeeds } from './lottery-seeds';
import { settleDue } from './lottery-settlement';
import { drawableGames, drawnNumeros, tryDrawLock } from './lottery.repository';

/** How many past draws per game a restart catches up: older ones stay undrawn, on purpose. */
export const DRAW_CATCH_UP_COUNT = 10;
/** How often each instance looks for due draws. */
export const DRAW_JOB_INTERVAL_MS = 1000;
/** Advisory-lock key of the draw job ("LOTDRAW" folded into an int4), the same on every instance. */
export const DRAW_LOCK_KEY = 0x10d_d4a3;

/**
 * Draws every due, undrawn result (the last DRAW_CATCH_UP_COUNT per game). Only the instance that
 * gets the advisory lock draws; the others return 0 at once. Even without the lock the unique key
 * (merchant, game, numero) would keep a numero to one result: ON CONFLICT DO NOTHING.
 */
export async function drawDue(db: Db, now: Date): Promise<number> {
  const committed = commitCacheOf(db);
  return db.transaction(async (tx) => {
    if (!(await tryDrawLock(tx, DRAW_LOCK_KEY))) return 0;
    let drawn = 0;
    for (const { game, timeZone } of await drawableGames(tx)) {
      // The open draw's commitment is published before anyone can bet on it.
      const open = openDraw(game, now, timeZone);
      const key = `${game.merchantCode}|${game.gameCode}|${open.numero}`;
      if (!committed.has(key)) {
        await ensureSeeds(tx, game, [open], now);
        committed.add(key);
        if (committed.size > 10_000) committed.clear();
      }
      const due = dueDraws(game, now, timeZone, DRAW_CATCH_UP_COUNT);
      const oldest = due.at(-1);
      if (!oldest) continue;
      const done = await drawnNumeros(
        tx,
        game.merchantCode,
        game.gameCode,
        new Date(oldest.drawTime),
      );
      const missing = due.filter((d) => !done.has(d.numero));
      if (missing.length > 0) drawn += await drawFromSeeds(tx, game, missing, now);
    }
    return drawn;
  });
}

/**
 * Draws whose commitment this process has already seen written (saves a read a second), per
 * database: one process can hold several (tests, a replica pair), and keys repeat across them.
 */
const commitCaches = new WeakMap<Db, Set<string>>();
function commitCacheOf(db: Db): Set<string> {
  let cache = commitCaches.get(db);
  if (!cache) commitCaches.set(db, (cache = new Set()));
  return cache;
}

/** Runs drawDue every second until stopped; a failed round is logged and the next one tries again. */
export const startDrawJob = databaseJob(
  DRAW_JOB_INTERVAL_MS,
  'lottery draw round failed',
  async (db, clock, log) => {
    const n = await drawDue(db, clock());
    if (n > 0) log.debug({ drawn: n }, 'lottery results drawn');
    const settled = await settleDue(db, clock());
    if (settled > 0) log.debug({ settled }, 'lottery sub-orders settled');
  },
);
