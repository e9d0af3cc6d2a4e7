import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The SET clause of an upsert that takes every listed column from the row that was refused,
 * so a second run of the seed writes the same values over the same rows.
 */
export function excludedSet<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
