import { databaseJob } from '../../lib/repeating-job';
import { runAgentRebates } from './rebate-payouts.service';

/** How often each instance pays the agent rebates of the days that have ended. */
export const AGENT_REBATE_JOB_INTERVAL_MS = 10 * 60_000;

/** Runs runAgentRebates every ten minutes until stopped; a failed round is logged and retried. */
export const startAgentRebateJob = databaseJob(
  AGENT_REBATE_JOB_INTERVAL_MS,
  'agent rebate round failed',
  async (db, clock, log) => {
    for (const r of await runAgentRebates(db, clock()))
      log.info({ ...r, amount: r.amount.toString() }, 'agent rebates paid');
  },
);
