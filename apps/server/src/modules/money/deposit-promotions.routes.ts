import type { FastifyInstance } from 'fastify';
import { acceptDepositPromotion, depositPromotions } from '@lotto/contract';
import type { DepositPromotions } from '../promotions/deposit-promotions';
import { registerMoneyOperation } from './money-gate';

/** §7 promo list and accept promo on the deposit page; the §6 gate as deposits. */
export default async function depositPromotionsRoutes(
  app: FastifyInstance,
  opts: { promotions: DepositPromotions },
) {
  registerMoneyOperation(app, depositPromotions, (req) =>
    opts.promotions.list(req.merchant, req.moneyMember.id, req.language),
  );
  registerMoneyOperation(app, acceptDepositPromotion, (req) =>
    opts.promotions.accept(req.merchant.code, req.moneyMember, req.body.announcementId),
  );
}
