import { and, count, desc, eq, gt, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { OpsAgentStatement } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  agentContracts,
  agentContractStatements,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  members,
  type AgentContractKind,
  type AgentContractState,
  type ContractStatementState,
} from '../../db/schema';
import { fromUnits } from '../../lib/money';
import { daysEnd, daysStart } from './lottery-figures';
import { statementView } from './contract-statement-view';
import { contractById, contractWithNames, type ContractWithNames } from './contracts.repository';

/** Issue 32: the console's reads of contracts and statements, one merchant at a time. */

const nameOf = (id: AnyColumn) =>
  sql<string | null>`(select u.username from members u where u.id = ${id})`;

export async function contractsPage(
  db: Db,
  merchantCode: string,
  f: {
    memberId?: number;
    state?: AgentContractState;
    kind?: AgentContractKind;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ list: ContractWithNames[]; total: number }> {
  const where = and(
    eq(agentContracts.merchantCode, merchantCode),
    f.memberId === undefined ? undefined : eq(agentContracts.memberId, f.memberId),
    f.state === undefined ? undefined : eq(agentContracts.state, f.state),
    f.kind === undefined ? undefined : eq(agentContracts.kind, f.kind),
  );
  const list = await db
    .select(contractWithNames)
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.memberId))
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(agentContracts).where(where);
  return { list, total: total!.n };
}

/** The merchant's contract by id, or null (another merchant's is not found either). */
export async function contractOfMerchant(db: Db, merchantCode: string, id: number) {
  const c = await contractById(db, id);
  return c && c.merchantCode === merchantCode ? c : null;
}

const statementColumns = {
  statement: agentContractStatements,
  reference: ledgerTransactions.reference,
  kind: agentContracts.kind,
  username: members.username,
  payer: nameOf(agentContractStatements.payerId),
};

type StatementJoin = {
  statement: typeof agentContractStatements.$inferSelect;
  reference: string | null;
  kind: AgentContractKind;
  username: string;
  payer: string | null;
};

export const opsStatementView = (r: StatementJoin): OpsAgentStatement => ({
  ...statementView(r.statement, r.reference),
  username: r.username,
  payer: r.payer,
  kind: r.kind,
  ledgerTransactionId: r.statement.ledgerTransactionId,
  createdAt: r.statement.createdAt.getTime(),
});

/** Statements with their ledger reference, kind, agent and payer (the console's and the commission statement's reads). */
export const statementsFrom = (db: Db) =>
  db
    .select(statementColumns)
    .from(agentContractStatements)
    .innerJoin(agentContracts, eq(agentContracts.id, agentContractStatements.contractId))
    .innerJoin(members, eq(members.id, agentContractStatements.memberId))
    .leftJoin(
      ledgerTransactions,
      eq(ledgerTransactions.id, agentContractStatements.ledgerTransactionId),
    );

export async function statementsPage(
  db: Db,
  merchantCode: string,
  f: {
    memberId?: number;
    contractId?: number;
    state?: ContractStatementState;
    /** Periods that ended within the days `from` to `to` (YYYY-MM-DD) of the merchant's zone. */
    days?: { from?: string | undefined; to?: string | undefined; timeZone: string };
    pageNo: number;
    pageSize: number;
  },
): Promise<{ list: OpsAgentStatement[]; total: number }> {
  const s = agentContractStatements;
  const where = and(
    eq(s.merchantCode, merchantCode),
    f.memberId === undefined ? undefined : eq(s.memberId, f.memberId),
    f.contractId === undefined ? undefined : eq(s.contractId, f.contractId),
    f.state === undefined ? undefined : eq(s.state, f.state),
    // Days of the merchant's time zone, as every report's range (a UTC day would put a
    // statement ending just after local midnight on the wrong day). A period's end is
    // exclusive: the day's salary, ending at the next local midnight, ended on that day.
    f.days?.from === undefined
      ? undefined
      : gt(s.periodEnd, daysStart({ from: f.days.from, timeZone: f.days.timeZone })),
    f.days?.to === undefined
      ? undefined
      : lte(s.periodEnd, daysEnd({ to: f.days.to, timeZone: f.days.timeZone })),
  );
  const rows = await statementsFrom(db)
    .where(where)
    .orderBy(desc(s.periodEnd), desc(s.id))
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  return { list: rows.map(opsStatementView), total: total!.n };
}

export async function statementOfMerchant(db: Db, merchantCode: string, id: number) {
  const rows = await statementsFrom(db).where(
    and(eq(agentContractStatements.id, id), eq(agentContractStatements.merchantCode, merchantCode)),
  );
  return rows[0] ? opsStatementView(rows[0]) : null;
}

/** A ledger transaction with its entries, each account named (`cash of demotop`, a house kind). */
export async function ledgerTransactionView(db: Db, id: number) {
  const [tx] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
  if (!tx) return null;
  const entries = await db
    .select({
      kind: ledgerAccounts.kind,
      username: members.username,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(members, eq(members.id, ledgerAccounts.memberId))
    .where(eq(ledgerEntries.transactionId, id))
    .orderBy(ledgerEntries.id);
  return {
    id: tx.id,
    kind: tx.kind,
    reference: tx.reference,
    idempotencyKey: tx.idempotencyKey,
    createdAt: tx.createdAt.getTime(),
    entries: entries.map((e) => ({
      account: e.username === null ? `house ${e.kind}` : `${e.kind} of ${e.username}`,
      amount: fromUnits(e.amount),
    })),
  };
}

/** Ends a contract in force or an offer awaiting review; null when it was neither. */
export async function endContract(tx: Db, id: number) {
  const rows = await tx
    .update(agentContracts)
    .set({ state: 'ended' })
    .where(and(eq(agentContracts.id, id), sql`${agentContracts.state} in ('offered', 'accepted')`))
    .returning({ id: agentContracts.id });
  return rows.length > 0;
}
