import type { FastifyInstance } from 'fastify';
import { betRecords, profitLoss, transactionRecords } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { RecordsService } from './records.service';

/** The member's betting record, transaction record and profit and loss. */
export default async function recordsRoutes(
  app: FastifyInstance,
  opts: { records: RecordsService },
) {
  const { records } = opts;
  registerOperation(app, betRecords, (req) =>
    records.bets(req.merchant, currentMember(req).id, req.query, req.language),
  );
  registerOperation(app, transactionRecords, (req) =>
    records.transactions(req.merchant, currentMember(req).id, req.query),
  );
  registerOperation(app, profitLoss, (req) =>
    records.profitLoss(req.merchant, currentMember(req).id, req.query),
  );
}
