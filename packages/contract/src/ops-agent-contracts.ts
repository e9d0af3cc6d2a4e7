import { z } from 'zod';
import { epochMs, queryInt, queryRecordId } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { MEMBER_READERS } from './ops-members';
import {
  ContractKind,
  ContractState,
  ContractStatementState,
  contractStatement,
  contractView,
  offerContractBody,
} from './agent-contracts';
import {
  AGENT_STATEMENT_SUMMARY,
  agentStatementRange,
  agentStatementValue,
} from './agent-statement';

/*
 * Issue 32: the console's contracts and statements: every agent's salary, dividend and hourly
 * contracts, their statements and payouts; ending a contract and paying an unpaid statement now
 * (owner and finance, audited).
 */
const tags = ['ops', 'agents'];
/** Contracts and their pay are money: the owner and finance act on them. */
const CONTRACT_WRITERS = ['owner', 'finance'] as const;

const page = {
  pageNo: queryInt('pageNo', 1, 100_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(25),
};
const agentFilter = text('username').max(32, 'username must be at most 32 characters').optional();
const day = (field: string) => z.iso.date({ error: `${field} must be YYYY-MM-DD` }).optional();
const recordId = closedObject({ id: queryRecordId('id') });

export const opsAgentContractsQuery = closedObject({
  /** The agent the contract is with (exact username, any case). */
  username: agentFilter,
  state: z.enum(ContractState, { error: 'state is not a contract state' }).optional(),
  kind: z.enum(ContractKind, { error: 'kind is not a contract kind' }).optional(),
  ...page,
});

export const opsAgentContracts = defineOperation({
  operationId: 'opsAgentContracts',
  method: 'GET',
  path: '/ops/agents/contracts',
  summary: "The merchant's agent contracts, newest first, by agent, state and kind (issue 32)",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: opsAgentContractsQuery,
  response: z
    .object({ list: z.array(contractView), total: z.number().int().nonnegative() })
    .meta({ id: 'OpsAgentContracts' }),
});

export const opsAgentStatement = contractStatement
  .extend({
    /** The agent paid. */
    username: z.string().max(32),
    /** Who pays: the upline's username, or null for the platform. */
    payer: z.string().max(32).nullable(),
    kind: z.enum(ContractKind),
    ledgerTransactionId: z.number().int().nullable(),
    createdAt: epochMs,
  })
  .meta({ id: 'OpsAgentStatement' });
export type OpsAgentStatement = z.infer<typeof opsAgentStatement>;

export const opsAgentContract = defineOperation({
  operationId: 'opsAgentContract',
  method: 'GET',
  path: '/ops/agents/contract',
  summary:
    "One contract with its tiers, the agent's other contracts of that kind (history) and its latest statements (issue 32)",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: recordId,
  response: z
    .object({
      contract: contractView,
      history: z.array(contractView),
      statements: z.array(opsAgentStatement),
    })
    .meta({ id: 'OpsAgentContract' }),
});

/**
 * The platform's offer to a top-level agent (an agent without an upline): the web offer's body
 * and rules (tiers going up, rates in range, a period and carry-over for a dividend only).
 */
export const opsOfferAgentContractBody = closedObject(offerContractBody.shape).meta({
  id: 'OpsOfferAgentContractBody',
});

export const opsOfferAgentContract = defineOperation({
  operationId: 'opsOfferAgentContract',
  method: 'POST',
  path: '/ops/agents/contracts',
  summary:
    'Offers a top-level agent (the agent option, no upline) a daily salary, dividend or hourly salary contract paid by the platform (issue 32). The agent reviews it on its contract pages as any offer; a new offer of a kind replaces the one awaiting review. Refusals name the field; audited',
  tags,
  auth: 'operator',
  roles: CONTRACT_WRITERS,
  body: opsOfferAgentContractBody,
  response: contractView,
});

export const opsEndAgentContract = defineOperation({
  operationId: 'opsEndAgentContract',
  method: 'POST',
  path: '/ops/agents/contracts/end',
  summary:
    'Ends a contract in force or an offer awaiting review (issue 32): no later period is paid; statements already written stay. Anything else is a 409 naming id; audited',
  tags,
  auth: 'operator',
  roles: CONTRACT_WRITERS,
  body: closedObject({ id: z.number({ error: 'id must be a number' }).int().positive() }),
  response: contractView,
});

export const opsAgentStatementsQuery = closedObject({
  username: agentFilter,
  state: z.enum(ContractStatementState, { error: 'state must be paid, unpaid or none' }).optional(),
  /** Statements whose period ended on or after this day of the merchant's time zone. */
  from: day('from'),
  /** Statements whose period ended before the end of this day of the merchant's time zone. */
  to: day('to'),
  ...page,
});

export const opsAgentStatements = defineOperation({
  operationId: 'opsAgentStatements',
  method: 'GET',
  path: '/ops/agents/statements',
  summary:
    "The merchant's contract statements, newest period first, by agent, state and period (issue 32)",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: opsAgentStatementsQuery,
  response: z
    .object({ list: z.array(opsAgentStatement), total: z.number().int().nonnegative() })
    .meta({ id: 'OpsAgentStatements' }),
});

export const opsLedgerEntryView = z.object({
  /** `cash of demotop`, or the house account's name. */
  account: z.string().max(64),
  amount: z.string(),
});

export const opsAgentStatementDetail = defineOperation({
  operationId: 'opsAgentStatementDetail',
  method: 'GET',
  path: '/ops/agents/statement',
  summary: 'One statement with the ledger transaction that paid it and its entries (issue 32)',
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: recordId,
  response: z
    .object({
      statement: opsAgentStatement,
      ledger: z
        .object({
          id: z.number().int(),
          kind: z.string().max(64),
          reference: z.string().max(128).nullable(),
          idempotencyKey: z.string().max(255),
          createdAt: epochMs,
          entries: z.array(opsLedgerEntryView),
        })
        .nullable(),
    })
    .meta({ id: 'OpsAgentStatementDetail' }),
});

export const opsPayAgentStatement = defineOperation({
  operationId: 'opsPayAgentStatement',
  method: 'POST',
  path: '/ops/agents/statements/pay',
  summary:
    "Pays an unpaid statement now through the payout run's path and idempotency key (issue 32): a statement not unpaid is a 409 naming id, a payer still short of cash a 400 naming id; audited",
  tags,
  auth: 'operator',
  roles: CONTRACT_WRITERS,
  body: closedObject({ id: z.number({ error: 'id must be a number' }).int().positive() }),
  response: opsAgentStatement,
});

export const opsAgentCommissionStatementQuery = closedObject({
  /** The agent (exact username, any case). */
  username: text('username')
    .trim()
    .min(1, 'username is required')
    .max(32, 'username must be at most 32 characters'),
  ...agentStatementRange,
});

export const opsAgentCommissionStatement = defineOperation({
  operationId: 'opsAgentCommissionStatement',
  method: 'GET',
  path: '/ops/agents/commission-statement',
  summary: `${AGENT_STATEMENT_SUMMARY}. Any agent of the merchant; an unknown username is a 404 naming it, a member without the agent option a 400 naming it`,
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: opsAgentCommissionStatementQuery,
  response: agentStatementValue,
});
