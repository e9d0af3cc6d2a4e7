import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LotteryGameRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { dueDraws } from './lottery-schedule';
import { drawableGames, drawnNumeros, insertResults, tryDrawLock } from './lottery.repository';

/** How many past draws per game a restart catches up: older ones stay undrawn, on purpose. */
export const DRAW_CATCH_UP_COUNT = 10;
/** How often each instance looks for due draws. */
export const DRAW_JOB_INTERVAL_MS = 1000;
/** Advisory-lock key of the draw job ("LOTDRAW" folded into an int4), the same on every instance. */
export const DRAW_LOCK_KEY = 0x10d_d4a3;

/** The vendor whose games draw 5 digits, the shape of the Vietnamese special prize. */
const VN_VENDOR = 'TCG_LOTTO_VN';
const VN_DIGITS = 5;
const OTHER_DIGITS = 6;

/** Digits from a cryptographic source, one string each: '0'..'9'. */
export function drawNumbers(game: Pick<LotteryGameRow, 'vendorCode'>): string[] {
  const count = game.vendorCode === VN_VENDOR ? VN_DIGITS : OTHER_DIGITS;
  return Array.from({ length: count }, () => String(randomInt(0, 10)));
}

/**
 * Draws every due, undrawn result (the last DRAW_CATCH_UP_COUNT per game). Only the instance that
 * gets the advisory lock draws; the others return 0 at once. Even without the lock the unique key
 * (merchant, game, numero) would keep a numero to one result: ON CONFLICT DO NOTHING.
 */
export async function drawDue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await tryDrawLock(tx, DRAW_LOCK_KEY))) return 0;
    let drawn = 0;
    for (const { game, timeZone } of await drawableGames(tx)) {
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
      drawn += await insertResults(
        tx,
        missing.map((d) => ({
          merchantCode: game.merchantCode,
          gameCode: game.gameCode,
          numero: d.numero,
          drawTime: new Date(d.drawTime),
          numbers: drawNumbers(game),
          drawnAt: now,
        })),
      );
    }
    return drawn;
  });
}

export interface DrawJob {
  stop(): Promise<void>;
}

/** Runs drawDue every second until stopped; a failed round is logged and the next one tries again. */
export function startDrawJob(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = DRAW_JOB_INTERVAL_MS,
): DrawJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = drawDue(db, clock())
      .then((n) => {
        if (n > 0) log.debug({ drawn: n }, 'lottery results drawn');
      })
      .catch((err: unknown) => log.error({ err }, 'lottery draw round failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
