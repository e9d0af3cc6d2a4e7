import type { Db } from '../../db/client';
import { earnedBefore, findPointsAccount, membersWithPoints } from './points.repository';
import { movePoints } from './points.service';
import { DAY_MS } from '../../lib/time-zone';

/**
 * Points earned more than `days` days before `now` expire, the oldest spent first: what was
 * earned before the cutoff, less everything spent and expired so far, leaves as one `expired`
 * entry. The key names the member and the local date, so a second run that day moves nothing.
 * Answers the points expired.
 */
export async function expireMemberPoints(
  tx: Db,
  memberId: number,
  days: number,
  now: Date,
  localDate: string,
): Promise<number> {
  const account = await findPointsAccount(tx, memberId);
  if (!account || account.balance <= 0) return 0;
  const old = await earnedBefore(tx, memberId, new Date(now.getTime() - days * DAY_MS));
  const due = Math.min(account.balance, old - account.spent - account.expired);
  if (due <= 0) return 0;
  const moved = await movePoints(tx, {
    memberId,
    amount: -due,
    reason: 'expired',
    idempotencyKey: `points-expiry:${memberId}:${localDate}`,
    detail: `earned over ${days} days ago`,
    now,
  });
  return moved ? due : 0;
}

/** The merchant's daily expiry, inside the daily job's transaction. */
export async function expireMerchantPoints(
  tx: Db,
  merchantCode: string,
  days: number,
  now: Date,
  localDate: string,
): Promise<number> {
  let total = 0;
  for (const id of await membersWithPoints(tx, merchantCode))
    total += await expireMemberPoints(tx, id, days, now, localDate);
  return total;
}
