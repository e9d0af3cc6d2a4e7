import { z } from 'zod';
import {
  countWords,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
} from './constants';
import { epochMs } from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/** An image as a data URL (what a browser's FileReader gives); the server checks the bytes. */
const FEEDBACK_IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const IMAGE_DATA_URL_MAX =
  'data:image/jpeg;base64,'.length + Math.ceil(FEEDBACK_IMAGE_MAX_BYTES / 3) * 4;
/** The largest body a feedback call takes: three images and the text. */
export const FEEDBACK_BODY_LIMIT =
  IMAGE_DATA_URL_MAX * FEEDBACK_IMAGE_MAX_COUNT + FEEDBACK_CONTENT_MAX_LENGTH * 4 + 64 * 1024;

export const sendFeedbackBody = z
  .object({
    type: z.enum(FEEDBACK_TYPES, { error: `type must be one of ${FEEDBACK_TYPES.join(', ')}` }),
    content: text('content', 'content is required')
      .trim()
      .max(
        FEEDBACK_CONTENT_MAX_LENGTH,
        `content must be at most ${FEEDBACK_CONTENT_MAX_LENGTH} characters`,
      )
      .refine((v) => {
        const n = countWords(v);
        return n >= FEEDBACK_WORDS_MIN && n <= FEEDBACK_WORDS_MAX;
      }, `content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`),
    images: z
      .array(
        z
          .string({ error: 'images must be png or jpg images' })
          .max(IMAGE_DATA_URL_MAX, 'images must be under 5 MB each')
          .regex(FEEDBACK_IMAGE_DATA_URL, 'images must be png or jpg images'),
        { error: 'images must be a list' },
      )
      .max(FEEDBACK_IMAGE_MAX_COUNT, `images must be at most ${FEEDBACK_IMAGE_MAX_COUNT}`)
      .default([]),
  })
  .meta({ id: 'SendFeedbackBody' });
export type SendFeedbackInput = z.output<typeof sendFeedbackBody>;

const feedbackItem = z
  .object({
    id: z.number().int().positive().max(INT4_MAX),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string().max(FEEDBACK_CONTENT_MAX_LENGTH),
    imageCount: z.number().int().min(0).max(FEEDBACK_IMAGE_MAX_COUNT),
    answer: z.string().max(2000).nullable(),
    answeredAt: epochMs.nullable(),
    createdAt: epochMs,
  })
  .meta({ id: 'Feedback' });
export type FeedbackValue = z.infer<typeof feedbackItem>;

export const sendFeedback = defineOperation({
  operationId: 'sendFeedback',
  method: 'POST',
  path: '/wps/member/feedback',
  summary: `§5 feedback: the member sends a type, ${FEEDBACK_WORDS_MIN}-${FEEDBACK_WORDS_MAX} words, up to ${FEEDBACK_IMAGE_MAX_COUNT} png or jpg images under 5 MB`,
  tags: ['member'],
  auth: 'member',
  body: sendFeedbackBody,
  response: feedbackItem,
});

export const myFeedback = defineOperation({
  operationId: 'myFeedback',
  method: 'GET',
  path: '/wps/member/feedback',
  summary: "§5 feedback: the member's own, newest first, with support's answers",
  tags: ['member'],
  auth: 'member',
  response: z.array(feedbackItem),
});

const FEEDBACK_READERS = ['owner', 'support', 'read_only'] as const;

/**
 * One feedback image for the console (the image's bytes, not the envelope), with the list's
 * roles: `?id=<feedback>&index=<0..2>`, and `&size=thumbnail` for a small copy.
 */
export const FEEDBACK_IMAGE_PATH = '/ops/feedback/image';
const FEEDBACK_WRITERS = ['owner', 'support'] as const;

const opsFeedbackItem = feedbackItem
  .omit({ imageCount: true })
  .extend({
    memberId: z.number().int(),
    username: z.string(),
    answeredBy: z.string().nullable(),
    /**
     * Links to the images (FEEDBACK_IMAGE_PATH), never their bytes: a list of 100 with 3 images
     * each would be hundreds of megabytes. The links answer an operator of the list's roles only.
     */
    images: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
  })
  .meta({ id: 'OpsFeedback' });
export type OpsFeedbackValue = z.infer<typeof opsFeedbackItem>;

export const opsFeedbackList = defineOperation({
  operationId: 'opsFeedbackList',
  method: 'GET',
  path: '/ops/feedback',
  summary:
    "Members' feedback, newest first, with links to their images: open (not answered), answered or all, of the members whose username starts with `username`",
  tags: ['ops'],
  auth: 'operator',
  roles: FEEDBACK_READERS,
  query: closedObject({
    state: z
      .enum(['open', 'answered', 'all'], { error: 'state must be open, answered or all' })
      .default('open'),
    /** A member's username prefix (case-insensitive). */
    username: text('username').min(1).max(32, 'username must be at most 32 characters').optional(),
  }),
  response: z.object({ list: z.array(opsFeedbackItem) }),
});

export const opsFeedbackImageQuery = closedObject({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(INT4_MAX),
  index: z.coerce
    .number({ error: 'index must be a number' })
    .int()
    .min(0)
    .max(FEEDBACK_IMAGE_MAX_COUNT - 1, `index must be below ${FEEDBACK_IMAGE_MAX_COUNT}`),
  size: z.enum(['full', 'thumbnail'], { error: 'size must be full or thumbnail' }).default('full'),
});

export const answerFeedbackBody = closedObject({
  id: z.number({ error: 'id must be a number' }).int().positive().max(INT4_MAX),
  answer: text('answer')
    .trim()
    .min(1, 'answer is required')
    .max(2000, 'answer must be at most 2000 characters'),
}).meta({ id: 'OpsAnswerFeedbackBody' });

export const opsAnswerFeedback = defineOperation({
  operationId: 'opsAnswerFeedback',
  method: 'POST',
  path: '/ops/feedback/answer',
  summary: "Answer a member's feedback (the answer also reaches the member's inbox); audited",
  tags: ['ops'],
  auth: 'operator',
  roles: FEEDBACK_WRITERS,
  body: answerFeedbackBody,
  response: opsFeedbackItem,
});
