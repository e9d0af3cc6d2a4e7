import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutboxMessage } from './outbox.repository';

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
      await insertOutboxMessage(db, { ...message, subject: message.subject ?? null });
      // The body holds a live code: log only where it goes.
      log.info(
        { channel: message.channel, recipient: message.recipient },
        'outbox: message stored',
      );
    },
  };
}

/** The development outbox (/dev/outbox) reads the stored messages back. */
export { latestOutbox } from './outbox.repository';
