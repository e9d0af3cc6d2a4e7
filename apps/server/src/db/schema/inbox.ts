import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idAndMerchant, timestamptz, createdAt } from '../columns';
import { memberId } from './accounts';

/** Who a message was sent to: one member, a segment (a member label) or everyone. */
export type InboxAudience = 'member' | 'segment' | 'all';

/** A message from the merchant (§2.12 messages, /m/webEmail); HTML sanitized before it is stored. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    ...idAndMerchant,
    audience: text('audience').$type<InboxAudience>().notNull(),
    /** The member or the label named by the audience. */
    target: text('target'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentBy: text('sent_by'),
    createdAt: createdAt(),
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
    memberId: memberId(),
    readAt: timestamptz('read_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('inbox_receipts_member_idx').on(t.memberId, t.messageId),
  ],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
