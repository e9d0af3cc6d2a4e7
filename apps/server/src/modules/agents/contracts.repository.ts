import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  agentContracts,
  agentContractStatements,
  ledgerTransactions,
  members,
  merchants,
  type AgentContractKind,
  type AgentContractRow,
  type AgentContractStatementRow,
} from '../../db/schema';
import { settledLottery } from './lottery-figures';
import { lockMerchantRow } from '../../lib/merchant-rows';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A contract with both members' usernames, as the pages show it. */
export type ContractWithNames = AgentContractRow & { username: string; upline: string | null };

const uplines = sql`(select u.username from members u where u.id = ${agentContracts.uplineId})`;

/** A contract's columns with its member's and its upline's usernames (join `members` on the member). */
export const contractWithNames = {
  id: agentContracts.id,
  merchantCode: agentContracts.merchantCode,
  kind: agentContracts.kind,
  memberId: agentContracts.memberId,
  uplineId: agentContracts.uplineId,
  state: agentContracts.state,
  tiers: agentContracts.tiers,
  period: agentContracts.period,
  carryOver: agentContracts.carryOver,
  offeredAt: agentContracts.offeredAt,
  decidedAt: agentContracts.decidedAt,
  username: members.username,
  upline: sql<string | null>`${uplines}`,
};

/** A new offer; the one awaiting review of the same member and kind, if any, is replaced. */
export async function insertOffer(
  tx: Db,
  row: Omit<typeof agentContracts.$inferInsert, 'id' | 'state'>,
): Promise<AgentContractRow> {
  await tx
    .update(agentContracts)
    .set({ state: 'replaced', decidedAt: row.offeredAt ?? new Date() })
    .where(
      and(
        eq(agentContracts.memberId, row.memberId),
        eq(agentContracts.kind, row.kind),
        eq(agentContracts.state, 'offered'),
      ),
    );
  const [inserted] = await tx.insert(agentContracts).values(row).returning();
  return inserted!;
}

/** The contracts `which` picks, each with its member's and upline's names. */
const contractsWithNames = (db: Db, which: SQL | undefined) =>
  db
    .select(contractWithNames)
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.memberId))
    .where(which);

/** The member's contracts of a kind, newest first. */
export const contractsOf = (db: Db, memberId: number, kind: AgentContractKind, limit: number) =>
  contractsWithNames(db, and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind)))
    .orderBy(desc(agentContracts.id))
    .limit(limit);

/** The contracts an upline offered one member, newest first. */
export const contractsOfferedTo = (db: Db, uplineId: number, memberId: number, limit: number) =>
  contractsWithNames(
    db,
    and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.memberId, memberId)),
  )
    .orderBy(desc(agentContracts.id))
    .limit(limit);

export async function contractById(db: Db, id: number): Promise<ContractWithNames | null> {
  const rows = await contractsWithNames(db, eq(agentContracts.id, id));
  return rows[0] ?? null;
}

/**
 * The member's decision on its offer awaiting review: the row moved from offered (null when it
 * was not awaiting this member's review any more). Accepting replaces the contract in force.
 */
export async function decideOffer(
  tx: Db,
  id: number,
  memberId: number,
  accept: boolean,
  now: Date,
): Promise<AgentContractRow | null> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.id, id),
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.state, 'offered'),
      ),
    )
    .for('update');
  if (!row) return null;
  if (accept)
    await tx
      .update(agentContracts)
      .set({ state: 'replaced' })
      .where(
        and(
          eq(agentContracts.memberId, memberId),
          eq(agentContracts.kind, row.kind),
          eq(agentContracts.state, 'accepted'),
        ),
      );
  const [updated] = await tx
    .update(agentContracts)
    .set({ state: accept ? 'accepted' : 'rejected', decidedAt: now })
    .where(eq(agentContracts.id, id))
    .returning();
  return updated!;
}

/** The kinds of the offers awaiting the member's review. */
export async function awaitingKinds(db: Db, memberId: number): Promise<Set<AgentContractKind>> {
  const rows = await db
    .select({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.state, 'offered')));
  return new Set(rows.map((r) => r.kind));
}

/** Every contract in force, with its merchant's configuration, for the payout run. */
export const contractsInForce = (db: Db, merchantCode?: string) =>
  db
    .select({ contract: agentContracts, config: merchants.config })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.code, agentContracts.merchantCode))
    .where(
      and(
        eq(agentContracts.state, 'accepted'),
        merchantCode ? eq(agentContracts.merchantCode, merchantCode) : undefined,
      ),
    )
    .orderBy(agentContracts.id) as Promise<
    { contract: AgentContractRow; config: MerchantConfig }[]
  >;

