import { and, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { textLanguageOf } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  feedback,
  inboxMessages,
  inboxReceipts,
  members,
  merchants,
  type FeedbackRow,
} from '../../db/schema';
import { findMerchantRow } from '../../lib/merchant-rows';

export const insertFeedback = async (db: Db, row: typeof feedback.$inferInsert) =>
  (await db.insert(feedback).values(row).returning())[0]!;

export const setImages = (db: Db, id: number, images: FeedbackRow['images']) =>
  db.update(feedback).set({ images }).where(eq(feedback.id, id));

export const feedbackOfMember = (db: Db, memberId: number, limit: number) =>
  db
    .select()
    .from(feedback)
    .where(eq(feedback.memberId, memberId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);

export interface FeedbackFilter {
  state: 'open' | 'answered' | 'all';
  /** A username prefix, case-insensitive. */
  username?: string | undefined;
}

/** `%` and `_` typed by an operator are letters, not patterns. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The merchant's feedback with the member's name: open ones, answered ones, or all. */
export const feedbackOfMerchant = (
  db: Db,
  merchantCode: string,
  { state, username }: FeedbackFilter,
  limit: number,
) =>
  db
    .select({ row: feedback, username: members.username })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(
      and(
        eq(feedback.merchantCode, merchantCode),
        state === 'open'
          ? isNull(feedback.answer)
          : state === 'answered'
            ? isNotNull(feedback.answer)
            : sql`true`,
        username === undefined ? undefined : ilike(members.username, likePrefix(username)),
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);

export async function feedbackOfMerchantById(db: Db, merchantCode: string, id: number) {
  return findMerchantRow(db, feedback, merchantCode, eq(feedback.id, id));
}

export async function lockFeedback(db: Db, merchantCode: string, id: number) {
  const rows = await db
    .select({ row: feedback, username: members.username })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(and(eq(feedback.id, id), eq(feedback.merchantCode, merchantCode)))
    .for('update', { of: feedback });
  return rows[0] ?? null;
}

export const saveAnswer = async (
  db: Db,
  id: number,
  answer: { answer: string; answeredBy: string | null; answeredAt: Date },
) => (await db.update(feedback).set(answer).where(eq(feedback.id, id)).returning())[0]!;

/** The answer as an inbox message to the one member (in the inbox's tables). */
export async function messageToMember(
  db: Db,
  message: {
    merchantCode: string;
    memberId: number;
    title: string;
    content: string;
    sentBy: string | null;
    at: Date;
  },
) {
  const [row] = await db
    .insert(inboxMessages)
    .values({
      merchantCode: message.merchantCode,
      audience: 'member',
      target: String(message.memberId),
      title: message.title,
      content: message.content,
      sentBy: message.sentBy,
      createdAt: message.at,
    })
    .returning({ id: inboxMessages.id });
  await db.insert(inboxReceipts).values({ messageId: row!.id, memberId: message.memberId });
  return row!.id;
}

/** The merchant's default language, for the inbox title of an answer. */
export async function merchantLanguage(db: Db, merchantCode: string) {
  const rows = await db
    .select({ config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, merchantCode));
  const language = rows[0]?.config.languages.default;
  return language ? textLanguageOf(language) : null;
}
