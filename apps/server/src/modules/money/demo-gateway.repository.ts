import { and, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoGatewayPayments, gatewayCallbackOutbox } from '../../db/schema';

export async function insertDemoPayment(db: Db, row: typeof demoGatewayPayments.$inferInsert) {
  await db.insert(demoGatewayPayments).values(row);
}

export async function demoPayment(db: Db, id: string) {
  const [row] = await db.select().from(demoGatewayPayments).where(eq(demoGatewayPayments.id, id));
  return row ?? null;
}

/** open → paid | cancelled while the page is payable; null when it was not open (once only). */
export async function decideDemoPayment(
  db: Db,
  id: string,
  state: 'paid' | 'cancelled',
  now: Date,
) {
  const [row] = await db
    .update(demoGatewayPayments)
    .set({ state, decidedAt: now })
    .where(
      and(
        eq(demoGatewayPayments.id, id),
        eq(demoGatewayPayments.state, 'open'),
        gt(demoGatewayPayments.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Queues the payment's callback for the outbox job (one outcome per payment). */
export async function queueCallback(
  db: Db,
  row: { gateway: string; txId: string; body: string; now: Date },
) {
  await db
    .insert(gatewayCallbackOutbox)
    .values({ gateway: row.gateway, txId: row.txId, body: row.body, nextAttemptAt: row.now })
    .onConflictDoNothing();
}

/** The demo gateway's settlement report: its payments paid in [from, to). */
export async function paidDemoPayments(db: Db, merchantCode: string, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(demoGatewayPayments)
    .where(
      and(
        eq(demoGatewayPayments.merchantCode, merchantCode),
        eq(demoGatewayPayments.state, 'paid'),
        gte(demoGatewayPayments.decidedAt, from),
        lt(demoGatewayPayments.decidedAt, to),
      ),
    );
  return rows.map((r) => ({
    txId: r.id,
    reference: r.reference,
    amount: r.amount,
    paidAt: r.decidedAt!,
  }));
}
