import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { sha256Hex } from '../../lib/secrets';
import { deleteSession, findSessionWithMember, touchSession } from './sessions.repository';

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
  /** Concurrent sessions per member; a new login past it ends the oldest (ASVS V7.1). */
  maxPerMember: number;
}

/** SESSION_MAX_PER_MEMBER's default. */
export const DEFAULT_SESSIONS_PER_MEMBER = 5;

export interface AuthenticatedMember {
  sessionId: number;
  id: number;
  merchantCode: string;
  username: string;
  customerType: number;
  isTrial: boolean;
  firstTimeLogin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every `auth: 'member'` call: a live session or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler of `auth: 'optional'` calls: reads a live session when there is one. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

// Writing last_seen_at on every request would make every read a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export default fp(
  async (app, opts: { db: Db; clock: Clock; settings: SessionSettings }) => {
    app.decorateRequest('member', null);

    async function resolve(
      request: FastifyRequest,
    ): Promise<AuthenticatedMember | 'expired' | null> {
      const token = request.sessionToken;
      if (!token) return null;
      const found = await findSessionWithMember(opts.db, sha256Hex(token));
      if (!found) return 'expired';
      const { session, member } = found;
      const now = opts.clock();
      const idleLimit = session.lastSeenAt.getTime() + opts.settings.idleMinutes * 60_000;
      if (
        session.expiresAt <= now ||
        idleLimit <= now.getTime() ||
        member.disabled ||
        member.merchantCode !== request.merchant.code
      ) {
        await deleteSession(opts.db, session.id);
        return 'expired';
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await touchSession(opts.db, session.id, now);
      return {
        sessionId: session.id,
        id: member.id,
        merchantCode: member.merchantCode,
        username: member.username,
        customerType: member.customerType,
        isTrial: member.isTrial,
        firstTimeLogin: member.firstTimeLogin,
      };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const found = await resolve(request);
      if (found === null) throw new HttpError(ErrorCode.UNAUTHORIZED);
      if (found === 'expired') throw new HttpError(ErrorCode.SESSION_EXPIRED);
      request.member = found;
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      const found = await resolve(request);
      request.member = found === 'expired' ? null : found;
    });
  },
  { name: 'session-auth', dependencies: ['request-context'] },
);

/** The member of a call declared `auth: 'member'` (set by authenticate). */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new HttpError(ErrorCode.UNAUTHORIZED);
  return request.member;
}

/** Member-only functions refuse trial accounts (§6). */
export function realMember(request: FastifyRequest): AuthenticatedMember {
  const member = currentMember(request);
  if (member.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
  return member;
}
