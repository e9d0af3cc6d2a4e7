import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSignInFailures, operators } from '../../db/schema';

/** Lockout: this many failed sign-ins from one address lock that address out … */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;
/** … for this long; failures further apart than this start the count again. */
export const SIGN_IN_LOCK_MINUTES = 15;
/**
 * Failures from all addresses together that lock the operator out of every address
 * that has failed in the window (ten addresses' worth of locks: a guesser spread over many
 * addresses then gets one try per new address). An address without a recent failure, such as
 * the operator's own, is never held by it.
 */
export const SIGN_IN_FAILURES_BEFORE_GLOBAL_LOCK = 10 * SIGN_IN_FAILURES_BEFORE_LOCK;

const windowMs = SIGN_IN_LOCK_MINUTES * 60_000;

/** Until when the operator may not sign in from this address; null when free to try. */
export async function signInLockedUntil(
  db: Db,
  operator: { id: number; lockedUntil: Date | null },
  ip: string,
  now: Date,
): Promise<Date | null> {
  const [own] = await db
    .select()
    .from(operatorSignInFailures)
    .where(
      and(eq(operatorSignInFailures.operatorId, operator.id), eq(operatorSignInFailures.ip, ip)),
    );
  if (own?.lockedUntil && own.lockedUntil > now) return own.lockedUntil;
  const failedRecently = own !== undefined && own.lastFailedAt.getTime() > now.getTime() - windowMs;
  if (failedRecently && operator.lockedUntil && operator.lockedUntil > now) {
    return operator.lockedUntil;
  }
  return null;
}

/** Counts a failure from this address and across addresses, locking when either is reached. */
export async function countSignInFailure(
  db: Db,
  operatorId: number,
  ip: string,
  now: Date,
): Promise<void> {
  const lockedUntil = new Date(now.getTime() + windowMs);
  const t = operatorSignInFailures;
  // A lock that has run out, or a last failure older than the window, starts the count again.
  const [own] = await db
    .insert(t)
    .values({ operatorId, ip, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [t.operatorId, t.ip],
      set: {
        failures: sql`case when ${t.lockedUntil} is not null
          or ${t.lastFailedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz
          then 1 else ${t.failures} + 1 end`,
        lastFailedAt: now,
        lockedUntil: null,
      },
    })
    .returning({ failures: t.failures });
  if ((own?.failures ?? 0) >= SIGN_IN_FAILURES_BEFORE_LOCK) {
    await db
      .update(t)
      .set({ lockedUntil })
      .where(and(eq(t.operatorId, operatorId), eq(t.ip, ip)));
  }
  const [all] = await db
    .update(operators)
    .set({ failedSignIns: sql`${operators.failedSignIns} + 1` })
    .where(eq(operators.id, operatorId))
    .returning({ failed: operators.failedSignIns });
  if ((all?.failed ?? 0) >= SIGN_IN_FAILURES_BEFORE_GLOBAL_LOCK) {
    await db
      .update(operators)
      .set({ failedSignIns: 0, lockedUntil })
      .where(eq(operators.id, operatorId));
  }
}

/** A good sign-in from this address clears its failures and the operator's overall count. */
export async function clearSignInFailures(db: Db, operatorId: number, ip: string): Promise<void> {
  await db
    .delete(operatorSignInFailures)
    .where(
      and(eq(operatorSignInFailures.operatorId, operatorId), eq(operatorSignInFailures.ip, ip)),
    );
}
