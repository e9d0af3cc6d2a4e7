import type { FastifyInstance } from 'fastify';
import { opsDashboard } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { OpsDashboardService } from './ops-dashboard.service';

export default async function opsDashboardRoutes(
  app: FastifyInstance,
  opts: { dashboard: OpsDashboardService },
) {
  registerOperation(app, opsDashboard, (req) => opts.dashboard.dashboard(req.merchant));
}
