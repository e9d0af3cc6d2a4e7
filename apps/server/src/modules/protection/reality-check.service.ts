import { ErrorCode, REALITY_CHECK_DEFAULT_MINUTES, type RealityCheckValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { recordAudit } from '../audit/audit.service';
import { insertChange, playSince } from './protection.repository';
import { auditActorOf, changeActorOf, type ProtectionActor } from './protection-actor';
import type { SessionMember, SessionTimeService } from './session-time.service';
import {
  realityCheckMinutesOf,
  saveRealityCheckMinutes,
  sessionStart,
} from './reality-check.repository';

const MINUTE_MS = 60 * 1000;

/**
 * Issue 34 (UKGC RTS 13): reality checks counted on the server: the session's login time from the
 * sessions table, the net result since then from the member's real-money ledger entries, and the
 * checks due at every whole interval after the login. The browser's clock plays no part.
 */
export function createRealityCheckService(
  db: Db,
  clock: Clock,
  sessionTime: Pick<SessionTimeService, 'seen'>,
) {
  /**
   * The session's check; it also counts the session's time up to now, so the call the app makes
   * when the session-time limit runs out ends the session on the second.
   */
  async function check(
    member: SessionMember & { sessionId: number },
    timeZone: string,
  ): Promise<RealityCheckValue> {
    const memberId = member.id;
    const now = clock();
    const session = await sessionStart(db, memberId, member.sessionId);
    if (!session) throw new HttpError(ErrorCode.UNAUTHORIZED);
    const started = session.createdAt;
    const sessionTimeLeftMs = await sessionTime.seen(member, timeZone, session.lastSeenAt, now);
    const chosen = await realityCheckMinutesOf(db, memberId);
    const minutes = chosen === undefined ? REALITY_CHECK_DEFAULT_MINUTES : chosen;
    const playedMs = Math.max(0, now.getTime() - started.getTime());
    const play = await playSince(db, memberId, started);
    const intervalMs = minutes === null ? null : minutes * MINUTE_MS;
    const checksDue = intervalMs === null ? 0 : Math.floor(playedMs / intervalMs);
    return {
      intervalMinutes: minutes,
      sessionStartedAt: started.getTime(),
      now: now.getTime(),
      playedMs,
      net: fromUnits(-play.loss),
      checksDue,
      nextAt: intervalMs === null ? null : started.getTime() + (checksDue + 1) * intervalMs,
      sessionTimeLeftMs,
    };
  }

  return {
    check,

    /** The member's interval, audited and listed with the other protection changes. */
    async setInterval(
      actor: ProtectionActor,
      member: SessionMember & { sessionId: number },
      timeZone: string,
      minutes: number | null,
    ) {
      await db.transaction(async (tx) => {
        const now = clock();
        const before = await realityCheckMinutesOf(tx, actor.memberId);
        await saveRealityCheckMinutes(tx, actor.memberId, minutes, now);
        const text = (m: number | null | undefined) =>
          m === undefined ? `${REALITY_CHECK_DEFAULT_MINUTES}` : m === null ? 'off' : `${m}`;
        const beforeValue = { realityCheckMinutes: text(before) };
        const afterValue = { realityCheckMinutes: text(minutes) };
        await recordAudit(tx, auditActorOf(actor), {
          action: 'protection.reality_check_set',
          targetType: 'member',
          targetId: actor.memberId,
          before: beforeValue,
          after: afterValue,
        });
        await insertChange(tx, {
          memberId: actor.memberId,
          at: now,
          action: 'protection.reality_check_set',
          ...changeActorOf(actor),
          before: JSON.stringify(beforeValue),
          after: JSON.stringify(afterValue),
        });
      });
      return check(member, timeZone);
    },
  };
}
export type RealityCheckService = ReturnType<typeof createRealityCheckService>;
