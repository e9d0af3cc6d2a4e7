import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedbackType } from '@lotto/contract';
import { members } from './accounts';

/**
 * An image as stored (re-encoded): its size counts toward the member's bytes of the day; the
 * console's list shows its thumbnail. Older rows have neither.
 */
interface FeedbackImage {
  storageKey: string;
  contentType: 'image/png' | 'image/jpeg';
  sizeBytes?: number;
  thumbnailKey?: string;
}

/**
 * Feedback a member sends (a type, the text, up to 3 images) and support's answer. The
 * images' bytes stay in the private slip storage under `images[].storageKey`, never a public URL.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<FeedbackImage[]>().notNull().default([]),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    index('feedback_merchant_idx').on(t.merchantCode, t.createdAt),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;
