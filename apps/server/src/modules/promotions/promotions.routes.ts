import type { FastifyInstance } from 'fastify';
import {
  claimPromotion,
  joinPromotion,
  opsDeletePromotionCategory,
  opsPromotionCategories,
  opsPromotionEntries,
  opsPromotions,
  opsReviewPromotionEntry,
  opsSavePromotion,
  opsSavePromotionCategory,
  promotionCategories,
  referralStatus,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { PromotionsService } from './promotions.service';

export default async function promotionsRoutes(
  app: FastifyInstance,
  opts: { promotions: PromotionsService },
) {
  const { promotions } = opts;
  registerOperation(app, joinPromotion, (req) =>
    promotions.join(
      req.merchant.code,
      currentMember(req),
      req.body.announcementId,
      req.body.comment,
    ),
  );
  registerOperation(app, claimPromotion, (req) =>
    promotions.claim(req.merchant.code, currentMember(req), req.body.announcementId),
  );
  registerOperation(app, promotionCategories, async (req) => ({
    list: await promotions.categories(req.merchant.code, req.language),
  }));
  registerOperation(app, referralStatus, async (req) => ({
    enabled: await promotions.referralEnabled(req.merchant.code, currentMember(req).id),
  }));
  registerOperation(app, opsPromotions, async (req) => ({
    list: await promotions.opsList(currentOperator(req).merchantCode),
  }));
  registerOperation(app, opsSavePromotion, (req) => promotions.save(actorOf(req), req.body));
  registerOperation(app, opsPromotionCategories, async (req) => ({
    list: await promotions.opsCategories(currentOperator(req).merchantCode),
  }));
  registerOperation(app, opsSavePromotionCategory, (req) =>
    promotions.saveCategory(actorOf(req), req.body),
  );
  registerOperation(app, opsDeletePromotionCategory, (req) =>
    promotions.deleteCategory(actorOf(req), req.body.id),
  );
  registerOperation(app, opsPromotionEntries, async (req) => ({
    list: await promotions.entries(
      currentOperator(req).merchantCode,
      req.query.announcementId,
      req.query.status,
    ),
  }));
  registerOperation(app, opsReviewPromotionEntry, (req) =>
    promotions.review(actorOf(req), req.body.entryId, req.body.approve, req.body.reason),
  );
}
