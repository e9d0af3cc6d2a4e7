import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositSlips } from '../../db/schema';

export async function slipCount(db: Db, depositId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositSlips)
    .where(eq(depositSlips.depositId, depositId));
  return row?.n ?? 0;
}

export const insertSlip = (db: Db, row: typeof depositSlips.$inferInsert) =>
  db.insert(depositSlips).values(row);

export const slipsOf = (db: Db, depositId: number) =>
  db
    .select()
    .from(depositSlips)
    .where(eq(depositSlips.depositId, depositId))
    .orderBy(asc(depositSlips.id));
