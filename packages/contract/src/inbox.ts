import { z } from 'zod';
import { bodyRecordId, epochMs, noValue } from './fields';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/** The inbox of /m/webEmail (§2.12, §7 message paths): the merchant's messages to a member. */
const tags = ['messages'];

export const INBOX_PAGE_SIZE_MAX = 50;

export const inboxMessage = z
  .object({
    id: z.number().int(),
    title: z.string().max(200),
    /** HTML, sanitized by the server before it is stored. */
    content: z.string().max(20_000),
    read: z.boolean(),
    createdAt: epochMs,
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxQuery = z.object({
  pageNo: z.coerce
    .number({ error: 'pageNo must be a number' })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1)
    .max(INBOX_PAGE_SIZE_MAX)
    .default(10),
});
export type InboxInput = z.input<typeof inboxQuery>;

export const inboxValue = z
  .object({
    list: z.array(inboxMessage),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    unreadCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Inbox' });
export type InboxValue = z.infer<typeof inboxValue>;

export const inbox = defineOperation({
  operationId: 'inbox',
  method: 'GET',
  path: '/wps/message/inbox',
  summary:
    "The member's messages, newest first, with the unread count (§2.12, §7). Path chosen: GET /wps/message/inbox",
  tags,
  auth: 'member',
  query: inboxQuery,
  response: inboxValue,
});

export const inboxMessageBody = closedObject({
  messageId: bodyRecordId('messageId'),
}).meta({ id: 'InboxMessageBody' });

export const readInboxMessage = defineOperation({
  operationId: 'readInboxMessage',
  method: 'POST',
  path: '/wps/message/read',
  summary:
    "Mark one of the member's messages read when opened (§7). Path chosen: POST /wps/message/read",
  tags,
  auth: 'member',
  body: inboxMessageBody,
  response: noValue,
});

export const deleteInboxMessage = defineOperation({
  operationId: 'deleteInboxMessage',
  method: 'POST',
  path: '/wps/message/delete',
  summary:
    "Delete one of the member's own messages; another member's is not found (§7). Path chosen: POST /wps/message/delete",
  tags,
  auth: 'member',
  body: inboxMessageBody,
  response: noValue,
});
