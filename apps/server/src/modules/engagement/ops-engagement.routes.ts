import type { FastifyInstance } from 'fastify';
import {
  opsAdjustPoints,
  opsMallItems,
  opsMemberPoints,
  opsNoviceTasks,
  opsReferralDecide,
  opsReferralReviews,
  opsSaveMallItem,
  opsSaveNoviceTask,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import type { MerchantService } from '../merchant/merchant.service';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { createOpsEngagementService } from './ops-engagement.service';
import { createOpsNoviceTasksService } from './ops-novice-tasks.service';
import { createReferralReviewsService } from './referral-reviews.service';

/** The console calls; the roles are the contract's and are enforced before the body is read. */
export default async function opsEngagementRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    clock: Clock;
    merchants: MerchantService;
    /** Issue 34: members on a break (the protection module answers, through the app). */
    marketingStopped?: (tx: Db, merchantCode: string, memberIds: number[]) => Promise<number[]>;
  },
) {
  const service = createOpsEngagementService(opts.db, opts.clock);
  const tasks = createOpsNoviceTasksService(opts.db, opts.clock, opts.merchants);
  registerOperation(app, opsMallItems, (req) =>
    service.mallItems(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsSaveMallItem, (req) => service.saveMallItem(actorOf(req), req.body));
  registerOperation(app, opsMemberPoints, (req) =>
    service.memberPoints(currentOperator(req).merchantCode, req.query.memberId),
  );
  registerOperation(app, opsAdjustPoints, (req) => service.adjustPoints(actorOf(req), req.body));
  registerOperation(app, opsNoviceTasks, (req) => tasks.list(currentOperator(req).merchantCode));
  registerOperation(app, opsSaveNoviceTask, (req) => tasks.save(actorOf(req), req.body));
  const referrals = createReferralReviewsService(
    opts.db,
    opts.clock,
    opts.merchants,
    opts.marketingStopped,
  );
  registerOperation(app, opsReferralReviews, (req) =>
    referrals.list(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsReferralDecide, (req) =>
    referrals.decide(actorOf(req), req.body.friendId, req.body.action),
  );
}
