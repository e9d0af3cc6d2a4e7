import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mallItems, mallRedemptions, members } from '../../db/schema';
import { merchantRowsInOrder } from '../../lib/merchant-rows';

export const allMallItems = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, mallItems, merchantCode);

export async function redemptionCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: mallRedemptions.itemId, n: count() })
    .from(mallRedemptions)
    .groupBy(mallRedemptions.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
}

export const insertMallItem = async (db: Db, row: typeof mallItems.$inferInsert) =>
  (await db.insert(mallItems).values(row).returning())[0]!;

export const updateMallItem = async (
  db: Db,
  id: number,
  change: Partial<typeof mallItems.$inferInsert>,
) => (await db.update(mallItems).set(change).where(eq(mallItems.id, id)).returning())[0]!;

export async function memberMerchant(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ merchantCode: members.merchantCode })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0]?.merchantCode ?? null;
}
