import type { FastifyInstance } from 'fastify';
import { agentRebates, teamBets, teamPnl, teamTransactions } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import type { TeamReportsService } from './team-reports.service';

/** Issue 32: team profit and loss, team betting, team transactions, rebate settings and quotas. */
export default async function teamReportsRoutes(
  app: FastifyInstance,
  opts: { reports: TeamReportsService },
) {
  const { reports } = opts;
  registerOperation(app, teamPnl, (req) => reports.pnl(realMember(req), req.merchant, req.query));
  registerOperation(app, teamBets, (req) => reports.bets(realMember(req), req.merchant, req.query));
  registerOperation(app, teamTransactions, (req) =>
    reports.transactions(realMember(req), req.merchant, req.query),
  );
  registerOperation(app, agentRebates, (req) => reports.rebates(realMember(req)));
}
