import type { FastifyInstance } from 'fastify';
import {
  agentRebates,
  setDownlineQuota as setDownlineQuotaOp,
  teamBets,
  teamPnl,
  teamTransactions,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { setDownlineQuota } from './downline-quotas.service';
import type { TeamReportsService } from './team-reports.service';

/** Issue 32: team profit and loss, team betting, team transactions, rebate settings and quotas. */
export default async function teamReportsRoutes(
  app: FastifyInstance,
  opts: { reports: TeamReportsService; db: Db },
) {
  const { reports } = opts;
  registerOperation(app, teamPnl, (req) => reports.pnl(realMember(req), req.merchant, req.query));
  registerOperation(app, teamBets, (req) =>
    reports.bets(realMember(req), req.merchant, req.query, req.language),
  );
  registerOperation(app, teamTransactions, (req) =>
    reports.transactions(realMember(req), req.merchant, req.query),
  );
  registerOperation(app, agentRebates, (req) => reports.rebates(realMember(req)));
  registerOperation(app, setDownlineQuotaOp, (req) => {
    const m = realMember(req);
    return setDownlineQuota(
      opts.db,
      { id: m.id, username: m.username, customerType: m.customerType, ip: req.ip },
      req.merchant,
      req.body,
    );
  });
}
