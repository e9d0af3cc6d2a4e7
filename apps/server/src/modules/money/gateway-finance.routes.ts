import type { FastifyInstance } from 'fastify';
import {
  opsDepositDispute,
  opsDepositDisputes,
  opsGatewayReconciliation,
  opsHeldNotices,
  opsResolveHeldNotice,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf } from '../../plugins/ops-auth.plugin';
import type { GatewayFinanceService } from './gateway-finance.service';

/** The console's gateway finance (roles owner and finance, enforced by the ops plugin). */
export default async function gatewayFinanceRoutes(
  app: FastifyInstance,
  opts: { gatewayFinance: GatewayFinanceService },
) {
  const { gatewayFinance } = opts;
  registerOperation(app, opsHeldNotices, (req) =>
    gatewayFinance.held(req.merchant.code, req.query.state === 'open'),
  );
  registerOperation(app, opsResolveHeldNotice, (req) =>
    gatewayFinance.resolveHeld(req.merchant, actorOf(req), req.body.id, req.body.action),
  );
  registerOperation(app, opsGatewayReconciliation, (req) =>
    gatewayFinance.reconciliation(req.merchant, req.query.day),
  );
  registerOperation(app, opsDepositDisputes, (req) => gatewayFinance.disputes(req.merchant.code));
  registerOperation(app, opsDepositDispute, (req) =>
    gatewayFinance.dispute(req.merchant, actorOf(req), req.body.id, req.body.action, req.body.note),
  );
}
