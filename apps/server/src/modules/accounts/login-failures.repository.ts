import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed logins since `since`, from one address or (with `username`) for one name or number. */
export async function countLoginFailures(
  db: Db,
  merchantCode: string,
  by: { ip: string } | { username: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantCode, merchantCode),
        'ip' in by ? eq(loginFailures.ip, by.ip) : eq(loginFailures.username, by.username),
        gt(loginFailures.at, since),
      ),
    );
  return row?.n ?? 0;
}

export const insertLoginFailure = (
  db: Db,
  row: { merchantCode: string; username: string | null; ip: string; at: Date },
) => db.insert(loginFailures).values(row);

export const deleteLoginFailuresOf = (db: Db, merchantCode: string, username: string) =>
  db
    .delete(loginFailures)
    .where(and(eq(loginFailures.merchantCode, merchantCode), eq(loginFailures.username, username)));

export const deleteLoginFailuresBefore = (db: Db, before: Date) =>
  db.delete(loginFailures).where(lt(loginFailures.at, before));
