import { ErrorCode, HANDOVER_CODE_TTL_SECONDS, FieldIssueCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import type { Client } from './client';
import { insertHandover, takeHandover } from './handover.repository';
import { insertMemberLogin } from './member-security.repository';
import type { SessionSettings, SessionsService } from './sessions.service';

/**
 * Moving a member to another of the merchant's domains when the page's own is blocked: the session
 * token never travels in a URL, a one-time code does, in the fragment (never sent to a server or
 * written to its logs), and is traded there for a new session of the same member.
 */
export function createHandoverService(
  db: Db,
  clock: Clock,
  sessions: SessionsService,
  settings: SessionSettings,
) {
  return {
    async create(me: AuthenticatedMember) {
      const code = randomToken();
      const expiresAt = new Date(clock().getTime() + HANDOVER_CODE_TTL_SECONDS * 1000);
      await insertHandover(db, { codeHash: sha256Hex(code), sessionId: me.sessionId, expiresAt });
      return { code, expiresAt: expiresAt.getTime() };
    },

    async redeem(code: string, client: Client) {
      const now = clock();
      const found = await takeHandover(db, sha256Hex(code), now);
      const live =
        found &&
        found.session.expiresAt > now &&
        found.session.lastSeenAt.getTime() + settings.idleMinutes * 60_000 > now.getTime() &&
        !found.member.disabled &&
        found.member.merchantCode === client.merchant.code;
      // One answer for unknown, used, expired or a dead session: a guess learns nothing.
      if (!found || !live)
        throw fieldError('code', 'expired or already used', ErrorCode.UNAUTHORIZED, {
          code: FieldIssueCode.expired,
        });
      const token = await sessions.start(found.member, client);
      // The login history shows the move: a sign-in on the new domain the member did not type.
      await insertMemberLogin(db, {
        memberId: found.member.id,
        at: now,
        ip: client.ip,
        userAgent: client.userAgent,
        country: client.country,
        method: 'handover',
      });
      return {
        token,
        userName: found.member.username,
        customerType: found.member.customerType,
        firstTimeLogin: found.member.firstTimeLogin,
      };
    },
  };
}
