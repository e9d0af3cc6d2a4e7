import { eq, type GetColumnData } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { members } from '../db/schema';

type MemberColumns = Record<string, PgColumn>;
type MemberValues<T extends MemberColumns> = { [K in keyof T]: GetColumnData<T[K]> };

/** The `columns` of the member `memberId` (`{ name: members.column }`); null when there is none. */
export async function memberColumns<T extends MemberColumns>(
  db: Db,
  memberId: number,
  columns: T,
): Promise<MemberValues<T> | null> {
  // Drizzle's select cannot infer a generic selection: the rows are typed by T.
  const rows = (await db
    .select(columns)
    .from(members)
    .where(eq(members.id, memberId))) as MemberValues<T>[];
  return rows[0] ?? null;
}
