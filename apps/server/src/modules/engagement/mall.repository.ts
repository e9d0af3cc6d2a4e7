import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mallItems, mallRedemptions } from '../../db/schema';
import { lockMerchantRow, merchantRowsInOrder } from '../../lib/merchant-rows';

export const activeMallItems = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, mallItems, merchantCode, eq(mallItems.active, true));

/** The item under FOR UPDATE: concurrent redemptions of it take their turn here. */
export const lockMallItem = (db: Db, merchantCode: string, itemId: number) =>
  lockMerchantRow(db, mallItems, merchantCode, eq(mallItems.id, itemId));

export const takeOneFromStock = (db: Db, itemId: number, now: Date) =>
  db
    .update(mallItems)
    .set({ stock: sql`${mallItems.stock} - 1`, updatedAt: now })
    .where(eq(mallItems.id, itemId));

export async function findRedemption(db: Db, memberId: number, requestId: string) {
  const rows = await db
    .select()
    .from(mallRedemptions)
    .where(and(eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.requestId, requestId)));
  return rows[0] ?? null;
}

export async function insertRedemption(
  db: Db,
  row: { memberId: number; itemId: number; price: number; requestId: string; now: Date },
) {
  const rows = await db
    .insert(mallRedemptions)
    .values({
      memberId: row.memberId,
      itemId: row.itemId,
      price: row.price,
      requestId: row.requestId,
      createdAt: row.now,
    })
    .returning();
  return rows[0]!;
}
