import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyRecords, type StoredAnswer } from '../../db/schema';

interface Scope {
  merchantCode: string;
  owner: string;
  key: string;
  operationId: string;
  hash: string;
}

export type Claim =
  /** `retried`: the key was taken over from a call that died, which may have done its work. */
  | { state: 'claimed'; retried: boolean }
  | { state: 'running'; hash: string; operationId: string }
  | { state: 'stored'; hash: string; operationId: string; answer: StoredAnswer };

const whereScope = (s: Scope) =>
  and(
    eq(idempotencyRecords.merchantCode, s.merchantCode),
    eq(idempotencyRecords.owner, s.owner),
    eq(idempotencyRecords.key, s.key),
  );

/**
 * Claims the key for this call: a new row, or a row whose call died (lease over, no answer) and
 * whose request is the same. Otherwise answers what the row holds.
 */
export async function claimKey(db: Db, s: Scope, now: Date, leaseMs: number): Promise<Claim> {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const inserted = await db
    .insert(idempotencyRecords)
    .values({
      merchantCode: s.merchantCode,
      owner: s.owner,
      key: s.key,
      operationId: s.operationId,
      requestHash: s.hash,
      lockedUntil,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (inserted.length > 0) return { state: 'claimed', retried: false };
  const taken = await db
    .update(idempotencyRecords)
    .set({ lockedUntil })
    .where(
      and(
        whereScope(s),
        sql`${idempotencyRecords.status} is null`,
        sql`${idempotencyRecords.lockedUntil} < ${now}`,
        eq(idempotencyRecords.requestHash, s.hash),
        eq(idempotencyRecords.operationId, s.operationId),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  if (taken.length > 0) return { state: 'claimed', retried: true };
  const [row] = await db.select().from(idempotencyRecords).where(whereScope(s));
  // Released between the insert and this read: the retry may claim it again.
  if (!row) return claimKey(db, s, now, leaseMs);
  if (row.status === null || row.response === null)
    return { state: 'running', hash: row.requestHash, operationId: row.operationId };
  return {
    state: 'stored',
    hash: row.requestHash,
    operationId: row.operationId,
    answer: row.response,
  };
}

export async function finishKey(
  db: Db,
  s: Scope,
  status: number,
  answer: StoredAnswer,
): Promise<void> {
  await db.update(idempotencyRecords).set({ status, response: answer }).where(whereScope(s));
}

/**
 * The key's record as already answered, written by the statement that does the call's work: an
 * INSERT of one row per row of `from` (the work's own CTE, one row when it wrote). A key that
 * has a record already makes the statement fail on the primary key.
 */
export const recordAnsweredSql = (s: Scope, now: Date, from: SQL): SQL => sql`
  insert into idempotency_records (merchant_code, owner, key, operation_id, request_hash, status,
    response, locked_until, created_at)
  select ${s.merchantCode}, ${s.owner}, ${s.key}, ${s.operationId}, ${s.hash}, 200,
    ${JSON.stringify({ ok: true, rebuilt: true } satisfies StoredAnswer)}::jsonb,
    ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
  from ${from}`;

/** Forgets a call that failed without an answer worth keeping, so its retry runs again. */
export async function releaseKey(db: Db, s: Scope): Promise<void> {
  await db
    .delete(idempotencyRecords)
    .where(and(whereScope(s), sql`${idempotencyRecords.status} is null`));
}

/** Removes up to `limit` keys first used before `before` (oldest first); answers how many. */
export async function deleteKeysBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({
      merchantCode: idempotencyRecords.merchantCode,
      owner: idempotencyRecords.owner,
      key: idempotencyRecords.key,
    })
    .from(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, before))
    .orderBy(asc(idempotencyRecords.createdAt))
    .limit(limit);
  const deleted = await db
    .delete(idempotencyRecords)
    .where(
      sql`(${idempotencyRecords.merchantCode}, ${idempotencyRecords.owner}, ${idempotencyRecords.key}) in ${old}`,
    )
    .returning({ key: idempotencyRecords.key });
  return deleted.length;
}
