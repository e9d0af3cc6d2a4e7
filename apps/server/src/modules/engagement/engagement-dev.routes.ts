import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { OffsetClock } from './engagement-clock';
import { DAY_MS } from '../../lib/time-zone';

const MAX_OFFSET_DAYS = 366;

const devEngagementClock = defineOperation({
  operationId: 'devEngagementClock',
  method: 'POST',
  path: '/dev/engagement/clock',
  summary: "Moves the engagement module's clock by an offset (development only)",
  tags: ['development'],
  auth: 'none',
  body: z.object({
    offsetMs: z
      .number()
      .int()
      .min(-MAX_OFFSET_DAYS * DAY_MS)
      .max(MAX_OFFSET_DAYS * DAY_MS),
  }),
  response: z.object({ now: z.number().int() }),
});

/** Registered only with the development routes, which NODE_ENV=production turns off. */
export default async function engagementDevRoutes(
  app: FastifyInstance,
  opts: { offsetClock: OffsetClock },
) {
  registerOperation(app, devEngagementClock, (req) => {
    opts.offsetClock.setOffset(req.body.offsetMs);
    return { now: opts.offsetClock.clock().getTime() };
  });
}
