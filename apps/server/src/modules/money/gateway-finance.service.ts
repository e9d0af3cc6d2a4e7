import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../audit/audit.service';
import { depositDisputeList, disputeDeposit } from './deposit-disputes';
import type { GatewayFinanceDeps } from './gateway-finance-deps';
import { heldPayments, resolveHeldPayment } from './gateway-held-payments';
import { gatewayReconciliation } from './gateway-reconciliation-report';
import type { MoneyLedger } from './money-ledger';
import type { PaymentGatewayAdapter } from './payment-gateway';
import { bindUseCases } from '../../lib/use-cases';

/**
 * Finance's side of gateway payments: payments held because the platform could not
 * apply them (gateway-held-payments.ts), the daily reconciliation with each gateway's settlement
 * report (gateway-reconciliation-report.ts), and disputes of credited deposits
 * (deposit-disputes.ts). Every decision is one transaction of state, ledger posting and audit line.
 */
export function createGatewayFinanceService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  adapters: readonly PaymentGatewayAdapter[],
) {
  const deps: GatewayFinanceDeps = {
    db,
    clock,
    ledger,
    adapters,
    by: (actor: Actor) => `operator:${actor.username ?? actor.operatorId ?? '?'}`,
    simulator: (gateway: string) => adapters.find((a) => a.code === gateway)?.simulator ?? false,
  };
  const bound = bindUseCases(deps);

  return {
    held: bound(heldPayments),
    resolveHeld: bound(resolveHeldPayment),
    reconciliation: bound(gatewayReconciliation),
    disputes: bound(depositDisputeList),
    dispute: bound(disputeDeposit),
  };
}
export type GatewayFinanceService = ReturnType<typeof createGatewayFinanceService>;
