import type { FastifyInstance } from 'fastify';
import { createHandover, redeemHandover } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { AccountServices } from './account-services';
import { clientOf } from './client';

/** A guessed code is 256 bits; the limit keeps a flood of guesses off the database all the same. */
const REDEEM_PER_MINUTE = 20;

export default async function handoverRoutes(app: FastifyInstance, opts: AccountServices) {
  registerOperation(app, createHandover, (req) => opts.handover.create(currentMember(req)));
  registerOperation(
    app,
    redeemHandover,
    (req) => opts.handover.redeem(req.body.code, clientOf(req)),
    {
      rateLimit: { max: REDEEM_PER_MINUTE, timeWindow: 60_000 },
    },
  );
}
