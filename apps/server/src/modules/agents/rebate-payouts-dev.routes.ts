import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { localDateOf } from '../../lib/local-date';
import { registerOperation } from '../../lib/route';
import { payAgentRebatesForDay } from './rebate-payouts.service';

const devAgentRebates = defineOperation({
  operationId: 'devAgentRebates',
  method: 'POST',
  path: '/dev/agent/rebates/run',
  summary:
    "Pays the request merchant's agent rebates of a day now, today by default (development only: the job pays the days that have ended)",
  tags: ['development'],
  auth: 'none',
  body: z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date like 2026-01-31')
      .optional(),
  }),
  response: z.object({ day: z.string(), claims: z.number().int(), amount: z.string() }),
});

/** Registered only with the development routes, which NODE_ENV=production turns off. */
export default async function agentRebatesDevRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
) {
  registerOperation(app, devAgentRebates, async (req) => {
    const now = opts.clock();
    const day = req.body.day ?? localDateOf(now, req.merchant.timeZone);
    const paid = await payAgentRebatesForDay(opts.db, req.merchant, day, now);
    return { day, claims: paid.claims, amount: paid.amount.toString() };
  });
}
