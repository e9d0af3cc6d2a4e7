import { z } from 'zod';
import { ContractKind, contractStatement } from './agent-contracts';
import { decimalString, epochMs, unsignedDecimalString } from './fields';
import { defineOperation } from './operation';
import { recordRangeQuery } from './records';

/*
 * Issue 32 "Statements": an agent's commission over a range of days of the merchant's time zone
 * as one document: the rebates paid per day, the salary, dividend and hourly statements of its
 * contracts, the totals, and the agent's ledger entries that paid them. The agent reads its own
 * (the member side), the console any agent's; the same shape.
 */

/** The range of a statement: the records pages' presets, or custom days. */
export const agentStatementRange = recordRangeQuery;

export const agentStatementQuery = z.object(agentStatementRange);
export type AgentStatementInput = z.input<typeof agentStatementQuery>;

/** A ledger transaction that paid the agent, as the agent's entry in it shows. */
export const agentStatementPayment = z.object({
  transactionId: z.number().int(),
  /** agent_rebate, agent_daily_salary, agent_dividend or agent_hourly_salary. */
  kind: z.string().max(32),
  /** The reference both members' transaction records show (`AR20261102`, `AC17`). */
  reference: z.string().max(128).nullable(),
  /** What the entry added to the agent's cash. */
  amount: decimalString,
  postedAt: epochMs,
});
export type AgentStatementPayment = z.infer<typeof agentStatementPayment>;

/** The rebates of one day: the bets settled that day, paid by one or more runs. */
export const agentStatementRebateDay = z.object({
  /** The merchant's day the bets settled on (YYYY-MM-DD). */
  day: z.string().max(10),
  amount: unsignedDecimalString,
  /** The team's bets the agent earned on (one (bet, agent) pair each). */
  bets: z.number().int().nonnegative(),
  /** The transactions of the runs that paid it (none when every run's sum rounded to 0). */
  transactions: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string().max(128).nullable(),
      postedAt: epochMs,
    }),
  ),
});
export type AgentStatementRebateDay = z.infer<typeof agentStatementRebateDay>;

/** A contract statement whose period ended in the range, with its kind and payer. */
export const agentStatementContractRow = contractStatement.extend({
  kind: z.enum(ContractKind),
  /** Who pays: the upline's username, or null for the platform. */
  payer: z.string().max(32).nullable(),
  ledgerTransactionId: z.number().int().nullable(),
});
export type AgentStatementContractRow = z.infer<typeof agentStatementContractRow>;

export const agentStatementTotals = z.object({
  rebates: unsignedDecimalString,
  dailySalary: unsignedDecimalString,
  dividend: unsignedDecimalString,
  hourlySalary: unsignedDecimalString,
  /** Rebates and every statement's amount due. */
  earned: unsignedDecimalString,
  /** What the ledger moved to the agent for them: the sum of `payments`. */
  paid: unsignedDecimalString,
  /** Statements still unpaid (the payer's cash was short; the runs retry them). */
  unpaid: unsignedDecimalString,
});

export const agentStatementValue = z
  .object({
    username: z.string().max(32),
    period: z.object({
      from: z.string().max(10),
      to: z.string().max(10),
      timeZone: z.string().max(64),
    }),
    rebates: z.array(agentStatementRebateDay),
    /** Oldest period first. */
    contracts: z.array(agentStatementContractRow),
    totals: agentStatementTotals,
    /** The agent's ledger entries that paid the rebates and statements above, oldest first. */
    payments: z.array(agentStatementPayment),
  })
  .meta({ id: 'AgentStatement' });
export type AgentStatementValue = z.infer<typeof agentStatementValue>;

export const AGENT_STATEMENT_SUMMARY =
  "An agent's commission over a range of the merchant's days as one document: rebates per day (by the day the bets settled) with their ledger transactions, the salary, dividend and hourly statements whose period ended in the range (state, amount due, paid at, ledger transaction), totals earned, paid and unpaid, and the agent's ledger entries that paid them (issue 32; §1 salary, dividend and hourly salary, §7 agent paths: downline rebates, daily salary, contract salary, dividend)";

export const agentStatement = defineOperation({
  operationId: 'agentStatement',
  method: 'GET',
  path: '/wps/agent/statement',
  summary: `${AGENT_STATEMENT_SUMMARY}. The caller's own; a member without the agent option is refused NOT_AGENT. Path chosen: /wps/agent/statement`,
  tags: ['agent'],
  auth: 'member',
  query: agentStatementQuery,
  response: agentStatementValue,
});
