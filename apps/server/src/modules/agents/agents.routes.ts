import type { FastifyInstance } from 'fastify';
import {
  agentInvitation,
  agentStatement as agentStatementOp,
  agentTransfer,
  contractRequest,
  openDownline,
  teamMembers,
  teamOverview,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember, realMember } from '../../plugins/session-auth.plugin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { idempotent } from '../idempotency/idempotency';
import { agentStatement } from './agent-statement.service';
import type { AgentTransferService } from './agent-transfer.service';
import type { AgentsService } from './agents.service';
import type { ContractsService } from './contracts.service';

/** Issue 32: the agent's register centre, team reports, its commission statement and the contract check. */
export default async function agentsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    clock: Clock;
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
  registerOperation(app, teamMembers, async (req) => {
    const caller = realMember(req);
    const page = await agents.members(caller, req.query);
    return { ...page, transferLimits: await transfers.limits(caller, req.merchant) };
  });
  registerOperation(
    app,
    agentTransfer,
    idempotent(db, agentTransfer, (req, key) =>
      transfers.transfer(realMember(req), req.merchant, req.body, key),
    ),
  );
  registerOperation(app, agentStatementOp, (req) =>
    agentStatement(db, realMember(req), req.merchant, req.query, opts.clock()),
  );
  // §3, §6 contract check, from the contract model (contracts.service.ts).
  registerOperation(app, contractRequest, (req) => opts.contracts.check(currentMember(req)));
}
