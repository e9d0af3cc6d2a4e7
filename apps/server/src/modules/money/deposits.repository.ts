import { and, between, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, gatewayCallbackNonces, type DepositRow } from '../../db/schema';
import { insertOnce } from '../../db/insert-once';
import { findMerchantRow } from '../../lib/merchant-rows';

export type NewDeposit = typeof deposits.$inferInsert;

/** The requests of a method still pending (expired or not). */
const pendingOf = (method: string): SQL =>
  and(eq(deposits.method, method), eq(deposits.state, 'pending'))!;

export async function depositByKey(db: Db, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.idempotencyKey, key)));
  return row ?? null;
}

export async function depositOfMember(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)));
  return row ?? null;
}

/** Inserts unless the key or the pending amount is taken (then null: the caller decides). */
export async function insertDeposit(db: Db, row: NewDeposit): Promise<DepositRow | null> {
  const [inserted] = await db.insert(deposits).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The member's requests of a method still waiting (pending and not yet expired). */
export async function pendingCount(db: Db, memberId: number, method: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), pendingOf(method), gt(deposits.expiresAt, now)));
  return row?.n ?? 0;
}

/** The member's requests still waiting (pending and not yet expired), newest first. */
export async function pendingOfMember(db: Db, memberId: number, now: Date) {
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.state, 'pending'),
        gt(deposits.expiresAt, now),
      ),
    )
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
}

/** Pending requests past their expiry become expired (before matching or answering). */
export async function expireDue(
  db: Db,
  now: Date,
  where: { memberId?: number; merchantCode?: string },
) {
  await db
    .update(deposits)
    .set({ state: 'expired', decidedAt: now })
    .where(
      and(
        eq(deposits.state, 'pending'),
        lte(deposits.expiresAt, now),
        where.memberId === undefined ? undefined : eq(deposits.memberId, where.memberId),
        where.merchantCode === undefined
          ? undefined
          : eq(deposits.merchantCode, where.merchantCode),
      ),
    );
}

export async function pendingByAmount(
  db: Db,
  merchantCode: string,
  method: string,
  amount: bigint,
) {
  return findMerchantRow(
    db,
    deposits,
    merchantCode,
    pendingOf(method),
    eq(deposits.amount, amount),
  );
}

/** The amounts pending requests of a method carry from `low` to `high` (both included). */
export async function pendingAmountsBetween(
  db: Db,
  merchantCode: string,
  method: string,
  low: bigint,
  high: bigint,
): Promise<bigint[]> {
  const rows = await db
    .select({ amount: deposits.amount })
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantCode, merchantCode),
        pendingOf(method),
        between(deposits.amount, low, high),
      ),
    );
  return rows.map((r) => r.amount);
}

/**
 * The member's pending requests of a method, all but the newest `keep`, expire now as replaced;
 * the ids of those that did.
 */
export async function expireAllButNewest(
  db: Db,
  memberId: number,
  method: string,
  keep: number,
  now: Date,
): Promise<number[]> {
  const older = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), pendingOf(method)))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .offset(keep);
  const rows = await db
    .update(deposits)
    .set({ state: 'expired', decidedAt: now, decidedBy: 'replaced' })
    .where(and(inArray(deposits.id, older), eq(deposits.state, 'pending')))
    .returning({ id: deposits.id });
  return rows.map((r) => r.id);
}

/** Names the request that replaced these (in decidedBy, for finance). */
export async function noteReplacement(db: Db, ids: number[], reference: string) {
  if (ids.length === 0) return;
  await db
    .update(deposits)
    .set({ decidedBy: `replaced by ${reference}` })
    .where(inArray(deposits.id, ids));
}

/**
 * Moves a deposit in one of the `from` states (pending unless said) to its end state; null when
 * it was no longer in one (once only).
 */
export async function decideDeposit(
  db: Db,
  id: number,
  state: 'credited' | 'rejected',
  now: Date,
  by: string,
  from: DepositRow['state'][] = ['pending'],
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({ state, decidedAt: now, decidedBy: by })
    .where(and(eq(deposits.id, id), inArray(deposits.state, from)))
    .returning();
  return row ?? null;
}

/** The deposit's row, locked until the transaction ends. */
export async function lockDeposit(db: Db, id: number) {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row ?? null;
}

/** The gateway's transaction id of a deposit, once the gateway opened its payment. */
export async function setGatewayTx(db: Db, id: number, gateway: string, txId: string) {
  await db.update(deposits).set({ gateway, gatewayTxId: txId }).where(eq(deposits.id, id));
}

/** The deposit a gateway's payment belongs to, locked until the transaction ends. */
export async function lockGatewayDeposit(db: Db, gateway: string, txId: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.gateway, gateway), eq(deposits.gatewayTxId, txId)))
    .for('update');
  return row ?? null;
}

/**
 * A gateway's outcome: paid credits a deposit still pending, or one that expired here while the
 * player was paying (the gateway has the money); cancelled rejects a pending one.
 */
export const settleGatewayDeposit = (
  db: Db,
  id: number,
  state: 'credited' | 'rejected',
  now: Date,
  by: string,
) =>
  decideDeposit(
    db,
    id,
    state,
    now,
    by,
    state === 'credited' ? ['pending', 'expired'] : ['pending'],
  );

/** Remembers a callback's nonce; false when it was already used (a replay). */
export const rememberGatewayNonce = (db: Db, gateway: string, nonce: string, expiresAt: Date) =>
  insertOnce(db, gatewayCallbackNonces, { gateway, nonce, expiresAt });

export async function forgetExpiredGatewayNonces(db: Db, now: Date) {
  await db.delete(gatewayCallbackNonces).where(lte(gatewayCallbackNonces.expiresAt, now));
}
