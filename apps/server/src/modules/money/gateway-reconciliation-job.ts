import type { FastifyBaseLogger } from 'fastify';
import type { MerchantConfig } from '@lotto/contract';
import type { Clock } from '../../lib/clock';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import type { GatewayFinanceService } from './gateway-finance.service';
import { DAY_MS } from '../../lib/time-zone';

/** How often the previous day is reconciled again: a late callback can still credit it. */
const RECONCILE_INTERVAL_MS = 60 * 60_000;

/**
 * Every hour, the merchant's previous day is reconciled with each gateway's report of
 * paid payments, and any paid payment whose money did not reach a member is an alert (logged at
 * error level, for whatever watches the logs); finance sees the list in the console.
 */
export function startGatewayReconciliation(
  gatewayFinance: GatewayFinanceService,
  merchantOf: () => Promise<MerchantConfig>,
  clock: Clock,
  log: FastifyBaseLogger,
): RepeatingJob {
  return startRepeatingJob(
    async () => {
      const merchant = await merchantOf();
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: merchant.timeZone }).format(
        new Date(clock().getTime() - DAY_MS),
      );
      const report = await gatewayFinance.reconciliation(merchant, day);
      if (report.uncredited.length > 0) {
        log.error(
          { day, paid: report.paid, uncredited: report.uncredited.map((u) => u.txId) },
          'gateway reconciliation: paid payments whose deposit is not credited',
        );
      }
    },
    RECONCILE_INTERVAL_MS,
    (err) => log.error({ err }, 'gateway reconciliation failed'),
  );
}
