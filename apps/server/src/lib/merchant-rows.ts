import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A table whose rows belong to one merchant each. */
type MerchantTable = PgTable & { merchantCode: PgColumn };

/** One whose rows the console puts in order: they show by sortOrder, then id. */
type OrderedMerchantTable = MerchantTable & { sortOrder: PgColumn; id: PgColumn };

/** The merchant's rows of `table` that also meet every condition of `which`. */
function merchantRows(db: Db, table: MerchantTable, merchantCode: string, which: SQL[]) {
  // Drizzle's select cannot infer a generic table's columns: callers type the rows by T.
  const from: PgTable = table;
  return db
    .select()
    .from(from)
    .where(and(eq(table.merchantCode, merchantCode), ...which));
}

/**
 * The merchant's row of `table` that `which` picks (`eq(table.id, id)`); null when the merchant
 * has none (another merchant's row is never found).
 */
export async function findMerchantRow<T extends MerchantTable>(
  db: Db,
  table: T,
  merchantCode: string,
  ...which: SQL[]
): Promise<T['$inferSelect'] | null> {
  const rows = await merchantRows(db, table, merchantCode, which);
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/**
 * The same row locked FOR UPDATE in the caller's transaction, so two edits of it take their turn
 * (another merchant's row is never locked).
 */
export async function lockMerchantRow<T extends MerchantTable>(
  db: Db,
  table: T,
  merchantCode: string,
  ...which: SQL[]
): Promise<T['$inferSelect'] | null> {
  const rows = await merchantRows(db, table, merchantCode, which).for('update');
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/** The merchant's rows of `table` that meet every condition of `which`, in their display order. */
export async function merchantRowsInOrder<T extends OrderedMerchantTable>(
  db: Db,
  table: T,
  merchantCode: string,
  ...which: SQL[]
): Promise<T['$inferSelect'][]> {
  const rows = await merchantRows(db, table, merchantCode, which).orderBy(
    asc(table.sortOrder),
    asc(table.id),
  );
  return rows;
}
