import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, depositSlips, feedback } from '../../db/schema';

/**
 * Holds the member's upload allowance until the transaction ends: two uploads sent at once cannot
 * both fit under a bound only one of them fits under.
 */
export const lockMemberUploads = (tx: Db, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-uploads'), ${memberId})`);

/** The member's slips since `from`, on all their deposits: how many, and their stored bytes. */
export async function slipsSince(db: Db, memberId: number, from: Date) {
  const [row] = await db
    .select({ n: count(), bytes: sql<string>`coalesce(sum(${depositSlips.sizeBytes}), 0)::text` })
    .from(depositSlips)
    .innerJoin(deposits, eq(deposits.id, depositSlips.depositId))
    .where(and(eq(deposits.memberId, memberId), gte(depositSlips.createdAt, from)));
  return { count: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** The member's feedback since `from`: how many, and the stored bytes of their images. */
export async function feedbackSince(db: Db, memberId: number, from: Date) {
  const [row] = await db
    .select({
      n: count(),
      bytes: sql<string>`coalesce(sum((
        select coalesce(sum((image->>'sizeBytes')::bigint), 0)
        from jsonb_array_elements(${feedback.images}) as image
      )), 0)::text`,
    })
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), gte(feedback.createdAt, from)));
  return { count: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
}
