import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  hasAgentOption,
  opsAgentCommissionStatement,
  opsAgentContract,
  opsAgentContracts,
  opsAgentStatementDetail,
  opsAgentStatements,
  opsEndAgentContract,
  opsOfferAgentContract,
  opsPayAgentStatement,
  FieldIssueCode,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { findMemberByUsername } from '../accounts/members.service';
import { recordAudit } from '../audit/audit.service';
import { agentStatement } from './agent-statement.service';
import { payStatementNow } from './contract-payouts.service';
import { offerPlatformContract } from './platform-contracts.service';
import { contractsOf } from './contracts.repository';
import {
  CONTRACT_HISTORY_LIMIT,
  CONTRACT_STATEMENTS_LIMIT,
  contractView,
} from './contracts.service';
import {
  contractOfMerchant,
  contractsPage,
  endContract,
  ledgerTransactionView,
  statementOfMerchant,
  statementsPage,
} from './ops-agent-contracts.repository';

const notFound = (field: string, what: string) =>
  fieldError(field, `no such ${what}`, ErrorCode.NOT_FOUND);

/**
 * Issue 32: the console's contracts and statements. Reads for every role that reads members;
 * offering a top-level agent a platform contract, ending a contract and paying a statement now
 * are the owner's and finance's, audited. An agent's commission statement (rebates and
 * statements of a range of days) for every role that reads members.
 */
// eslint-disable-next-line max-lines-per-function -- the console's agent-contract route table: one registration per operation (contracts, offer, end, statements, pay), read top to bottom
export default async function opsAgentContractsRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
) {
  const { db, clock } = opts;

  /** The agent filter: an unknown username is a 404 naming it, not an empty page. */
  const memberFilter = async (merchantCode: string, username: string | undefined) => {
    if (username === undefined || username.trim() === '') return undefined;
    const member = await findMemberByUsername(db, merchantCode, username.trim());
    if (!member) throw notFound('username', 'member');
    return member.id;
  };

  registerOperation(app, opsAgentContracts, async (req) => {
    const { merchantCode } = currentOperator(req);
    const { username, ...rest } = req.query;
    const page = await contractsPage(db, merchantCode, {
      ...rest,
      memberId: await memberFilter(merchantCode, username),
    });
    return { list: page.list.map(contractView), total: page.total };
  });

  registerOperation(app, opsAgentContract, async (req) => {
    const { merchantCode } = currentOperator(req);
    const contract = await contractOfMerchant(db, merchantCode, req.query.id);
    if (!contract) throw notFound('id', 'contract');
    const history = await contractsOf(db, contract.memberId, contract.kind, CONTRACT_HISTORY_LIMIT);
    const statements = await statementsPage(db, merchantCode, {
      contractId: contract.id,
      pageNo: 1,
      pageSize: CONTRACT_STATEMENTS_LIMIT,
    });
    return {
      contract: contractView(contract),
      history: history.map(contractView),
      statements: statements.list,
    };
  });

  registerOperation(app, opsOfferAgentContract, (req) =>
    offerPlatformContract(db, actorOf(req), req.merchant, req.body, clock()),
  );

  registerOperation(app, opsEndAgentContract, async (req) => {
    const actor = actorOf(req);
    return db.transaction(async (tx) => {
      const before = await contractOfMerchant(tx, actor.merchantCode, req.body.id);
      if (!before) throw notFound('id', 'contract');
      if (!(await endContract(tx, before.id)))
        throw fieldError(
          'id',
          `the contract is ${before.state}: only one in force or awaiting review ends`,
          ErrorCode.CONFLICT,
        );
      const after = contractView((await contractOfMerchant(tx, actor.merchantCode, before.id))!);
      await recordAudit(tx, actor, {
        action: 'agent_contract.end',
        targetType: 'agent_contract',
        targetId: before.id,
        before: { state: before.state },
        after: { state: after.state },
      });
      return after;
    });
  });

  registerOperation(app, opsAgentStatements, async (req) => {
    const { merchantCode } = currentOperator(req);
    const { username, from, to, ...rest } = req.query;
    return statementsPage(db, merchantCode, {
      ...rest,
      memberId: await memberFilter(merchantCode, username),
      days: { from, to, timeZone: req.merchant.timeZone },
    });
  });

  registerOperation(app, opsAgentStatementDetail, async (req) => {
    const { merchantCode } = currentOperator(req);
    const statement = await statementOfMerchant(db, merchantCode, req.query.id);
    if (!statement) throw notFound('id', 'statement');
    const ledger =
      statement.ledgerTransactionId === null
        ? null
        : await ledgerTransactionView(db, statement.ledgerTransactionId);
    return { statement, ledger };
  });

  registerOperation(app, opsPayAgentStatement, async (req) => {
    const actor = actorOf(req);
    await payStatementNow(db, actor, req.body.id, clock());
    return (await statementOfMerchant(db, actor.merchantCode, req.body.id))!;
  });

  registerOperation(app, opsAgentCommissionStatement, async (req) => {
    const { merchantCode } = currentOperator(req);
    const { username, ...range } = req.query;
    const agent = await findMemberByUsername(db, merchantCode, username);
    if (!agent) throw notFound('username', 'member');
    if (!hasAgentOption(agent.customerType))
      throw fieldError('username', 'is not an agent', undefined, {
        code: FieldIssueCode.not_agent,
      });
    return agentStatement(db, agent, req.merchant, range, clock());
  });
}
