import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContractStatements } from '../../db/schema';
import { daysEnd, daysStart } from './lottery-figures';
import { opsStatementView, statementsFrom } from './ops-agent-contracts.repository';

/** Issue 32: the reads of an agent's commission statement (agent-statement.service.ts). */

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface StatementDays {
  from: string;
  to: string;
  timeZone: string;
}

export interface RebateRunRow {
  day: string;
  amount: string;
  pairs: number;
  transaction_id: string | number | null;
  reference: string | null;
  posted_at: Date | string | null;
}

/**
 * What each rebate run of the days paid the agent, oldest day first. The merchant's runs of the
 * days (a few rows a day, whatever the number of agents), then the agent's payment of each by
 * the payments' primary key (run, agent).
 */
export async function rebateRunsOf(
  db: Db,
  merchantCode: string,
  agentId: number,
  days: StatementDays,
): Promise<RebateRunRow[]> {
  return rowsOf<RebateRunRow>(
    await db.execute(sql`
      select r.day::text as day, p.amount::text as amount, p.pairs, p.transaction_id,
             t.reference, t.created_at as posted_at
        from agent_rebate_runs r
        join agent_rebate_payments p on p.run_id = r.id and p.agent_id = ${agentId}
        left join ledger_transactions t on t.id = p.transaction_id
       where r.merchant_code = ${merchantCode}
         and r.day between (${days.from})::date and (${days.to})::date
       order by r.day, r.id`),
  );
}

/**
 * The agent's contract statements whose period ended in the days, oldest first. A period's end
 * is exclusive, so a day's salary ended on that day: the console's statements filter.
 */
export async function contractStatementsOf(db: Db, agentId: number, days: StatementDays) {
  const s = agentContractStatements;
  const rows = await statementsFrom(db)
    .where(
      and(
        eq(s.memberId, agentId),
        gt(s.periodEnd, daysStart(days)),
        lte(s.periodEnd, daysEnd(days)),
      ),
    )
    .orderBy(asc(s.periodEnd), asc(s.id));
  return rows.map(opsStatementView);
}

export interface PaymentEntryRow {
  transaction_id: string | number;
  kind: string;
  reference: string | null;
  amount: string;
  posted_at: Date | string;
}

/** The agent's own entries in these ledger transactions (its cash, credited), oldest first. */
export async function agentEntriesOf(
  db: Db,
  agentId: number,
  transactionIds: readonly number[],
): Promise<PaymentEntryRow[]> {
  if (transactionIds.length === 0) return [];
  return rowsOf<PaymentEntryRow>(
    await db.execute(sql`
      select e.transaction_id, t.kind, t.reference, e.amount::text as amount,
             t.created_at as posted_at
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.member_id = ${agentId}
        join ledger_transactions t on t.id = e.transaction_id
       where e.transaction_id = any(${`{${transactionIds.join(',')}}`}::bigint[])
       order by t.created_at, e.transaction_id, e.id`),
  );
}
