import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** Who a message was sent to: one member, a segment (a member label) or everyone. */
export type InboxAudience = 'member' | 'segment' | 'all';

/** A message from the merchant (§2.12 messages, /m/webEmail); HTML sanitized before it is stored. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    audience: text('audience').$type<InboxAudience>().notNull(),
    /** The member or the label named by the audience. */
    target: text('target'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentBy: text('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_merchant_idx').on(t.merchantCode, t.createdAt)],
);

/** One member's copy: written when the message is sent, read and deleted per member. */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('inbox_receipts_member_idx').on(t.memberId, t.messageId),
  ],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
