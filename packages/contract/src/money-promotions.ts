import { z } from 'zod';
import { promotionStatuses } from './enums';
import { amountValue } from './money-fields';
import { defineOperation } from './operation';
import { promotionActionBody, promotionActionValue } from './promotion-actions';

/** A deposit bonus the member may take with a deposit (§7 promo list). */
export const depositPromotion = z
  .object({
    id: z.number().int().positive(),
    title: z.string().max(200),
    /** The bonus as a percentage of the deposit, e.g. "10.00". */
    ratePercent: z.string().max(12),
    /** The most the bonus pays, or null for no cap. */
    cap: amountValue.nullable(),
    /** Times the deposit and bonus must be played before a withdrawal. */
    turnoverMultiple: z.number().int().min(0),
    /** §2.11: join (may take it), joined or applying (taken: the next deposit counts), … */
    status: z.enum(promotionStatuses),
  })
  .meta({ id: 'DepositPromotion' });
export type DepositPromotion = z.infer<typeof depositPromotion>;

export const depositPromotions = defineOperation({
  operationId: 'depositPromotions',
  method: 'GET',
  path: '/wps/deposit/promotions',
  summary: '§7 promo list: the deposit-bonus promotions the member can take with a deposit',
  tags: ['deposit'],
  auth: 'member',
  response: z.object({ list: z.array(depositPromotion) }).meta({ id: 'DepositPromotions' }),
});

export const acceptDepositPromotion = defineOperation({
  operationId: 'acceptDepositPromotion',
  method: 'POST',
  path: '/wps/deposit/promotions/accept',
  summary:
    '§7 accept promo: join a deposit-bonus promotion from the deposit page; the next credited deposit qualifies it',
  tags: ['deposit'],
  auth: 'member',
  body: promotionActionBody,
  response: promotionActionValue,
});
