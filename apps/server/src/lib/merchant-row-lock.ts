import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A table whose rows belong to one merchant each. */
type MerchantTable = PgTable & { merchantCode: PgColumn };

/**
 * The merchant's row of `table` that `which` picks (`eq(table.id, id)`), locked FOR UPDATE in the
 * caller's transaction so two edits of it take their turn; null when the merchant has none (another
 * merchant's row is never found, nor locked).
 */
export async function lockMerchantRow<T extends MerchantTable>(
  db: Db,
  table: T,
  merchantCode: string,
  which: SQL,
): Promise<T['$inferSelect'] | null> {
  // Drizzle's select cannot infer a generic table's columns: the rows are typed by T below.
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(and(eq(table.merchantCode, merchantCode), which))
    .for('update');
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}
