import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation, noValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { lockProtection, saveSessionTime } from './protection.repository';
import { merchantDayOf } from './session-time.service';

const devSessionTimeUsed = defineOperation({
  operationId: 'devSessionTimeUsed',
  method: 'POST',
  path: '/dev/protection/sessionTime',
  summary:
    "Sets the calling member's time logged in today, in seconds (development only: e2e tests reach the session-time limit without waiting)",
  tags: ['development'],
  auth: 'member',
  body: z.object({ usedSeconds: z.number().int().nonnegative().max(86_400) }),
  response: noValue,
});

/** Registered only when NODE_ENV is not production. */
export default async function protectionDevRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
) {
  registerOperation(app, devSessionTimeUsed, async (req) => {
    const member = realMember(req);
    const now = opts.clock();
    await opts.db.transaction(async (tx) => {
      await lockProtection(tx, member.id);
      await saveSessionTime(tx, {
        memberId: member.id,
        day: merchantDayOf(now, req.merchant.timeZone).key,
        usedMs: req.body.usedSeconds * 1000,
        countedTo: now,
      });
    });
    return null;
  });
}
