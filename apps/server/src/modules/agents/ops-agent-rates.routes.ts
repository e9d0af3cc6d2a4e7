import type { FastifyInstance } from 'fastify';
import { hasAgentOption, opsAgentRatesOf, opsSetAgentRates, FieldIssueCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { findMemberByUsername } from '../accounts/members.service';
import { agentRatesOf, setAgentRates } from './agent-rates-edit';

async function agentNamed(db: Db, merchantCode: string, username: string) {
  const member = await findMemberByUsername(db, merchantCode, username);
  if (!member || !hasAgentOption(member.customerType))
    throw fieldError('username', 'is not an agent of this merchant', undefined, {
      code: FieldIssueCode.not_agent,
    });
  return member;
}

/** Issue 32: the console's editor of an agent's rebate rates (owner and finance, audited). */
export default async function opsAgentRatesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  registerOperation(app, opsAgentRatesOf, async (req) =>
    agentRatesOf(db, await agentNamed(db, currentOperator(req).merchantCode, req.query.username)),
  );
  registerOperation(app, opsSetAgentRates, async (req) => {
    const actor = actorOf(req);
    const agent = await agentNamed(db, actor.merchantCode, req.body.username);
    return db.transaction((tx) => setAgentRates(tx, actor, agent, req.body.rates));
  });
}
