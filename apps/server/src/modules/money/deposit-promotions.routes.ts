import type { FastifyInstance } from 'fastify';
import { acceptDepositPromotion, depositPromotions } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { DepositPromotions } from '../promotions/deposit-promotions';
import { moneyMember } from './money-gate';

/** §7 promo list and accept promo on the deposit page; the §6 gate as deposits. */
export default async function depositPromotionsRoutes(
  app: FastifyInstance,
  opts: { promotions: DepositPromotions },
) {
  registerOperation(app, depositPromotions, (req) =>
    opts.promotions.list(req.merchant, moneyMember(req).id, req.language),
  );
  registerOperation(app, acceptDepositPromotion, (req) =>
    opts.promotions.accept(req.merchant.code, moneyMember(req), req.body.announcementId),
  );
}