/** The statement keys a contract already has. */
export async function statementKeysOf(db: Db, contractId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: agentContractStatements.periodKey })
    .from(agentContractStatements)
    .where(eq(agentContractStatements.contractId, contractId));
  return new Set(rows.map((r) => r.key));
}

/** The contract's latest statement before a period (the dividend's carry comes from it). */
export async function statementBefore(
  db: Db,
  contractId: number,
  before: Date,
): Promise<AgentContractStatementRow | null> {
  const rows = await db
    .select()
    .from(agentContractStatements)
    .where(
      and(
        eq(agentContractStatements.contractId, contractId),
        sql`${agentContractStatements.periodEnd} <= ${before.toISOString()}`,
      ),
    )
    .orderBy(desc(agentContractStatements.periodEnd))
    .limit(1);
  return rows[0] ?? null;
}

/** The period's statement, or null when another run wrote it first (unique contract, period). */
export async function insertStatement(
  tx: Db,
  row: typeof agentContractStatements.$inferInsert,
): Promise<AgentContractStatementRow | null> {
  const rows = await tx
    .insert(agentContractStatements)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function markStatementPaid(
  tx: Db,
  id: number,
  ledgerTransactionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(agentContractStatements)
    .set({ state: 'paid', ledgerTransactionId, paidAt: now })
    .where(eq(agentContractStatements.id, id));
}

/** One statement of the merchant, locked (a run retrying it holds it until it commits). */
export async function lockStatement(
  tx: Db,
  merchantCode: string,
  id: number,
): Promise<AgentContractStatementRow | null> {
  return lockMerchantRow(
    tx,
    agentContractStatements,
    merchantCode,
    eq(agentContractStatements.id, id),
  );
}

/** Unpaid statements (the payer was short), locked for one run; others skip them. */
export const lockUnpaidStatements = (tx: Db, limit: number) =>
  tx
    .select()
    .from(agentContractStatements)
    .where(eq(agentContractStatements.state, 'unpaid'))
    .orderBy(agentContractStatements.id)
    .limit(limit)
    .for('update', { skipLocked: true });

/** A member's statements of a kind, newest first, with the paying ledger transaction's reference. */
export const statementsOf = (db: Db, memberId: number, kind: AgentContractKind, limit: number) =>
  db
    .select({ statement: agentContractStatements, reference: ledgerTransactions.reference })
    .from(agentContractStatements)
    .innerJoin(agentContracts, eq(agentContracts.id, agentContractStatements.contractId))
    .leftJoin(
      ledgerTransactions,
      eq(ledgerTransactions.id, agentContractStatements.ledgerTransactionId),
    )
    .where(and(eq(agentContractStatements.memberId, memberId), eq(agentContracts.kind, kind)))
    .orderBy(desc(agentContractStatements.periodEnd))
    .limit(limit);

export const contractsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as AgentContractRow[])
    : db.select().from(agentContracts).where(inArray(agentContracts.id, ids));

export interface TeamFiguresRow {
  turnover: string;
  win: string;
  active_players: string;
}

/**
 * The team of `agentId` (the agent and every member under it, any depth): stakes and wins of its
 * real-money vendor bets and lottery sub-orders settled in [start, end), and how many of its
 * members had one. Rolled-back, open, cancelled and refunded bets do not count; a bet counts in
 * the period it settles. Each member is an index range of bets_member_settled_idx and
 * lottery_sub_orders_member_settled_idx.
 */
export async function teamFigures(
  db: Db,
  agentId: number,
  start: Date,
  end: Date,
): Promise<{ turnover: bigint; win: bigint; activePlayers: number }> {
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with team as (
      select ${agentId}::bigint as id
      union all
      select descendant_id from agent_tree where ancestor_id = ${agentId}
    )
    select coalesce(sum(x.stake), 0)::text as turnover,
           coalesce(sum(x.win), 0)::text as win,
           count(distinct x.member_id)::text as active_players
      from (select b.member_id, b.amount as stake, coalesce(b.win, 0) as win
              from team join bets b on b.member_id = team.id
             where b.status = 'settled' and b.play = false
               and b.settled_at >= ${from} and b.settled_at < ${to}
            union all
            select l.member_id, l.stake, l.win
              from (${settledLottery(sql`select id from team`, from, to)}) l) x`);
  const row = rowsOf<TeamFiguresRow>(result)[0]!;
  return {
    turnover: BigInt(row.turnover),
    win: BigInt(row.win),
    activePlayers: Number(row.active_players),
  };
}

/** Every merchant's configuration by code (the pay's currency and time zone). */
export async function merchantConfigs(db: Db): Promise<Map<string, MerchantConfig>> {
  const rows = await db.select({ code: merchants.code, config: merchants.config }).from(merchants);
  return new Map(rows.map((r) => [r.code, r.config]));
}
