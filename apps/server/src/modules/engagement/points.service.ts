import {
  ErrorCode,
  FieldIssueCode,
  type PointsReason,
  type PointsSummaryValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import {
  applyPointsMovement,
  findPointsAccount,
  latestPointsEntries,
  lockPointsAccount,
  pointsKeyExists,
} from './points.repository';

/** How many of the latest entries the member and the console see. */
const LATEST_ENTRIES = 50;

export interface PointsMovement {
  memberId: number;
  /** Positive earns, negative spends or expires. */
  amount: number;
  reason: PointsReason;
  /** One per movement: the same key again changes nothing. */
  idempotencyKey: string;
  detail?: string;
  now: Date;
  /** The field a refusal names (the mall's itemId, an adjustment's amount). */
  field?: string;
}

export const notEnoughPoints = (field: string, balance: number, needed: number) =>
  new HttpError(ErrorCode.CONFLICT, `${field}: not enough points (${balance} of ${needed})`, {
    fields: { [field]: `not enough points: the balance is ${balance}, ${needed} needed` },
    fieldCodes: {
      [field]: { code: FieldIssueCode.invalid, params: { reason: 'not_enough_points' } },
    },
  });

/**
 * Moves points inside the caller's transaction: the account row is locked, the entry appended and
 * the cached balance written together. Returns null when the key was used before (a retry).
 */
export async function movePoints(tx: Db, m: PointsMovement): Promise<{ balance: number } | null> {
  const account = await lockPointsAccount(tx, m.memberId);
  if (await pointsKeyExists(tx, m.idempotencyKey)) return null;
  const balance = account.balance + m.amount;
  if (balance < 0) throw notEnoughPoints(m.field ?? 'amount', account.balance, -m.amount);
  await applyPointsMovement(tx, {
    memberId: m.memberId,
    amount: m.amount,
    balanceAfter: balance,
    reason: m.reason,
    idempotencyKey: m.idempotencyKey,
    detail: m.detail ?? '',
    now: m.now,
  });
  return { balance };
}

/**
 * A member's points totals (all 0 before the first movement) and their latest entries, as the
 * console sees them.
 */
export async function pointsAccountOf(db: Db, memberId: number) {
  const account = await findPointsAccount(db, memberId);
  const entries = await latestPointsEntries(db, memberId, LATEST_ENTRIES);
  return {
    balance: account?.balance ?? 0,
    earned: account?.earned ?? 0,
    spent: account?.spent ?? 0,
    expired: account?.expired ?? 0,
    entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      reason: e.reason,
      detail: e.detail,
      createdAt: e.createdAt.getTime(),
    })),
  };
}

/** The same for the member, without the entries' detail (a note for operators). */
export async function pointsSummary(db: Db, memberId: number): Promise<PointsSummaryValue> {
  const { entries, ...totals } = await pointsAccountOf(db, memberId);
  return { ...totals, entries: entries.map(({ detail: _detail, ...entry }) => entry) };
}
