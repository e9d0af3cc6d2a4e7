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

const devSessionStart = defineOperation({
  operationId: 'devSessionStart',
  method: 'POST',
  path: '/dev/protection/sessionStart',
  summary:
    "Moves the calling session's login this many minutes back (development only: e2e tests reach a reality check without waiting)",
  tags: ['development'],
  auth: 'member',
  body: z.object({
    minutesAgo: z
      .number()
      .int()
      .nonnegative()
      .max(24 * 60),
  }),
  response: noValue,
});

/** Registered only when NODE_ENV is not production. */
export default async function protectionDevRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    clock: Clock;
    /** Accounts' own write of a session's login time (accounts owns the sessions). */
    moveLoginBack: (db: Db, memberId: number, sessionId: number, at: Date) => Promise<void>;
  },
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

  registerOperation(app, devSessionStart, async (req) => {
    const member = realMember(req);
    const at = new Date(opts.clock().getTime() - req.body.minutesAgo * 60_000);
    await opts.moveLoginBack(opts.db, member.id, member.sessionId, at);
    return null;
  });
}
