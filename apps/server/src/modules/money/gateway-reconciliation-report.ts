import { and, eq, inArray } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import { deposits } from '../../db/schema';
import { fromUnits } from '../../lib/money';
import { startOfDay } from '../../lib/money-day';
import type { GatewayFinanceDeps } from './gateway-finance-deps';
import { creditedHeldTxIds, heldNotices } from './gateway-held.repository';

const HOUR_MS = 3_600_000;

/** [start, end) of a calendar day in the merchant's time zone. */
function dayBounds(day: string, timeZone: string) {
  const start = startOfDay(new Date(`${day}T12:00:00Z`), timeZone);
  return { start, end: startOfDay(new Date(start.getTime() + 36 * HOUR_MS), timeZone) };
}

/** The day's paid payments at each gateway whose money did not reach a member here. */
export async function gatewayReconciliation(
  { db, adapters }: GatewayFinanceDeps,
  merchant: MerchantConfig,
  day: string,
) {
  const { start, end } = dayBounds(day, merchant.timeZone);
  const uncredited = [];
  let paid = 0;
  for (const adapter of adapters) {
    const payments = await adapter.paidPayments(db, merchant.code, start, end);
    paid += payments.length;
    if (payments.length === 0) continue;
    const txIds = payments.map((p) => p.txId);
    const found = await db
      .select({ id: deposits.id, txId: deposits.gatewayTxId, state: deposits.state })
      .from(deposits)
      .where(and(eq(deposits.gateway, adapter.code), inArray(deposits.gatewayTxId, txIds)));
    const byTx = new Map(found.map((d) => [d.txId, d]));
    const creditedHeld = await creditedHeldTxIds(db, adapter.code, txIds);
    const openHeld = new Set(
      (await heldNotices(db, merchant.code, true))
        .filter((n) => n.gateway === adapter.code)
        .map((n) => n.txId),
    );
    for (const p of payments) {
      const deposit = byTx.get(p.txId);
      if (deposit?.state === 'credited' || creditedHeld.has(p.txId)) continue;
      uncredited.push({
        gateway: adapter.code,
        txId: p.txId,
        reference: p.reference,
        amount: fromUnits(p.amount),
        paidAt: p.paidAt.getTime(),
        depositId: deposit?.id ?? null,
        depositState: deposit?.state ?? null,
        held: openHeld.has(p.txId),
      });
    }
  }
  return { day, paid, uncredited };
}
