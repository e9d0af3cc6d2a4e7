import type { FastifyInstance } from 'fastify';
import { endMemberSession, endOtherSessions, ErrorCode, memberSessions } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import type { Accounts } from './accounts.module';
import { currentMember } from './session-auth.plugin';
import { deleteMemberSession, deleteOtherSessions, listMemberSessions } from './sessions.service';

/** ASVS V7.5: a member lists their sessions and ends one or all others. */
export default async function memberSessionsRoutes(
  app: FastifyInstance,
  opts: { accounts: Accounts },
) {
  const { db } = opts.accounts;

  registerOperation(app, memberSessions, async (req) => {
    const me = currentMember(req);
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
  });

  registerOperation(app, endMemberSession, async (req) => {
    // Another member's session id is answered as unknown: ids tell nothing across accounts.
    if (!(await deleteMemberSession(db, currentMember(req).id, req.body.sessionId)))
      throw new HttpError(ErrorCode.NOT_FOUND, 'No such session');
    return null;
  });

  registerOperation(app, endOtherSessions, async (req) => {
    const me = currentMember(req);
    await deleteOtherSessions(db, me.id, me.sessionId);
    return null;
  });
}
