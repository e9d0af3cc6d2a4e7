import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  FEEDBACK_IMAGE_MAX_BYTES,
  FieldIssueCode,
  type FeedbackValue,
  type Language,
  type MerchantConfig,
  type OpsFeedbackValue,
  type SendFeedbackInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { FeedbackRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { sniffImage, withSavedFiles, type SlipStorage } from '../money/slip-storage';
import { recordAudit, type Actor } from '../ops/audit.service';
import {
  feedbackOfMember,
  feedbackOfMerchant,
  insertFeedback,
  lockFeedback,
  merchantLanguage,
  messageToMember,
  saveAnswer,
  setImages,
  type FeedbackFilter,
} from './feedback.repository';

const LIST_LIMIT = 100;

/** The inbox title of an answer, in the merchant's default language (th and en; others en). */
const ANSWER_TITLE: Partial<Record<Language, string>> & { en: string } = {
  en: 'Answer to your feedback',
  th: 'คำตอบสำหรับความคิดเห็นของคุณ',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const imageError = (message: string, reason: string) =>
  fieldError('images', message, ErrorCode.BAD_REQUEST, {
    code: FieldIssueCode.invalid,
    params: { reason },
  });

/** The bytes of each data URL, checked by their signature and size, not by what the URL claims. */
function decodeImages(images: string[]) {
  return images.map((dataUrl) => {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (bytes.length >= FEEDBACK_IMAGE_MAX_BYTES)
      throw imageError('images must be under 5 MB each', 'size');
    const contentType = sniffImage(bytes);
    if (!contentType) throw imageError('images must be png or jpg images', 'type');
    return { bytes, contentType };
  });
}

const memberValue = (r: FeedbackRow): FeedbackValue => ({
  id: r.id,
  type: r.type,
  content: r.content,
  imageCount: r.images.length,
  answer: r.answer,
  answeredAt: r.answeredAt?.getTime() ?? null,
  createdAt: r.createdAt.getTime(),
});

/**
 * Issue 21 feedback: a member sends it with up to 3 images (kept in the private slip storage,
 * never under a public URL); support answers in the console, audited, and the answer also
 * reaches the member's inbox.
 */
export function createFeedbackService(db: Db, clock: Clock, storage: SlipStorage) {
  async function opsValue(r: FeedbackRow, username: string): Promise<OpsFeedbackValue> {
    const images: string[] = [];
    for (const image of r.images) {
      if (!image.storageKey.startsWith(`${r.merchantCode}/feedback/`)) continue;
      const bytes = await storage.read(image.storageKey);
      images.push(`data:${image.contentType};base64,${bytes.toString('base64')}`);
    }
    return {
      id: r.id,
      memberId: r.memberId,
      username,
      type: r.type,
      content: r.content,
      images,
      answer: r.answer,
      answeredBy: r.answeredBy,
      answeredAt: r.answeredAt?.getTime() ?? null,
      createdAt: r.createdAt.getTime(),
    };
  }

  return {
    async send(
      merchant: MerchantConfig,
      memberId: number,
      input: SendFeedbackInput,
    ): Promise<FeedbackValue> {
      const images = decodeImages(input.images);
      const now = clock();
      return withSavedFiles(storage, (save) =>
        db.transaction(async (tx) => {
          const row = await insertFeedback(tx, {
            merchantCode: merchant.code,
            memberId,
            type: input.type,
            content: input.content,
            createdAt: now,
          });
          if (images.length === 0) return memberValue(row);
          const stored: FeedbackRow['images'] = [];
          for (const image of images) {
            const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
            const storageKey = `${merchant.code}/feedback/${row.id}/${randomBytes(12).toString('hex')}.${ext}`;
            await save(storageKey, image.bytes);
            stored.push({ storageKey, contentType: image.contentType });
          }
          await setImages(tx, row.id, stored);
          return memberValue({ ...row, images: stored });
        }),
      );
    },

    async mine(memberId: number): Promise<FeedbackValue[]> {
      return (await feedbackOfMember(db, memberId, LIST_LIMIT)).map(memberValue);
    },

    async list(merchantCode: string, filter: FeedbackFilter) {
      const rows = await feedbackOfMerchant(db, merchantCode, filter, LIST_LIMIT);
      const list: OpsFeedbackValue[] = [];
      for (const { row, username } of rows) list.push(await opsValue(row, username));
      return { list };
    },

    /** The answer, its audit entry and the inbox message land together, or none does. */
    async answer(actor: Actor, id: number, answer: string) {
      const now = clock();
      const language = await merchantLanguage(db, actor.merchantCode);
      return db.transaction(async (tx) => {
        const found = await lockFeedback(tx, actor.merchantCode, id);
        if (!found) throw fieldError('id', 'no such feedback', ErrorCode.NOT_FOUND);
        const after = await saveAnswer(tx, id, {
          answer,
          answeredBy: actor.username ?? null,
          answeredAt: now,
        });
        await messageToMember(tx, {
          merchantCode: actor.merchantCode,
          memberId: found.row.memberId,
          title: (language && ANSWER_TITLE[language]) ?? ANSWER_TITLE.en,
          content: `<p>${escapeHtml(answer).replace(/\n/g, '<br>')}</p>`,
          sentBy: actor.username ?? null,
          at: now,
        });
        await recordAudit(tx, actor, {
          action: 'feedback.answer',
          targetType: 'feedback',
          targetId: id,
          before: { answer: found.row.answer },
          after: { answer },
        });
        return opsValue(after, found.username);
      });
    },
  };
}
