import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayCallbackOutbox } from '../../db/schema';

/** Non-blocking: false when another instance holds the lock for this transaction's span. */
export async function tryOutboxLock(db: Db, key: number): Promise<boolean> {
  // execute answers differ in shape between node-postgres and PGlite; both carry `rows`.
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/** Takes up to `limit` due callbacks and leases them until `leaseUntil`. */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number) {
  const due = await db
    .select()
    .from(gatewayCallbackOutbox)
    .where(
      and(isNull(gatewayCallbackOutbox.deliveredAt), lte(gatewayCallbackOutbox.nextAttemptAt, now)),
    )
    .orderBy(asc(gatewayCallbackOutbox.nextAttemptAt))
    .limit(limit);
  if (due.length === 0) return [];
  await db
    .update(gatewayCallbackOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      inArray(
        gatewayCallbackOutbox.id,
        due.map((r) => r.id),
      ),
    );
  return due;
}

export async function markDelivered(db: Db, id: number, now: Date, status: number) {
  await db
    .update(gatewayCallbackOutbox)
    .set({
      deliveredAt: now,
      lastStatus: status,
      lastError: null,
      attempts: sql`${gatewayCallbackOutbox.attempts} + 1`,
    })
    .where(eq(gatewayCallbackOutbox.id, id));
}

export async function markFailed(
  db: Db,
  id: number,
  next: Date,
  status: number | null,
  error: string,
) {
  await db
    .update(gatewayCallbackOutbox)
    .set({
      nextAttemptAt: next,
      lastStatus: status,
      lastError: error.slice(0, 500),
      attempts: sql`${gatewayCallbackOutbox.attempts} + 1`,
    })
    .where(eq(gatewayCallbackOutbox.id, id));
}

/** Removes up to `limit` callbacks acknowledged before `before` (oldest first); answers how many. */
export async function deleteDeliveredBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: gatewayCallbackOutbox.id })
    .from(gatewayCallbackOutbox)
    .where(lt(gatewayCallbackOutbox.deliveredAt, before))
    .orderBy(asc(gatewayCallbackOutbox.deliveredAt))
    .limit(limit);
  const deleted = await db
    .delete(gatewayCallbackOutbox)
    .where(inArray(gatewayCallbackOutbox.id, old))
    .returning({ id: gatewayCallbackOutbox.id });
  return deleted.length;
}
