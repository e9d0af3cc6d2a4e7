import { ErrorCode, type MemberSessionsValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { AuthenticatedMember, SessionRead } from '../../plugins/session-auth.plugin';
import type { SessionTimeHooks } from './accounts.module';
import type { Client } from './client';
import type { MemberRow } from './members.repository';
import { keepSessionMemberRow } from './session-member-row';
import {
  deleteMemberSession,
  deleteOtherSessions,
  deleteSession,
  endSurplusSessions,
  findSessionWithMember,
  findSessionWithMemberInfo,
  insertSession,
  listMemberSessions,
  touchSession,
} from './sessions.repository';

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
  /** Concurrent sessions per member; a new login past it ends the oldest (ASVS V7.1). */
  maxPerMember: number;
}

/** SESSION_MAX_PER_MEMBER's default. */
export const DEFAULT_SESSIONS_PER_MEMBER = 5;

// Writing last_seen_at on every request would make every read a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/**
 * The demo vendor keeps the platform session of a game alive while it is played; the other
 * modules reach sessions only through this file.
 */
export { touchSession };

const noSessionTime: SessionTimeHooks = { starting: async () => {}, seen: async () => {} };

// eslint-disable-next-line max-lines-per-function -- the sessions service's method table (start, resolve, end, renew, list, endOne, endOthers) over one db, clock and session settings; each method is linted on its own, the longest 35 lines
export function createSessionsService(
  db: Db,
  clock: Clock,
  settings: SessionSettings,
  sessionTime: SessionTimeHooks = noSessionTime,
) {
  return {
    /** A new session for the member; answers its token (only the hash is stored). */
    async start(
      member: MemberRow,
      client: Pick<Client, 'ip' | 'userAgent' | 'country'>,
    ): Promise<string> {
      // Issue 34: no login once the member's daily session time is used up.
      await sessionTime.starting(member);
      const token = randomToken();
      const now = clock();
      await insertSession(db, {
        tokenHash: sha256Hex(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        expiresAt: new Date(now.getTime() + settings.maxHours * 3_600_000),
        ip: client.ip,
        userAgent: client.userAgent,
        country: client.country,
        now,
      });
      // ASVS V7.1: at most this many sessions per member; a new login ends the oldest.
      await endSurplusSessions(db, member.id, settings.maxPerMember);
      return token;
    },

    /**
     * The member of a live session of this merchant; 'expired' for a token that names no live
     * session (which then ends), null without a token.
     */
    async resolve(
      token: string | null,
      merchantCode: string,
      read: SessionRead = 'member',
    ): Promise<AuthenticatedMember | 'expired' | null> {
      if (!token) return null;
      const tokenHash = sha256Hex(token);
      const found =
        read === 'member-info'
          ? await findSessionWithMemberInfo(db, tokenHash)
          : await findSessionWithMember(db, tokenHash);
      if (!found) return 'expired';
      const { session, member } = found;
      const now = clock();
      const idleLimit = session.lastSeenAt.getTime() + settings.idleMinutes * 60_000;
      if (
        session.expiresAt <= now ||
        idleLimit <= now.getTime() ||
        member.disabled ||
        member.merchantCode !== merchantCode
      ) {
        await deleteSession(db, session.id);
        return 'expired';
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await touchSession(db, session.id, now);
        // Issue 34: the time since it was last seen counts; at the daily limit this throws, the
        // member's sessions ended.
        await sessionTime.seen(member, session.lastSeenAt, now);
      }
      const authenticated: AuthenticatedMember = {
        sessionId: session.id,
        id: member.id,
        merchantCode: member.merchantCode,
        username: member.username,
        customerType: member.customerType,
        isTrial: member.isTrial,
        firstTimeLogin: member.firstTimeLogin,
      };
      keepSessionMemberRow(authenticated, member, found.info);
      return authenticated;
    },

    /** Logout. */
    end: async (sessionId: number) => {
      await deleteSession(db, sessionId);
    },

    renew: async (sessionId: number) => {
      await touchSession(db, sessionId, clock());
    },

    /** ASVS V7.5: a member's sessions, the current one marked. */
    async list(me: AuthenticatedMember): Promise<MemberSessionsValue> {
      const rows = await listMemberSessions(db, me.id);
      return {
        list: rows.map((row) => ({
          sessionId: row.id,
          device: row.userAgent,
          ip: row.ip,
          country: row.country,
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          current: row.id === me.sessionId,
        })),
      };
    },

    async endOne(memberId: number, sessionId: number) {
      // Another member's session id is answered as unknown: ids tell nothing across accounts.
      if (!(await deleteMemberSession(db, memberId, sessionId)))
        throw new HttpError(ErrorCode.NOT_FOUND, 'No such session');
    },

    /** Every session of the member but `keepId` (all of them when null). */
    endOthers: async (memberId: number, keepId: number | null) => {
      await deleteOtherSessions(db, memberId, keepId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
