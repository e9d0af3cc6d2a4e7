import {
  ErrorCode,
  hasAgentOption,
  type AgentStatementInput,
  type AgentStatementRebateDay,
  type AgentStatementValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import { recordPeriod } from '../records/record-range';
import {
  agentEntriesOf,
  contractStatementsOf,
  rebateRunsOf,
  type RebateRunRow,
} from './agent-statement.repository';

/** The agent a statement is about (the caller itself, or the console's choice). */
export interface StatementAgent {
  id: number;
  username: string;
  customerType: number;
}

type Range = Pick<Required<AgentStatementInput>, 'range'> & Omit<AgentStatementInput, 'range'>;

const epoch = (v: Date | string) => new Date(v).getTime();

/** The runs' payments summed per day, each day with the transactions that paid it. */
function rebateDays(runs: readonly RebateRunRow[]): AgentStatementRebateDay[] {
  const days = new Map<
    string,
    { amount: bigint; bets: number; tx: AgentStatementRebateDay['transactions'] }
  >();
  for (const r of runs) {
    const d = days.get(r.day) ?? { amount: 0n, bets: 0, tx: [] };
    d.amount += BigInt(r.amount);
    d.bets += Number(r.pairs);
    if (r.transaction_id !== null)
      d.tx.push({
        id: Number(r.transaction_id),
        reference: r.reference,
        postedAt: epoch(r.posted_at!),
      });
    days.set(r.day, d);
  }
  return [...days].map(([day, d]) => ({
    day,
    amount: fromUnits(d.amount),
    bets: d.bets,
    transactions: d.tx,
  }));
}

/**
 * Issue 32 "Statements": an agent's commission over a range of the merchant's days as one
 * document. Rebates are counted by the day the bets settled (the run's day), statements by the
 * day their period ended, both in the merchant's zone as every report. Everything is read from
 * what the runs wrote and the ledger: `paid` is the sum of the agent's ledger entries listed,
 * so the document and the ledger cannot disagree.
 */
export async function agentStatement(
  db: Db,
  agent: StatementAgent,
  merchant: MerchantConfig,
  q: Range,
  now: Date,
): Promise<AgentStatementValue> {
  if (!hasAgentOption(agent.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
  const days = { ...recordPeriod(q, merchant.timeZone, now), timeZone: merchant.timeZone };
  const runs = await rebateRunsOf(db, merchant.code, agent.id, days);
  const contracts = await contractStatementsOf(db, agent.id, days);
  const transactionIds = [
    ...runs.flatMap((r) => (r.transaction_id === null ? [] : [Number(r.transaction_id)])),
    ...contracts.flatMap((s) => (s.ledgerTransactionId === null ? [] : [s.ledgerTransactionId])),
  ];
  const entries = await agentEntriesOf(db, agent.id, transactionIds);

  const rebates = runs.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const due = { daily_salary: 0n, dividend: 0n, hourly_salary: 0n };
  let unpaid = 0n;
  for (const s of contracts) {
    due[s.kind] += toUnits(s.amount);
    if (s.state === 'unpaid') unpaid += toUnits(s.amount);
  }
  const paid = entries.reduce((sum, e) => sum + BigInt(e.amount), 0n);
  return {
    username: agent.username,
    period: days,
    rebates: rebateDays(runs),
    contracts: contracts.map(({ username: _agent, createdAt: _written, ...s }) => s),
    totals: {
      rebates: fromUnits(rebates),
      dailySalary: fromUnits(due.daily_salary),
      dividend: fromUnits(due.dividend),
      hourlySalary: fromUnits(due.hourly_salary),
      earned: fromUnits(rebates + due.daily_salary + due.dividend + due.hourly_salary),
      paid: fromUnits(paid),
      unpaid: fromUnits(unpaid),
    },
    payments: entries.map((e) => ({
      transactionId: Number(e.transaction_id),
      kind: e.kind,
      reference: e.reference,
      amount: fromUnits(BigInt(e.amount)),
      postedAt: epoch(e.posted_at),
    })),
  };
}
