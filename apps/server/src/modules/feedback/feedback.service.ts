import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_PATH,
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
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { reencodeImage, thumbnailOf, type StoredImage } from '../media/member-image';
import { holdMemberUploads, precheckMemberUploads } from '../media/member-uploads';
import { startOfDay } from '../../lib/money-day';
import { withSavedFiles, type SlipStorage } from '../money/slip-storage';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  feedbackOfMember,
  feedbackOfMerchant,
  feedbackOfMerchantById,
  insertFeedback,
  lockFeedback,
  merchantLanguage,
  messageToMember,
  saveAnswer,
  setImages,
  type FeedbackFilter,
} from './feedback.repository';

const LIST_LIMIT = 100;

/** The inbox title of an answer, in the merchant's default language. */
export const ANSWER_TITLE: Readonly<Record<Language, string>> = {
  en: 'Answer to your feedback',
  th: 'คำตอบสำหรับความคิดเห็นของคุณ',
  cn: '您的反馈已有回复',
  ja: 'フィードバックへの回答',
  vi: 'Phản hồi cho góp ý của bạn',
  id: 'Jawaban atas masukan Anda',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const imageError = (message: string, reason: string, code: ErrorCode = ErrorCode.BAD_REQUEST) =>
  fieldError('images', message, code, {
    code: FieldIssueCode.invalid,
    params: { reason },
  });

/**
 * Each data URL's bytes decoded in full and encoded again (media/member-image): an image is what
 * decodes, not what its first bytes or its URL claim. The refusal is worded in the caller's
 * language (its message is the catalogue's).
 */
async function decodeImages(images: string[]): Promise<StoredImage[]> {
  const decoded: StoredImage[] = [];
  for (const dataUrl of images) {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (bytes.length >= FEEDBACK_IMAGE_MAX_BYTES)
      throw imageError('images must be under 5 MB each', 'size');
    const image = await reencodeImage(bytes);
    if (!image) {
      const { value } = imageError('images must be png or jpg images', 'type');
      throw new HttpError(ErrorCode.IMAGE_UNREADABLE, '', value);
    }
    decoded.push(image);
  }
  return decoded;
}

/** The console's links to a feedback's images (FEEDBACK_IMAGE_PATH serves them). */
const imageLinks = (r: FeedbackRow) =>
  r.images.map((_, index) => {
    const url = `${FEEDBACK_IMAGE_PATH}?id=${r.id}&index=${index}`;
    return { url, thumbnailUrl: `${url}&size=thumbnail` };
  });

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
 * Feedback: a member sends it with up to 3 images (kept in the private slip storage,
 * never under a public URL); support answers in the console, audited, and the answer also
 * reaches the member's inbox.
 */
// eslint-disable-next-line max-lines-per-function -- the feedback service's method table (send, mine, list, image, answer) sharing opsValue; each is linted on its own, the longest (send) 50 lines
export function createFeedbackService(db: Db, clock: Clock, storage: SlipStorage) {
  const opsValue = (r: FeedbackRow, username: string): OpsFeedbackValue => ({
    id: r.id,
    memberId: r.memberId,
    username,
    type: r.type,
    content: r.content,
    images: imageLinks(r),
    answer: r.answer,
    answeredBy: r.answeredBy,
    answeredAt: r.answeredAt?.getTime() ?? null,
    createdAt: r.createdAt.getTime(),
  });

  return {
    async send(
      merchant: MerchantConfig,
      memberId: number,
      input: SendFeedbackInput,
    ): Promise<FeedbackValue> {
      const now = clock();
      const since = startOfDay(now, merchant.timeZone);
      await precheckMemberUploads(db, memberId, since, {
        kind: 'feedback',
        field: 'images',
        bytes: input.images.length > 0 ? 1 : 0,
      });
      const images = await decodeImages(input.images);
      const thumbnails = await Promise.all(images.map((image) => thumbnailOf(image.bytes)));
      const bytes = images.reduce((sum, image) => sum + image.bytes.length, 0);
      return withSavedFiles(storage, (save) =>
        db.transaction(async (tx) => {
          await holdMemberUploads(tx, memberId, since, {
            kind: 'feedback',
            field: 'images',
            bytes,
          });
          const row = await insertFeedback(tx, {
            merchantCode: merchant.code,
            memberId,
            type: input.type,
            content: input.content,
            createdAt: now,
          });
          if (images.length === 0) return memberValue(row);
          const stored: FeedbackRow['images'] = [];
          for (const [i, image] of images.entries()) {
            const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
            const name = `${merchant.code}/feedback/${row.id}/${randomBytes(12).toString('hex')}`;
            const storageKey = `${name}.${ext}`;
            const thumbnailKey = `${name}.thumbnail.webp`;
            await save(storageKey, image.bytes);
            await save(thumbnailKey, thumbnails[i]!);
            stored.push({
              storageKey,
              contentType: image.contentType,
              sizeBytes: image.bytes.length,
              thumbnailKey,
            });
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
      return { list: rows.map(({ row, username }) => opsValue(row, username)) };
    },

    /** One image of a feedback of the operator's merchant, or its thumbnail (made if missing). */
    async image(merchantCode: string, id: number, index: number, size: 'full' | 'thumbnail') {
      const row = await feedbackOfMerchantById(db, merchantCode, id);
      const image = row?.images[index];
      if (!row || !image || !image.storageKey.startsWith(`${merchantCode}/feedback/`)) {
        throw notFound('No such image');
      }
      if (size === 'full') {
        return { bytes: await storage.read(image.storageKey), contentType: image.contentType };
      }
      const bytes = image.thumbnailKey
        ? await storage.read(image.thumbnailKey)
        : await thumbnailOf(await storage.read(image.storageKey));
      return { bytes, contentType: 'image/webp' };
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
