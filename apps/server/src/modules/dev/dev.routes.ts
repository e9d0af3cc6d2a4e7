import type { FastifyInstance } from 'fastify';
import { devOutbox } from '@lotto/contract';
import type { Db } from '../../db/client';
import { registerOperation } from '../../lib/route';
import { latestOutbox } from '../verification/outbox';

/** Registered only when NODE_ENV is not production: lets developers and tests read sent codes. */
export default async function devRoutes(app: FastifyInstance, opts: { db: Db }) {
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
}
