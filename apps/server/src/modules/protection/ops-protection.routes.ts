import type { FastifyInstance } from 'fastify';
import { opsMemberProtection, opsNearLimits } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { nearLimitsReport } from './near-limits-report';
import { registerOperation } from '../../lib/route';
import { currentOperator } from '../../plugins/ops-auth.plugin';
import { memberProtectionForOperator } from './protection-operator-view';
import type { ProtectionService } from './protection.service';

/** Issue 34: the console reads a member's protection; it changes nothing (no call to). */
export default async function opsProtectionRoutes(
  app: FastifyInstance,
  opts: { db: Db; protection: ProtectionService; clock: Clock },
) {
  registerOperation(app, opsNearLimits, (req) =>
    nearLimitsReport(
      opts.db,
      { ...req.merchant, code: currentOperator(req).merchantCode },
      opts.clock(),
    ),
  );

  registerOperation(app, opsMemberProtection, (req) =>
    memberProtectionForOperator(
      opts.db,
      opts.protection,
      currentOperator(req).merchantCode,
      req.query.id,
      req.merchant.currency.code,
      req.merchant.timeZone,
    ),
  );
}
