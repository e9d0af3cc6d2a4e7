import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, gatewayHeldNotices, type GatewayHeldNoticeRow } from '../../db/schema';
import { lockMerchantRow } from '../../lib/merchant-rows';

export type HeldReason = 'unknown_payment' | 'deposit_decided';

/** Keeps a notice for finance; the same payment reported again keeps the first. */
export async function holdNotice(
  db: Db,
  row: typeof gatewayHeldNotices.$inferInsert,
): Promise<GatewayHeldNoticeRow> {
  const [inserted] = await db
    .insert(gatewayHeldNotices)
    .values(row)
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [kept] = await db
    .select()
    .from(gatewayHeldNotices)
    .where(and(eq(gatewayHeldNotices.gateway, row.gateway), eq(gatewayHeldNotices.txId, row.txId)));
  return kept!;
}

export async function heldNotices(db: Db, merchantCode: string, open: boolean) {
  return db
    .select()
    .from(gatewayHeldNotices)
    .where(
      and(
        eq(gatewayHeldNotices.merchantCode, merchantCode),
        open ? isNull(gatewayHeldNotices.resolution) : undefined,
      ),
    )
    .orderBy(desc(gatewayHeldNotices.receivedAt))
    .limit(500);
}

export const lockHeldNotice = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, gatewayHeldNotices, merchantCode, eq(gatewayHeldNotices.id, id));

export async function resolveHeldNotice(
  db: Db,
  id: number,
  resolution: 'credited' | 'refunded',
  now: Date,
  by: string,
) {
  const [row] = await db
    .update(gatewayHeldNotices)
    .set({ resolution, resolvedAt: now, resolvedBy: by })
    .where(and(eq(gatewayHeldNotices.id, id), isNull(gatewayHeldNotices.resolution)))
    .returning();
  return row ?? null;
}

/** A gateway deposit by our reference, locked until the transaction ends. */
export async function lockGatewayDepositByReference(db: Db, reference: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(eq(deposits.reference, reference))
    .for('update');
  return row ?? null;
}

/** Which of these payments finance credited from a held notice. */
export async function creditedHeldTxIds(db: Db, gateway: string, txIds: string[]) {
  if (txIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ txId: gatewayHeldNotices.txId })
    .from(gatewayHeldNotices)
    .where(
      and(
        eq(gatewayHeldNotices.gateway, gateway),
        inArray(gatewayHeldNotices.txId, txIds),
        eq(gatewayHeldNotices.resolution, 'credited'),
      ),
    );
  return new Set(rows.map((r) => r.txId));
}
