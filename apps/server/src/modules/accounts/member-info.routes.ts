import type { FastifyInstance } from 'fastify';
import { memberInfo } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { currentMember } from '../../plugins/session-auth.plugin';

export default async function memberInfoRoutes(app: FastifyInstance, opts: AccountServices) {
  registerOperation(app, memberInfo, (req) => opts.members.info(currentMember(req), req.language), {
    sessionRead: 'member-info',
  });
}
