import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import { foldHouseBalances } from './ledger.service';

/** How often each instance folds pending house deltas into the house accounts' balances. */
export const HOUSE_FOLD_INTERVAL_MS = 10_000;

/**
 * Folds the house deltas every HOUSE_FOLD_INTERVAL_MS. Any instance may run it at any time: the
 * fold is one statement, and a delta deleted by a concurrent fold is skipped, not counted twice.
 */
export const startHouseFoldJob = (
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = HOUSE_FOLD_INTERVAL_MS,
): RepeatingJob =>
  startRepeatingJob(
    async () => {
      await foldHouseBalances(db);
    },
    intervalMs,
    (err) => log.error({ err }, 'house balance fold failed'),
  );
