import { ErrorCode, reasonMessage, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { ProtectionLimitKind, ProtectionPeriod } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { depositedSince } from '../../lib/deposit-totals';
import {
  exclusionAt,
  excludedMembers,
  limitsOf,
  lockProtection,
  playSince,
  type ProtectionExclusionRow,
} from './protection.repository';
import { windowStart } from './protection-windows';
import { latestAgeVerification } from './age-verification.repository';

/** A spend the member's protection is asked about: a deposit request or a stake. */
export interface Spend {
  kind: 'deposit' | 'wager';
  amount: bigint;
  /** The field a refusal names (a form highlights it). */
  field?: string;
  /** The merchant asks a verified age before money moves (ageVerificationRequired). */
  ageRequired: boolean;
}

/**
 * Issue 34: whether the merchant asks a verified age before money moves. A merchant row stored
 * before the setting existed has none: off.
 */
export const ageVerificationRequired = (merchant: MerchantConfig): boolean =>
  (merchant.ageVerification as { required?: boolean } | undefined)?.required === true;

/**
 * Issue 34: where the merchant asks a verified age, a member without one is refused any money
 * movement (a deposit, a withdrawal, a real-money launch, stake or lottery order) with a 403
 * naming the requirement; nothing is written.
 */
export async function refuseUnverifiedAge(db: Db, memberId: number, required: boolean) {
  if (!required) return;
  const latest = await latestAgeVerification(db, memberId);
  if (latest?.state === 'verified') return;
  throw new HttpError(ErrorCode.AGE_NOT_VERIFIED, '', {
    requirement: 'ageVerification',
    state: latest?.state ?? 'none',
  });
}

/** What a limit's window has used at `now`. */
export async function usedUnder(
  db: Db,
  memberId: number,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  now: Date,
): Promise<bigint> {
  const from = windowStart(period, now);
  if (kind === 'deposit') return depositedSince(db, memberId, from);
  const play = await playSince(db, memberId, from);
  return kind === 'wager' ? play.wagered : play.loss;
}

const untilText = (until: Date | null) =>
  until === null ? '∞' : `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function excludedError(exclusion: ProtectionExclusionRow): HttpError {
  const reason = exclusion.type === 'timeout' ? 'TIMED_OUT' : 'SELF_EXCLUDED';
  const params = { until: untilText(exclusion.until) };
  return new HttpError(ErrorCode.PROTECTION_EXCLUDED, reasonMessage(reason, 'en', params) ?? '', {
    reason,
    params,
    until: exclusion.until?.getTime() ?? null,
  });
}

/** The member's time-out or self-exclusion refuses the call (a launch, a deposit, a stake). */
export async function refuseWhileExcluded(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = await exclusionAt(db, memberId, now);
  if (exclusion) throw excludedError(exclusion);
}

/**
 * Issue 34: asks the member's protection about a spend inside the caller's transaction `tx`,
 * before the money moves. The member's protection is held until the transaction ends, so calls
 * sent at once are counted one after another and only those that fit pass. Refuses while a
 * time-out or self-exclusion holds, and when the spend would pass a limit: the one leaving the
 * least is named with what is left (the lowest applicable limit wins). A stake counts against
 * both the wager and the loss limits (it may all be lost).
 */
export async function guardSpend(tx: Db, memberId: number, spend: Spend, now: Date): Promise<void> {
  await lockProtection(tx, memberId);
  await refuseWhileExcluded(tx, memberId, now);
  await refuseUnverifiedAge(tx, memberId, spend.ageRequired);
  const kinds: ProtectionLimitKind[] = spend.kind === 'deposit' ? ['deposit'] : ['wager', 'loss'];
  const limits = (await limitsOf(tx, memberId)).filter(
    (l): l is typeof l & { kind: ProtectionLimitKind } =>
      l.amount !== null && (kinds as string[]).includes(l.kind),
  );
  let tightest: {
    kind: ProtectionLimitKind;
    period: ProtectionPeriod;
    max: bigint;
    left: bigint;
  } | null = null;
  for (const limit of limits) {
    const max = limit.amount as bigint;
    const used = await usedUnder(tx, memberId, limit.kind, limit.period, now);
    const left = max > used ? max - used : 0n;
    if (spend.amount > left && (tightest === null || left < tightest.left))
      tightest = { kind: limit.kind, period: limit.period, max, left };
  }
  if (tightest === null) return;
  const reason = `LIMIT_${tightest.kind.toUpperCase()}_${tightest.period.toUpperCase()}`;
  const params = { max: fromUnits(tightest.max), left: fromUnits(tightest.left) };
  const message = reasonMessage(reason, 'en', params) ?? reason;
  throw new HttpError(ErrorCode.PROTECTION_LIMIT, message, {
    reason,
    params,
    limit: { kind: tightest.kind, period: tightest.period, ...params },
    ...(spend.field ? { fields: { [spend.field]: message } } : {}),
  });
}

/**
 * Whether the member has anything a stake must be checked against: a limit, a time-out or
 * self-exclusion in force, or an age still to verify. A path that skips the transaction for speed asks this first.
 */
export async function hasProtection(
  db: Db,
  memberId: number,
  now: Date,
  ageRequired: boolean,
): Promise<boolean> {
  if (ageRequired && (await latestAgeVerification(db, memberId))?.state !== 'verified') return true;
  // The session-time limit asks nothing of a stake.
  if ((await limitsOf(db, memberId)).some((l) => l.amount !== null && l.kind !== 'session'))
    return true;
  return (await exclusionAt(db, memberId, now)) !== null;
}

/**
 * Issue 33: the members among `memberIds` in a time-out or self-exclusion at `now`, to whom
 * nothing that invites play (a draw reminder) may go.
 */
export const excludedAmong = async (db: Db, memberIds: number[], now: Date): Promise<Set<number>> =>
  new Set(await excludedMembers(db, now, { memberIds }));
