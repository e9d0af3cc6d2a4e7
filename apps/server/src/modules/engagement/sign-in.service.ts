import {
  ErrorCode,
  FieldIssueCode,
  type MerchantConfig,
  type SignInCalendarValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { addDays, localDateOf, monthStart } from '../../lib/local-date';
import { movePoints } from './points.service';
import { findSignIn, insertSignIn, signInsSince } from './sign-in.repository';

/** Points for the nth day of a streak; past the table's end its last value repeats. */
export const streakPointsOf = (table: readonly number[], streak: number): number =>
  table[Math.min(streak, table.length) - 1] ?? 0;

const alreadySignedIn = (date: string) =>
  new HttpError(ErrorCode.CONFLICT, `date: signed in on ${date} already`, {
    fields: { date: `signed in on ${date} already` },
    fieldCodes: { date: { code: FieldIssueCode.invalid, params: { reason: 'already_signed_in' } } },
  });

export function createSignInService(db: Db, clock: Clock) {
  return {
    async calendar(memberId: number, merchant: MerchantConfig): Promise<SignInCalendarValue> {
      const today = localDateOf(clock(), merchant.timeZone);
      const rows = await signInsSince(db, memberId, addDays(monthStart(today), -1));
      const byDate = new Map(rows.map((r) => [r.localDate, r]));
      const latest = byDate.get(today) ?? byDate.get(addDays(today, -1));
      return {
        today,
        timeZone: merchant.timeZone,
        signedToday: byDate.has(today),
        streak: latest?.streak ?? 0,
        signedDates: rows.map((r) => r.localDate).filter((d) => d >= monthStart(today)),
        streakPoints: merchant.engagement.signInStreakPoints,
      };
    },

    /** One sign-in per member and local date: the row's key settles two calls in the same second. */
    async signIn(memberId: number, merchant: MerchantConfig) {
      const now = clock();
      const date = localDateOf(now, merchant.timeZone);
      return db.transaction(async (tx) => {
        const yesterday = await findSignIn(tx, memberId, addDays(date, -1));
        const streak = (yesterday?.streak ?? 0) + 1;
        const points = streakPointsOf(merchant.engagement.signInStreakPoints, streak);
        const row = await insertSignIn(tx, { memberId, localDate: date, streak, points, now });
        if (!row) throw alreadySignedIn(date);
        if (points > 0) {
          await movePoints(tx, {
            memberId,
            amount: points,
            reason: 'sign_in',
            idempotencyKey: `sign_in:${memberId}:${date}`,
            detail: date,
            now,
          });
        }
        return { date, streak, points };
      });
    },
  };
}
