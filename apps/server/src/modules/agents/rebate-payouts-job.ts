import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import { runAgentRebates } from './rebate-payouts.service';

/** How often each instance pays the agent rebates of the days that have ended. */
export const AGENT_REBATE_JOB_INTERVAL_MS = 10 * 60_000;

/** Runs runAgentRebates every ten minutes until stopped; a failed round is logged and retried. */
export const startAgentRebateJob = (
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = AGENT_REBATE_JOB_INTERVAL_MS,
): RepeatingJob =>
  startRepeatingJob(
    async () => {
      for (const r of await runAgentRebates(db, clock()))
        log.info({ ...r, amount: r.amount.toString() }, 'agent rebates paid');
    },
    intervalMs,
    (err) => log.error({ err }, 'agent rebate round failed'),
  );
