import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decideContract,
  devContractPayouts,
  dividendContract,
  downlineContracts,
  hourContract,
  offerContract,
  salaryContract,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { runContractPayouts } from './contract-payouts.service';
import type { ContractCaller, ContractsService } from './contracts.service';

const callerOf = (req: FastifyRequest): ContractCaller => {
  const m = realMember(req);
  return { id: m.id, username: m.username, customerType: m.customerType, ip: req.ip };
};

/** Issue 32: the salary, dividend and hourly contracts (§2.1 the three contract pages). */
export default async function contractsRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock; contracts: ContractsService; devRoutes: boolean },
) {
  const { contracts } = opts;
  registerOperation(app, salaryContract, (req) => contracts.page(callerOf(req), 'daily_salary'));
  registerOperation(app, dividendContract, (req) => contracts.page(callerOf(req), 'dividend'));
  registerOperation(app, hourContract, (req) => contracts.page(callerOf(req), 'hourly_salary'));
  registerOperation(app, offerContract, (req) =>
    contracts.offer(callerOf(req), req.merchant, req.body),
  );
  registerOperation(app, downlineContracts, (req) =>
    contracts.offeredTo(callerOf(req), req.merchant, req.query.username),
  );
  registerOperation(app, decideContract, (req) =>
    contracts.decide(callerOf(req), req.merchant.code, req.body),
  );
  if (opts.devRoutes)
    registerOperation(app, devContractPayouts, (req) =>
      runContractPayouts(
        opts.db,
        req.body.at === undefined ? opts.clock() : new Date(req.body.at),
        {
          merchantCode: req.merchant.code,
          postedAt: opts.clock(),
        },
      ),
    );
}
