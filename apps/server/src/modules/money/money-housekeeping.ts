import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import { forgetOldKeys } from '../idempotency/idempotency';
import { deleteDeliveredBefore } from './gateway-outbox.repository';
import { DAY_MS } from '../../lib/time-zone';

/** Acknowledged gateway callbacks stay this long, for finance's questions about a payment. */
export const DELIVERED_CALLBACKS_KEPT_MS = 30 * DAY_MS;
/** How often each instance removes what money calls no longer need. */
export const MONEY_HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** Rows removed per statement, and statements per table and round: short locks, bounded rounds. */
const PRUNE_BATCH = 2_000;
const PRUNE_BATCHES_PER_ROUND = 25;

const drain = async (deleteBatch: () => Promise<number>) => {
  let total = 0;
  for (let i = 0; i < PRUNE_BATCHES_PER_ROUND; i++) {
    const n = await deleteBatch();
    total += n;
    if (n < PRUNE_BATCH) break;
  }
  return total;
};

/**
 * Removes the gateway outbox's acknowledged callbacks and the idempotency keys past their
 * keeping time. Every statement is an idempotent delete, so instances may run it at once.
 */
export async function pruneMoneyRecords(db: Db, now: Date) {
  const callbacks = await drain(() =>
    deleteDeliveredBefore(db, new Date(now.getTime() - DELIVERED_CALLBACKS_KEPT_MS), PRUNE_BATCH),
  );
  const idempotencyKeys = await drain(() => forgetOldKeys(db, now, PRUNE_BATCH));
  return { callbacks, idempotencyKeys };
}

export const startMoneyHousekeeping = (
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): RepeatingJob =>
  startRepeatingJob(
    async () => {
      const removed = await pruneMoneyRecords(db, clock());
      if (removed.callbacks + removed.idempotencyKeys > 0) log.info(removed, 'money housekeeping');
    },
    MONEY_HOUSEKEEPING_INTERVAL_MS,
    (err) => log.warn({ err }, 'money housekeeping failed'),
  );
