import { z } from 'zod';
import { bodyWholeNumber, epochMs } from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { siteOrHttpsLink } from './link-fields';
import { closedObject } from './ops-fields';
import { POINTS_REASONS } from './engagement-constants';

const tags = ['ops'];

/** Console roles: content runs the mall, support adjusts points, owner does all. */
const MALL_READERS = ['owner', 'content', 'support', 'read_only'] as const;
const MALL_WRITERS = ['owner', 'content'] as const;
const POINTS_READERS = ['owner', 'support', 'read_only'] as const;
const POINTS_WRITERS = ['owner', 'support'] as const;

/** The largest single adjustment, either way, so a typo of zeros cannot mint a fortune. */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;

export const opsMallItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    nameEn: z.string(),
    nameTh: z.string(),
    descriptionEn: z.string(),
    descriptionTh: z.string(),
    imageUrl: z.string().nullable(),
    price: z.number().int(),
    stock: z.number().int(),
    active: z.boolean(),
    sortOrder: z.number().int(),
    redeemed: z.number().int(),
  })
  .meta({ id: 'OpsMallItem' });
export type OpsMallItemValue = z.infer<typeof opsMallItem>;

export const opsMallItems = defineOperation({
  operationId: 'opsMallItems',
  method: 'GET',
  path: '/ops/engagement/mall-items',
  summary: 'The points mall: every item with its price, stock and redemptions',
  tags,
  auth: 'operator',
  roles: MALL_READERS,
  response: z.object({ list: z.array(opsMallItem) }),
});

const name = (field: string, max: number, min = 1) =>
  text(field)
    .trim()
    .min(min, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const saveMallItemBody = closedObject({
  /** Absent: a new item. */
  id: z.number({ error: 'id must be a number' }).int().positive().max(INT4_MAX).optional(),
  code: text('code').regex(
    /^[a-z0-9-]{2,40}$/,
    'code must be 2-40 lower-case letters, digits or -',
  ),
  nameEn: name('nameEn', 120),
  nameTh: name('nameTh', 120),
  descriptionEn: name('descriptionEn', 500, 0),
  descriptionTh: name('descriptionTh', 500, 0),
  imageUrl: siteOrHttpsLink('imageUrl').nullable(),
  price: z
    .number({ error: 'price must be a number' })
    .int('price must be a whole number')
    .min(1, 'price must be at least 1')
    .max(INT4_MAX, `price must be at most ${INT4_MAX}`),
  stock: bodyWholeNumber('stock', INT4_MAX),
  active: z.boolean({ error: 'active must be true or false' }),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
}).meta({ id: 'OpsSaveMallItemBody' });
export type SaveMallItemInput = z.input<typeof saveMallItemBody>;

export const opsSaveMallItem = defineOperation({
  operationId: 'opsSaveMallItem',
  method: 'POST',
  path: '/ops/engagement/mall-items',
  summary: 'Create or change a mall item (price, stock, texts, on sale); audited',
  tags,
  auth: 'operator',
  roles: MALL_WRITERS,
  body: saveMallItemBody,
  response: opsMallItem,
});

const memberIdQuery = closedObject({
  memberId: z.coerce
    .number({ error: 'memberId must be a number' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const opsMemberPoints = defineOperation({
  operationId: 'opsMemberPoints',
  method: 'GET',
  path: '/ops/engagement/points',
  summary: "A member's points: balance, totals and the latest entries",
  tags,
  auth: 'operator',
  roles: POINTS_READERS,
  query: memberIdQuery,
  response: z.object({
    balance: z.number().int(),
    earned: z.number().int(),
    spent: z.number().int(),
    expired: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        balanceAfter: z.number().int(),
        reason: z.enum(POINTS_REASONS),
        detail: z.string(),
        createdAt: epochMs,
      }),
    ),
  }),
});

export const adjustPointsBody = closedObject({
  memberId: z
    .number({ error: 'memberId must be a number' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount must be a whole number')
    .min(-POINTS_ADJUSTMENT_MAX, `amount must be at least -${POINTS_ADJUSTMENT_MAX}`)
    .max(POINTS_ADJUSTMENT_MAX, `amount must be at most ${POINTS_ADJUSTMENT_MAX}`)
    .refine((v) => v !== 0, 'amount must not be 0'),
  note: name('note', 200),
  /** One per submitted form: a resubmission adjusts once. */
  requestId: text('requestId').regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    'requestId must be 8-64 letters, digits, _ or -',
  ),
}).meta({ id: 'OpsAdjustPointsBody' });
export type AdjustPointsInput = z.input<typeof adjustPointsBody>;

export const opsAdjustPoints = defineOperation({
  operationId: 'opsAdjustPoints',
  method: 'POST',
  path: '/ops/engagement/points/adjust',
  summary: "Add or take a member's points, with a note; audited, never below zero",
  tags,
  auth: 'operator',
  roles: POINTS_WRITERS,
  body: adjustPointsBody,
  response: z.object({ balance: z.number().int(), applied: z.boolean() }),
});
