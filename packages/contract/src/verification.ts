import { z } from 'zod';
import { text } from './input-bounds';
import { defineOperation } from './operation';

/**
 * An ALTCHA proof-of-work challenge (v2), as the widget takes it. The client fetches it through
 * the envelope and hands `value` to the widget; the solved payload goes back as the `altcha` field.
 */
export const altchaChallengeValue = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .passthrough()
  .meta({ id: 'AltchaChallenge' });

export const altchaChallenge = defineOperation({
  operationId: 'altchaChallenge',
  method: 'GET',
  path: '/wps/verification/altcha',
  summary: 'A new human-verification challenge, good for one use (§2.4, §2.5)',
  tags: ['session'],
  auth: 'none',
  response: altchaChallengeValue,
});

export const outboxChannel = z.enum(['sms', 'email']);

export const outboxQuery = z.object({
  channel: outboxChannel.optional(),
  recipient: text('recipient').max(255).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});

export const outboxMessage = z
  .object({
    id: z.number().int(),
    channel: outboxChannel,
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Development only (not served when NODE_ENV is production): read what SMS and e-mail sent. */
export const devOutbox = defineOperation({
  operationId: 'devOutbox',
  method: 'GET',
  path: '/dev/outbox',
  summary: 'The latest SMS and e-mail messages of the outbox provider (development only)',
  tags: ['development'],
  auth: 'none',
  query: outboxQuery,
  response: z.array(outboxMessage),
});
