import type { FastifyInstance } from 'fastify';
import { opsAdjustPoints, opsMallItems, opsMemberPoints, opsSaveMallItem } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../ops/ops-auth.plugin';
import { createOpsEngagementService } from './ops-engagement.service';

/** Issue 21's console calls; the roles are the contract's and are enforced before the body is read. */
export default async function opsEngagementRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
) {
  const service = createOpsEngagementService(opts.db, opts.clock);
  registerOperation(app, opsMallItems, (req) =>
    service.mallItems(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsSaveMallItem, (req) => service.saveMallItem(actorOf(req), req.body));
  registerOperation(app, opsMemberPoints, (req) =>
    service.memberPoints(currentOperator(req).merchantCode, req.query.memberId),
  );
  registerOperation(app, opsAdjustPoints, (req) => service.adjustPoints(actorOf(req), req.body));
}
