import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { demoGatewayCallback } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import { claimDue, markDelivered, markFailed, tryOutboxLock } from './gateway-outbox.repository';
import { gatewayCallHeaders } from './payment-gateway';

/** How often each instance looks for callbacks to send. */
const OUTBOX_INTERVAL_MS = 1000;
/** Advisory-lock key of the outbox job ("GWCB" folded into an int4), the same on every instance. */
const OUTBOX_LOCK_KEY = 0x4757_4342;
/** A claimed callback is not taken again by another round for this long (one attempt's span). */
const OUTBOX_LEASE_MS = 60_000;
const OUTBOX_BATCH = 20;
/** Back-off: 5 s, 10 s, 20 s … doubling, at most an hour between attempts. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts, 20));

/** Sends a request to the platform's callback and answers its status (app.inject in-process). */
export type CallbackSender = (
  request: InjectOptions,
) => Promise<{ statusCode: number; body: string }>;

/**
 * The demo gateway's outbox of callbacks: every callback is sent, signed anew, until
 * the platform acknowledges it with a 2xx; a refusal or a failure is tried again with back-off.
 * Only the instance holding the advisory lock claims callbacks; a claim is a lease, so a process
 * that dies mid-send leaves its callbacks to the next round after the lease.
 */
export function createGatewayOutbox(db: Db, clock: Clock, key: string, send: CallbackSender) {
  return {
    /** One round: the callbacks sent, and how many were acknowledged. */
    async deliverDue(): Promise<{ sent: number; acknowledged: number }> {
      const now = clock();
      const claimed = await db.transaction(async (tx) => {
        if (!(await tryOutboxLock(tx, OUTBOX_LOCK_KEY))) return [];
        return claimDue(tx, now, new Date(now.getTime() + OUTBOX_LEASE_MS), OUTBOX_BATCH);
      });
      let acknowledged = 0;
      for (const row of claimed) {
        const at = clock();
        let status: number | null = null;
        let error = '';
        try {
          const res = await send({
            method: 'POST',
            url: demoGatewayCallback.path,
            headers: gatewayCallHeaders(key, row.body, at),
            payload: row.body,
          });
          status = res.statusCode;
          error = res.body;
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
        }
        if (status !== null && status >= 200 && status < 300) {
          await markDelivered(db, row.id, clock(), status);
          acknowledged++;
        } else {
          const next = new Date(clock().getTime() + retryDelayMs(row.attempts));
          await markFailed(db, row.id, next, status, error);
        }
      }
      return { sent: claimed.length, acknowledged };
    },
  };
}
export type GatewayOutbox = ReturnType<typeof createGatewayOutbox>;

/** Runs a round every second until stopped; `nudge` starts one now (after a payment). */
export const startGatewayOutbox = (outbox: GatewayOutbox, log: FastifyBaseLogger): RepeatingJob =>
  startRepeatingJob(
    async () => {
      const r = await outbox.deliverDue();
      if (r.sent > 0) log.debug(r, 'gateway callbacks sent');
    },
    OUTBOX_INTERVAL_MS,
    (err) => log.error({ err }, 'gateway callback round failed'),
    { atStart: false },
  );
