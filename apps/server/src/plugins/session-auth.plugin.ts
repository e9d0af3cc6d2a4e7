import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@lotto/contract';
import { HttpError } from '../lib/http-error';

/** The member behind a live session, as every `auth: 'member'` call sees it. */
export interface AuthenticatedMember {
  sessionId: number;
  id: number;
  merchantCode: string;
  username: string;
  customerType: number;
  isTrial: boolean;
  firstTimeLogin: boolean;
}

/**
 * What a call's session read brings besides the session and its member: 'member-info' also the
 * member's level and unread count, for the call that shows them (one round trip).
 */
export type SessionRead = 'member' | 'member-info';

/** What the plugin needs of the accounts module's sessions (handed in by the app). */
interface MemberSessions {
  resolve(
    token: string | null,
    merchantCode: string,
    read?: SessionRead,
  ): Promise<AuthenticatedMember | 'expired' | null>;
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
  interface FastifyContextConfig {
    /** The route's session read ('member' when not set); see `SessionRead`. */
    sessionRead?: SessionRead;
  }
}

export default fp(
  async (app, opts: { sessions: MemberSessions }) => {
    app.decorateRequest('member', null);
    const resolve = (request: FastifyRequest) =>
      opts.sessions.resolve(
        request.sessionToken,
        request.merchant.code,
        request.routeOptions.config.sessionRead,
      );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const found = await resolve(request);
      if (found === null) throw new HttpError(ErrorCode.UNAUTHORIZED);
      if (found === 'expired') throw new HttpError(ErrorCode.SESSION_EXPIRED);
      request.member = found;
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      let found: Awaited<ReturnType<typeof resolve>>;
      try {
        found = await resolve(request);
      } catch (error) {
        // A session that just ended (the daily session-time limit) reads as none here.
        if (error instanceof HttpError && error.code === ErrorCode.SESSION_TIME_LIMIT) found = null;
        else throw error;
      }
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
