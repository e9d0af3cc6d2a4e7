import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FeedbackType } from '@lotto/contract';
import { integerIdAndMerchant, timestamptz, createdAt } from '../columns';
import { memberId } from './accounts';

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
    ...integerIdAndMerchant,
    memberId: memberId(),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<FeedbackImage[]>().notNull().default([]),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamptz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    index('feedback_merchant_idx').on(t.merchantCode, t.createdAt),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;
