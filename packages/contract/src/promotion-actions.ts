import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants';
import { promotionStatuses } from './enums';
import { bodyRecordId } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/** §2.11 the actions a promotion's status allows a member: join and claim. */
const tags = ['promotions'];

export const promotionActionBody = closedObject({
  announcementId: bodyRecordId('announcementId'),
}).meta({ id: 'PromotionActionBody' });
export type PromotionActionInput = z.input<typeof promotionActionBody>;

/** Joining: a promotion that takes a comment (§5, at most 140 characters) is sent one. */
export const joinPromotionBody = closedObject({
  announcementId: bodyRecordId('announcementId'),
  comment: text('comment')
    .trim()
    .max(COMMENT_MAX_LENGTH, `comment must be at most ${COMMENT_MAX_LENGTH} characters`)
    .optional(),
}).meta({ id: 'JoinPromotionBody' });
export type JoinPromotionInput = z.input<typeof joinPromotionBody>;

export const promotionActionValue = z
  .object({ status: z.enum(promotionStatuses) })
  .meta({ id: 'PromotionActionResult' });
export type PromotionActionValue = z.infer<typeof promotionActionValue>;

export const joinPromotion = defineOperation({
  operationId: 'joinPromotion',
  method: 'POST',
  path: '/wps/promotions/join',
  summary:
    '§2.11 join a promotion: applying when an operator reviews it, else joined; refused (value.reason) before the start, after the end, twice or when not eligible. Path chosen: POST /wps/promotions/join',
  tags,
  auth: 'member',
  body: joinPromotionBody,
  response: promotionActionValue,
});

export const claimPromotion = defineOperation({
  operationId: 'claimPromotion',
  method: 'POST',
  path: '/wps/promotions/claim',
  summary:
    '§2.11 claim a joined promotion: process, then issued once the ledger has credited the bonus. Path chosen: POST /wps/promotions/claim',
  tags,
  auth: 'member',
  body: promotionActionBody,
  response: promotionActionValue,
});

export const referralStatus = defineOperation({
  operationId: 'referralStatus',
  method: 'GET',
  path: '/wps/promotions/referral',
  summary:
    '§6 whether the REFERRAL promotion is enabled for the member: the invite-friends entries show only then. Path chosen: GET /wps/promotions/referral',
  tags,
  auth: 'member',
  response: z.object({ enabled: z.boolean() }).meta({ id: 'ReferralStatus' }),
});

export const promotionCategory = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'PromotionCategory' });
export type PromotionCategory = z.infer<typeof promotionCategory>;

export const promotionCategories = defineOperation({
  operationId: 'promotionCategories',
  method: 'GET',
  path: '/wps/promotions/categories',
  summary:
    "The activity center's category filter, in the caller's language (§2.11). Path chosen: GET /wps/promotions/categories",
  tags,
  auth: 'none',
  response: z.object({ list: z.array(promotionCategory) }).meta({ id: 'PromotionCategories' }),
});
