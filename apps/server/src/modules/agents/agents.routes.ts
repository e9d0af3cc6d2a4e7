import type { FastifyInstance } from 'fastify';
import {
  agentInvitation,
  contractRequest,
  openDownline,
  teamMembers,
  teamOverview,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember, realMember } from '../../plugins/session-auth.plugin';
import type { AgentsService } from './agents.service';

/** Issue 32: the agent's register centre, team reports and the contract check. */
export default async function agentsRoutes(app: FastifyInstance, opts: { agents: AgentsService }) {
  const { agents } = opts;
  registerOperation(app, agentInvitation, (req) =>
    agents.invitation(realMember(req), req.merchant),
  );
  registerOperation(app, openDownline, (req) =>
    agents.openDownline(realMember(req), req.merchant, req.body),
  );
  registerOperation(app, teamOverview, (req) =>
    agents.overview(realMember(req), req.merchant, req.query),
  );
  registerOperation(app, teamMembers, (req) => agents.members(realMember(req), req.query));
  registerOperation(app, contractRequest, (req) => {
    currentMember(req);
    return Promise.resolve(agents.contract());
  });
}
