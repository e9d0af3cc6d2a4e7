import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutgoingMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/** Where SMS and e-mail go. A real provider is an HTTP adapter with the same shape. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: every message is stored in the database and logged, never delivered. */
export function createOutboxProvider(db: Db, log: FastifyBaseLogger): MessageProvider {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, subject: message.subject ?? null });
      // The body holds a live code: log only where it goes.
      log.info(
        { channel: message.channel, recipient: message.recipient },
        'outbox: message stored',
      );
    },
  };
}

export async function latestOutbox(
  db: Db,
  filter: { channel?: 'sms' | 'email'; recipient?: string; limit: number },
) {
  const conditions = [
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}
