import { createAgentTransferService } from '../modules/agents/agent-transfer.service';
import agentsRoutes from '../modules/agents/agents.routes';
import { createAgentsService } from '../modules/agents/agents.service';
import contractsRoutes from '../modules/agents/contracts.routes';
import { createContractsService } from '../modules/agents/contracts.service';
import { placeByInvitationCode } from '../modules/agents/hierarchy.service';
import opsAgentContractsRoutes from '../modules/agents/ops-agent-contracts.routes';
import opsAgentQuotasRoutes from '../modules/agents/ops-agent-quotas.routes';
import opsAgentRatesRoutes from '../modules/agents/ops-agent-rates.routes';
import opsAgentTreeRoutes from '../modules/agents/ops-agent-tree.routes';
import agentRebatesDevRoutes from '../modules/agents/rebate-payouts-dev.routes';
import teamReportsRoutes from '../modules/agents/team-reports.routes';
import { teamReportReads } from '../modules/agents/team-report-reads';
import { createTeamReportsService } from '../modules/agents/team-reports.service';
import type { AppContext } from './app-plugins';

/** Agents (issue 32): the team, transfers, contracts, team reports, and the console's pages. */
export async function registerAgentsRoutes(ctx: AppContext) {
  const { app, opts, db, clock, events } = ctx;
  // Registration by an agent's code places the member in the agent's team.
  events.on('memberRegistered', async (tx, member) => {
    if (member.affiliateCode)
      await placeByInvitationCode(tx, member.merchantCode, member.id, member.affiliateCode);
  });
  await app.register(opsAgentQuotasRoutes, { db });
  await app.register(opsAgentRatesRoutes, { db });
  await app.register(opsAgentTreeRoutes, { db });
  await app.register(opsAgentContractsRoutes, { db, clock });
  const contracts = createContractsService(db, clock);
  // One queue for the instance's team report reads, whichever page asks.
  const reads = teamReportReads(opts.teamReportReadsAtOnce);
  await app.register(agentsRoutes, {
    db,
    clock,
    agents: createAgentsService(db, clock, reads),
    transfers: createAgentTransferService(db, clock, ctx.paymentPassword),
    contracts,
  });
  await app.register(contractsRoutes, { db, clock, contracts, devRoutes: Boolean(opts.devRoutes) });
  await app.register(teamReportsRoutes, {
    db,
    reports: createTeamReportsService(db, clock, reads),
  });
  if (opts.devRoutes) await app.register(agentRebatesDevRoutes, { db, clock });
}
