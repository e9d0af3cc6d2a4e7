import type { FastifyInstance } from 'fastify';
import { endMemberSession, endOtherSessions, memberSessions } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { currentMember } from '../../plugins/session-auth.plugin';

/** ASVS V7.5: a member lists their sessions and ends one or all others. */
export default async function memberSessionsRoutes(app: FastifyInstance, opts: AccountServices) {
  const { sessions } = opts;

  registerOperation(app, memberSessions, (req) => sessions.list(currentMember(req)));

  registerOperation(app, endMemberSession, async (req) => {
    await sessions.endOne(currentMember(req).id, req.body.sessionId);
    return null;
  });

  registerOperation(app, endOtherSessions, async (req) => {
    const me = currentMember(req);
    await sessions.endOthers(me.id, me.sessionId);
    return null;
  });
}
