import { z } from 'zod';
import {
  bodyRecordId,
  bodyWholeNumber,
  epochMs,
  queryRecordId,
  unsignedDecimalString,
} from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { siteOrHttpsLink } from './link-fields';
import { closedObject } from './ops-fields';
import { PromotionKind, promotionEntryStatuses, promotionKinds } from './promotion-kinds';

/** Promotions in the console: the content role and the owner write, every write audited. */
const tags = ['ops'];
const WRITERS = ['owner', 'content'] as const;
const READERS = ['owner', 'content', 'support', 'read_only'] as const;

const localizedText = (field: string, max: number) =>
  z.object({
    th: text(`${field}.th`).max(max, `${field}.th must be at most ${max} characters`),
    en: text(`${field}.en`).max(max, `${field}.en must be at most ${max} characters`),
  });

/** HTML keeps its line breaks, so only NUL and the bidi overrides are refused; the server sanitizes it. */
const htmlText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(100_000, `${field} must be at most 100000 characters`)
    .regex(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /^[^\u0000\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u,
      `${field} must not contain control characters`,
    );

const amount = (field: string) =>
  unsignedDecimalString.refine((v) => v.length <= 20, `${field} is too large`);

export const promotionRuleInput = z.object({
  kind: z.enum(promotionKinds, { error: `kind must be one of ${promotionKinds.join(', ')}` }),
  review: z.boolean(),
  /** Basis points: 10000 is 100%. */
  rateBp: z.number().int().min(0).max(100_000, 'rateBp must be at most 100000'),
  cap: amount('cap').nullable(),
  /** One-off reward: the amount; REFERRAL: what the inviter gets for each friend's first deposit. */
  reward: amount('reward').nullable(),
  /** REFERRAL: the least first deposit of a friend that pays the inviter; null for any. */
  minDeposit: amount('minDeposit').nullable().default(null),
  turnoverMultiple: z.number().int().min(0).max(1000, 'turnoverMultiple must be at most 1000'),
  rebateBasis: z.enum(['losses', 'turnover']).nullable(),
  memberTypes: z.array(z.number().int().min(0).max(99)).max(20),
  firstDepositOnly: z.boolean(),
  periodDays: z.number().int().min(1).max(366).nullable(),
  /** §5 joining asks the member for a comment (at most 140 characters). */
  takesComment: z.boolean().default(false),
});
export type PromotionRuleInput = z.infer<typeof promotionRuleInput>;

/**
 * The rule of a promotion that only informs (nothing to join or claim): a new promotion's in the
 * console, and the one the server answers for a promotion stored without a rule.
 */
export const infoPromotionRule = (): PromotionRuleInput => ({
  kind: PromotionKind.info,
  review: false,
  rateBp: 0,
  cap: null,
  reward: null,
  minDeposit: null,
  turnoverMultiple: 0,
  rebateBasis: null,
  memberTypes: [0, 1, 2],
  firstDepositOnly: false,
  periodDays: null,
  takesComment: false,
});

export const opsPromotion = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.object({ th: z.string(), en: z.string() }),
    content: z.object({ th: z.string(), en: z.string() }),
    imageUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    startAt: epochMs,
    endAt: epochMs.nullable(),
    noExpiry: z.boolean(),
    categoryIds: z.array(z.number().int()),
    enabled: z.boolean(),
    rule: promotionRuleInput,
    counts: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'OpsPromotion' });
export type OpsPromotion = z.infer<typeof opsPromotion>;

export const opsPromotions = defineOperation({
  operationId: 'opsPromotions',
  method: 'GET',
  path: '/ops/promotions',
  summary: 'Promotions with their rules and how many entries each status holds',
  tags,
  auth: 'operator',
  roles: READERS,
  response: z.object({ list: z.array(opsPromotion) }).meta({ id: 'OpsPromotionList' }),
});

export const savePromotionBody = closedObject({
  /** Absent: a new promotion. */
  id: bodyRecordId('id').optional(),
  title: localizedText('title', 200),
  content: z.object({ th: htmlText('content.th'), en: htmlText('content.en') }),
  imageUrl: siteOrHttpsLink('imageUrl').nullable(),
  linkUrl: siteOrHttpsLink('linkUrl').nullable(),
  startAt: epochMs.max(8_640_000_000_000),
  endAt: epochMs.max(8_640_000_000_000).nullable(),
  categoryIds: z.array(z.number().int().positive().max(INT4_MAX)).max(20),
  enabled: z.boolean(),
  rule: promotionRuleInput,
}).meta({ id: 'SavePromotionBody' });
export type SavePromotionInput = z.input<typeof savePromotionBody>;

