import { z } from 'zod';
import { epochMs } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/** Messages to members from the console: support and the owner send, all audited. */
const tags = ['ops'];

export const sendInboxBody = closedObject({
  audience: z.enum(['member', 'segment', 'all'], {
    error: 'audience must be member, segment or all',
  }),
  /** The member's id (audience member). */
  memberId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  /** The member label of the segment (audience segment). */
  label: text('label').min(1).max(40, 'label must be at most 40 characters').optional(),
  title: text('title').min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  content: z
    .string({ error: 'content must be text' })
    .min(1, 'content is required')
    .max(20_000, 'content must be at most 20000 characters')
    .regex(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /^[^\u0000\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u,
      'content must not contain control characters',
    ),
}).meta({ id: 'SendInboxBody' });
export type SendInboxInput = z.infer<typeof sendInboxBody>;

export const opsSendMessage = defineOperation({
  operationId: 'opsSendMessage',
  method: 'POST',
  path: '/ops/messages',
  summary: 'Send a message to one member, a segment (member label) or everyone',
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: sendInboxBody,
  response: z
    .object({ id: z.number().int(), recipients: z.number().int() })
    .meta({ id: 'SentMessage' }),
});

export const opsMessages = defineOperation({
  operationId: 'opsMessages',
  method: 'GET',
  path: '/ops/messages',
  summary: 'The messages sent, newest first, with how many members have read each',
  tags,
  auth: 'operator',
  roles: ['owner', 'support', 'read_only'],
  response: z
    .object({
      list: z.array(
        z.object({
          id: z.number().int(),
          audience: z.enum(['member', 'segment', 'all']),
          target: z.string().nullable(),
          title: z.string(),
          sentBy: z.string().nullable(),
          createdAt: epochMs,
          recipients: z.number().int(),
          read: z.number().int(),
        }),
      ),
    })
    .meta({ id: 'OpsMessages' }),
});
