import { randomBytes } from 'node:crypto';
import type { DemoGatewayCallback } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fromUnits } from '../../lib/money';
import {
  decideDemoPayment,
  demoPayment,
  insertDemoPayment,
  paidDemoPayments,
  queueCallback,
} from './demo-gateway.repository';
import type { PaymentGatewayAdapter } from './payment-gateway';

export const DEMO_GATEWAY = 'demo';
/** Where the demo gateway's payment pages live on this server. */
export const DEMO_PAY_BASE = '/pay/demo';

/**
 * The built-in demo gateway: it keeps its own payments, serves the page where the
 * player presses Pay or Cancel, and tells the platform by a signed callback from its outbox,
 * exactly as a real gateway would from its own servers.
 */
export function createDemoGateway(db: Db, clock: Clock) {
  const adapter: PaymentGatewayAdapter = {
    code: DEMO_GATEWAY,
    simulator: true,
    async open(tx, p) {
      const txId = `DG${randomBytes(12).toString('base64url')}`;
      await insertDemoPayment(tx, { id: txId, ...p, createdAt: clock() });
      return { txId };
    },
    payUrlOf: (txId) => `${DEMO_PAY_BASE}/${encodeURIComponent(txId)}`,
    paidPayments: paidDemoPayments,
  };

  return {
    adapter,
    payment: (id: string) => demoPayment(db, id),

    /**
     * The player pressed Pay or Cancel: the payment's outcome and its callback are written in one
     * transaction, so the callback goes out (and is retried) whatever happens to the process.
     */
    async decide(id: string, outcome: 'paid' | 'cancelled') {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await decideDemoPayment(tx, id, outcome, now);
        if (!row) return null;
        const body: DemoGatewayCallback = {
          txId: row.id,
          reference: row.reference,
          amount: fromUnits(row.amount),
          currency: row.currency,
          status: outcome,
        };
        await queueCallback(tx, {
          gateway: DEMO_GATEWAY,
          txId: row.id,
          body: JSON.stringify(body),
          now,
        });
        return row;
      });
    },
  };
}
export type DemoGateway = ReturnType<typeof createDemoGateway>;
