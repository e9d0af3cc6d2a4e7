import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation, devOutbox } from '@lotto/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from '../accounts/account-services';
import { latestOutbox } from '../accounts/outbox.service';

const devCaptchaAnswer = defineOperation({
  operationId: 'devCaptchaAnswer',
  method: 'GET',
  path: '/dev/captcha',
  summary: 'The answer of a recent captcha (development only)',
  tags: ['development'],
  auth: 'none',
  query: z.object({ captchaId: z.string().max(64) }),
  response: z.object({ answer: z.string() }),
});

/** Registered only when NODE_ENV is not production: lets developers and tests read codes. */
export default async function devRoutes(
  app: FastifyInstance,
  opts: { db: Db; captcha: AccountServices['captcha'] },
) {
  registerOperation(app, devOutbox, async (req) => {
    const rows = await latestOutbox(opts.db, req.query);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.getTime(),
    }));
  });

  registerOperation(app, devCaptchaAnswer, (req) => {
    const answer = opts.captcha.answerFor(req.query.captchaId);
    if (answer === null) throw notFound('No such captcha');
    return { answer };
  });
}
