import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Inserts `row` unless a unique key already holds one like it: true when this call wrote it. A
 * nonce, a claim or a code is taken so, atomically, by whichever of two racing calls comes first.
 */
export async function insertOnce<T extends PgTable>(
  db: Db,
  table: T,
  row: PgInsertValue<T>,
): Promise<boolean> {
  // drizzle types a generic table's returned rows as possibly not a list; they are one.
  const inserted = (await db
    .insert(table)
    .values(row)
    .onConflictDoNothing()
    .returning()) as unknown[];
  return inserted.length > 0;
}
