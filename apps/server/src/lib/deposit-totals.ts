import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deposits } from '../db/schema';

// What the member has deposited, read by money's daily method limits and by modules that money
// itself calls (protection's daily deposit limit, the first-deposit bonus) or that it must not
// know (the novice task): here, outside the modules, so that none of them imports money back.
// Reads only; money alone writes deposits.

/** Whether the member has a credited deposit (a first-deposit bonus refuses those who have). */
export async function hasDeposited(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.state, 'credited')))
    .limit(1);
  return rows.length > 0;
}

/**
 * What the member asked to deposit since `from` (by one method, or by any), counting requests
 * still open.
 */
export async function depositedSince(db: Db, memberId: number, from: Date, method?: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.requestedAmount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        method === undefined ? undefined : eq(deposits.method, method),
        gte(deposits.createdAt, from),
        inArray(deposits.state, ['pending', 'credited']),
      ),
    );
  return BigInt(row?.total ?? '0');
}
