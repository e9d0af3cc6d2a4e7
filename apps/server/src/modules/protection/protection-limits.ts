import { ErrorCode, PROTECTION_RAISE_WAIT_MS } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { ProtectionLimitKind, ProtectionPeriod, StoredLimitKind } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import type { ProtectionActor } from './protection-actor';
import type { ProtectionDeps } from './protection-deps';
import { limitOf, lockProtection, saveLimit } from './protection.repository';

/** The member's limit of a kind and period, or null while none is set. */
type LimitRow = Awaited<ReturnType<typeof limitOf>>;

const amountText = (units: bigint | null) => (units === null ? 'none' : fromUnits(units));
/** A limit's amount as the audit and the list of changes show it (minutes for session time). */
const shown = (kind: StoredLimitKind, value: bigint | null) =>
  kind === 'session' ? (value === null ? 'none' : `${value} min`) : amountText(value);

/**
 * Runs `step` on the member's limit of a kind and period, in one transaction under the member's
 * protection lock; `now` is read once the lock is held.
 */
function withLockedLimit(
  { db, clock }: ProtectionDeps,
  memberId: number,
  kind: StoredLimitKind,
  period: ProtectionPeriod,
  step: (tx: Db, row: LimitRow, now: Date) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await lockProtection(tx, memberId);
    const now = clock();
    await step(tx, await limitOf(tx, memberId, kind, period), now);
  });
}

async function changeLimit(
  deps: ProtectionDeps,
  actor: ProtectionActor,
  kind: StoredLimitKind,
  period: ProtectionPeriod,
  wanted: bigint | null,
) {
  await withLockedLimit(deps, actor.memberId, kind, period, async (tx, row, now) => {
    const current = row?.amount ?? null;
    const before = { kind, period, amount: shown(kind, current) };
    const after = { kind, period, amount: shown(kind, wanted) };
    const tighter = wanted !== null && (current === null || wanted <= current);
    if (tighter) {
      await saveLimit(tx, {
        memberId: actor.memberId,
        kind,
        period,
        amount: wanted,
        pendingAmount: null,
        pendingSince: null,
        updatedAt: now,
      });
      await deps.audit(tx, actor, 'protection.limit_set', before, after);
      return;
    }
    if (current === null) return; // removing a limit that is not there
    await saveLimit(tx, {
      memberId: actor.memberId,
      kind,
      period,
      amount: current,
      pendingAmount: wanted,
      pendingSince: now,
      updatedAt: now,
    });
    await deps.audit(tx, actor, 'protection.limit_raise_requested', before, after);
  });
}

/**
 * Issue 34: a new limit or a decrease holds at once (a waiting raise is dropped); a raise or
 * removal waits 24 hours and a confirmation.
 */
export const setProtectionLimit = (
  deps: ProtectionDeps,
  actor: ProtectionActor,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  amount: string | null,
) => changeLimit(deps, actor, kind, period, amount === null ? null : toUnits(amount));

/** The daily session-time limit, in minutes: the same rule as the money limits. */
export const setSessionTimeLimit = (
  deps: ProtectionDeps,
  actor: ProtectionActor,
  minutes: number | null,
) => changeLimit(deps, actor, 'session', 'day', minutes === null ? null : BigInt(minutes));

/** Applies a waiting raise or removal once its 24 hours have passed. */
export async function confirmProtectionLimit(
  deps: ProtectionDeps,
  actor: ProtectionActor,
  kind: StoredLimitKind,
  period: ProtectionPeriod,
) {
  await withLockedLimit(deps, actor.memberId, kind, period, async (tx, row, now) => {
    if (!row?.pendingSince) throw new HttpError(ErrorCode.NOT_FOUND, 'No change is waiting');
    if (now.getTime() < row.pendingSince.getTime() + PROTECTION_RAISE_WAIT_MS)
      throw new HttpError(ErrorCode.PROTECTION_NOT_YET);
    await saveLimit(tx, {
      ...row,
      amount: row.pendingAmount,
      pendingAmount: null,
      pendingSince: null,
      updatedAt: now,
    });
    await deps.audit(
      tx,
      actor,
      'protection.limit_raise_confirmed',
      { kind, period, amount: shown(kind, row.amount) },
      { kind, period, amount: shown(kind, row.pendingAmount) },
    );
  });
}

/** Drops a waiting raise or removal; nothing when none waits. */
export async function cancelPendingLimit(
  deps: ProtectionDeps,
  actor: ProtectionActor,
  kind: StoredLimitKind,
  period: ProtectionPeriod,
) {
  await withLockedLimit(deps, actor.memberId, kind, period, async (tx, row, now) => {
    if (!row?.pendingSince) return;
    await saveLimit(tx, { ...row, pendingAmount: null, pendingSince: null, updatedAt: now });
    await deps.audit(
      tx,
      actor,
      'protection.limit_raise_cancelled',
      { kind, period, pending: shown(kind, row.pendingAmount) },
      null,
    );
  });
}
