import {
  ErrorCode,
  PROTECTION_RAISE_WAIT_MS,
  reasonMessage,
  type SessionTimeValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { startOfDay } from '../../lib/money-day';
import { zoneOffsetMs } from '../../lib/time-zone';
import {
  insertChange,
  limitOf,
  lockProtection,
  saveSessionTime,
  sessionTimeOf,
} from './protection.repository';
import type { ProtectionHooks } from './protection-deps';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type SeenOutcome = { left: number | null } | { reached: number; next: Date };

/** The member whose session is seen or starts (what ending their sessions takes). */
export interface SessionMember {
  id: number;
  merchantCode: string;
  username: string;
}

/** The merchant day holding `now`: its start, the next one's, and the key it is counted under. */
export function merchantDayOf(now: Date, timeZone: string) {
  const start = startOfDay(now, timeZone);
  // 36 hours on is inside the next day whatever a zone's daylight saving does.
  const next = startOfDay(new Date(start.getTime() + 36 * HOUR_MS), timeZone);
  return { start, next, key: start.toISOString() };
}

/** "YYYY-MM-DD HH:mm" on the merchant's wall clock (the refusal names when login opens). */
const wallTime = (at: Date, timeZone: string) =>
  new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone))
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

/** The refusal at the limit: the session ends, login waits for the next merchant day. */
export function sessionTimeReached(limitMinutes: number, next: Date, timeZone: string) {
  const params = { max: limitMinutes, from: wallTime(next, timeZone) };
  return new HttpError(
    ErrorCode.SESSION_TIME_LIMIT,
    reasonMessage('SESSION_TIME_REACHED', 'en', params) ?? '',
    { reason: 'SESSION_TIME_REACHED', params, until: next.getTime() },
  );
}

/**
 * Issue 34: the daily session-time limit. Time logged in is counted on the server as the
 * member's sessions are seen (each call that refreshes a session adds the time since it was
 * last seen, and the reality check adds it to the second); two sessions at once count the same
 * minutes once. At the limit every session of the member ends and login is refused until the
 * next merchant day.
 */
// eslint-disable-next-line max-lines-per-function -- the session-time limit's three operations (seen, refuseLogin, usage) sharing usedToday and limitMinutesOf; each is linted on its own, the longest (seen) 40 lines
export function createSessionTimeService(db: Db, clock: Clock, hooks: ProtectionHooks) {
  const usedToday = (row: Awaited<ReturnType<typeof sessionTimeOf>>, dayKey: string) =>
    row?.day === dayKey ? row.usedMs : 0;

  const limitMinutesOf = async (tx: Db, memberId: number) => {
    const limit = await limitOf(tx, memberId, 'session', 'day');
    return limit?.amount == null ? null : Number(limit.amount);
  };

  return {
    /**
     * Counts the member's time logged in from `from` (when the session was last seen) to `to`;
     * answers the milliseconds left under the limit (null: none), or throws the refusal once it
     * is reached, every session of the member ended.
     */
    async seen(
      member: SessionMember,
      timeZone: string,
      from: Date,
      to: Date,
    ): Promise<number | null> {
      const outcome = await db.transaction(async (tx): Promise<SeenOutcome> => {
        await lockProtection(tx, member.id);
        const day = merchantDayOf(to, timeZone);
        const row = await sessionTimeOf(tx, member.id);
        const same = row?.day === day.key;
        const countedTo = same && row ? row.countedTo.getTime() : 0;
        const start = Math.max(from.getTime(), day.start.getTime(), countedTo);
        const before = usedToday(row, day.key);
        const used = before + Math.max(0, to.getTime() - start);
        await saveSessionTime(tx, {
          memberId: member.id,
          day: day.key,
          usedMs: used,
          countedTo: new Date(Math.max(to.getTime(), countedTo)),
        });
        const limitMinutes = await limitMinutesOf(tx, member.id);
        if (limitMinutes === null) return { left: null };
        const limitMs = limitMinutes * MINUTE_MS;
        if (used < limitMs) return { left: limitMs - used };
        if (before < limitMs)
          await insertChange(tx, {
            memberId: member.id,
            at: to,
            action: 'protection.session_time_reached',
            by: 'system',
            before: null,
            after: JSON.stringify({ minutes: `${limitMinutes}` }),
          });
        await hooks.endSessions(tx, member.merchantCode, member.username);
        return { reached: limitMinutes, next: day.next };
      });
      if ('reached' in outcome) throw sessionTimeReached(outcome.reached, outcome.next, timeZone);
      return outcome.left;
    },

    /** A login is refused while today's time has reached the limit. */
    async refuseLogin(member: SessionMember, timeZone: string): Promise<void> {
      const now = clock();
      const limitMinutes = await limitMinutesOf(db, member.id);
      if (limitMinutes === null) return;
      const day = merchantDayOf(now, timeZone);
      const used = usedToday(await sessionTimeOf(db, member.id), day.key);
      if (used >= limitMinutes * MINUTE_MS)
        throw sessionTimeReached(limitMinutes, day.next, timeZone);
    },

    /** Today's time logged in and the limit, as the member's page and the console show them. */
    async usage(memberId: number, timeZone: string): Promise<SessionTimeValue> {
      const now = clock();
      const day = merchantDayOf(now, timeZone);
      const [row, limit] = await Promise.all([
        sessionTimeOf(db, memberId),
        limitOf(db, memberId, 'session', 'day'),
      ]);
      const usedMinutes = Math.floor(usedToday(row, day.key) / MINUTE_MS);
      const limitMinutes = limit?.amount == null ? null : Number(limit.amount);
      return {
        limitMinutes,
        usedMinutes,
        leftMinutes: limitMinutes === null ? null : Math.max(0, limitMinutes - usedMinutes),
        pending: limit?.pendingSince
          ? {
              minutes: limit.pendingAmount === null ? null : Number(limit.pendingAmount),
              confirmableAt: limit.pendingSince.getTime() + PROTECTION_RAISE_WAIT_MS,
            }
          : null,
        nextDayAt: day.next.getTime(),
      };
    },
  };
}
export type SessionTimeService = ReturnType<typeof createSessionTimeService>;