export const opsSavePromotion = defineOperation({
  operationId: 'opsSavePromotion',
  method: 'POST',
  path: '/ops/promotions',
  summary: 'Create or edit a promotion and its rule (content sanitized before it is stored)',
  tags,
  auth: 'operator',
  roles: WRITERS,
  body: savePromotionBody,
  response: z.object({ id: z.number().int() }).meta({ id: 'SavedPromotion' }),
});

export const promotionEntry = z
  .object({
    id: z.number().int(),
    announcementId: z.number().int(),
    memberId: z.number().int(),
    username: z.string(),
    period: z.number().int(),
    status: z.enum(promotionEntryStatuses),
    appliedAt: epochMs,
    joinedAt: epochMs.nullable(),
    reviewedAt: epochMs.nullable(),
    reviewedBy: z.string().nullable(),
    rejectReason: z.string().nullable(),
    /** §5 what the member wrote when joining, for a promotion that takes a comment. */
    comment: z.string().nullable(),
    claimedAt: epochMs.nullable(),
    bonus: z.string().nullable(),
    turnover: z.string().nullable(),
    issuedAt: epochMs.nullable(),
    creditNote: z.string().nullable(),
  })
  .meta({ id: 'OpsPromotionEntry' });
export type PromotionEntry = z.infer<typeof promotionEntry>;

export const opsPromotionEntries = defineOperation({
  operationId: 'opsPromotionEntries',
  method: 'GET',
  path: '/ops/promotions/entries',
  summary: "A promotion's entries: who applied, joined and claimed",
  tags,
  auth: 'operator',
  roles: READERS,
  query: closedObject({
    announcementId: queryRecordId('announcementId'),
    status: z.enum(promotionEntryStatuses).optional(),
  }),
  response: z.object({ list: z.array(promotionEntry) }).meta({ id: 'OpsPromotionEntries' }),
});

export const reviewEntryBody = closedObject({
  entryId: bodyRecordId('entryId'),
  approve: z.boolean({ error: 'approve must be true or false' }),
  reason: text('reason').max(200, 'reason must be at most 200 characters').optional(),
}).meta({ id: 'ReviewPromotionEntryBody' });

export const opsReviewPromotionEntry = defineOperation({
  operationId: 'opsReviewPromotionEntry',
  method: 'POST',
  path: '/ops/promotions/review',
  summary: 'Approve (joined) or reject an application that waits for review (applying)',
  tags,
  auth: 'operator',
  roles: WRITERS,
  body: reviewEntryBody,
  response: z.object({ status: z.enum(promotionEntryStatuses) }).meta({ id: 'ReviewedEntry' }),
});

/** §2.11 the activity center's category filter, edited in the console. */
export const opsPromotionCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.object({ th: z.string(), en: z.string() }),
    sortOrder: z.number().int(),
    /** How many promotions are filed under it. */
    promotions: z.number().int(),
  })
  .meta({ id: 'OpsPromotionCategory' });
export type OpsPromotionCategory = z.infer<typeof opsPromotionCategory>;

export const opsPromotionCategories = defineOperation({
  operationId: 'opsPromotionCategories',
  method: 'GET',
  path: '/ops/promotions/categories',
  summary: "The activity center's categories, in their order, with how many promotions each holds",
  tags,
  auth: 'operator',
  roles: READERS,
  response: z
    .object({ list: z.array(opsPromotionCategory) })
    .meta({ id: 'OpsPromotionCategoryList' }),
});

export const savePromotionCategoryBody = closedObject({
  /** Absent: a new category. */
  id: bodyRecordId('id').optional(),
  code: text('code').regex(/^[a-z0-9_-]{1,32}$/, 'code must be 1-32 of a-z, 0-9, _ and -'),
  name: localizedText('name', 60),
  sortOrder: bodyWholeNumber('sortOrder', INT4_MAX),
}).meta({ id: 'SavePromotionCategoryBody' });
export type SavePromotionCategoryInput = z.input<typeof savePromotionCategoryBody>;

export const opsSavePromotionCategory = defineOperation({
  operationId: 'opsSavePromotionCategory',
  method: 'POST',
  path: '/ops/promotions/categories',
  summary: 'Create or rename or reorder a promotion category (its code is unique); audited',
  tags,
  auth: 'operator',
  roles: WRITERS,
  body: savePromotionCategoryBody,
  response: z.object({ id: z.number().int() }).meta({ id: 'SavedPromotionCategory' }),
});

export const opsDeletePromotionCategory = defineOperation({
  operationId: 'opsDeletePromotionCategory',
  method: 'POST',
  path: '/ops/promotions/categories/delete',
  summary: 'Delete a promotion category no promotion is filed under (409 while one is); audited',
  tags,
  auth: 'operator',
  roles: WRITERS,
  body: closedObject({ id: bodyRecordId('id') }).meta({ id: 'DeletePromotionCategoryBody' }),
  response: z.null(),
});
