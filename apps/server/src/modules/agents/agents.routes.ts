import type { FastifyInstance } from 'fastify';
import {
  agentInvitation,
  agentTransfer,
  contractRequest,
  openDownline,
  teamMembers,
  teamOverview,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember, realMember } from '../../plugins/session-auth.plugin';
import type { Db } from '../../db/client';
import { idempotent } from '../idempotency/idempotency';
import type { AgentTransferService } from './agent-transfer.service';
import type { AgentsService } from './agents.service';
import type { ContractsService } from './contracts.service';

/** Issue 32: the agent's register centre, team reports and the contract check. */
export default async function agentsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    agents: AgentsService;
    transfers: AgentTransferService;
    contracts: ContractsService;
  },
) {
  const { agents, transfers, db } = opts;
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
  registerOperation(
    app,
    agentTransfer,
    idempotent(db, agentTransfer, (req, key) =>
      transfers.transfer(realMember(req), req.merchant, req.body, key),
    ),
  );
  // §3, §6 contract check, from the contract model (contracts.service.ts).
  registerOperation(app, contractRequest, (req) => opts.contracts.check(currentMember(req)));
}
