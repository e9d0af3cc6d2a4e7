import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  units,
  unitsDefaultZero,
} from '../columns';
import { memberId, optionalMemberId } from './accounts';
import { ledgerTransactions } from './ledger';

/** Issue 32: what a contract pays (§2.1 the three contract pages). */
export type AgentContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';
/**
 * offered → accepted | rejected; an offer or contract a newer one takes over is `replaced`; one an
 * operator ended, or whose downline the console moved to another upline, is `ended`.
 */
export type AgentContractState = 'offered' | 'accepted' | 'rejected' | 'replaced' | 'ended';
/** One tier in units and hundredths of a percent: a threshold (turnover or net loss), players. */
export interface AgentContractTier {
  threshold: string;
  activePlayers: number;
  rateBp: number;
}

/**
 * Issue 32: salary, dividend and hourly contracts between an upline and a direct downline agent
 * (upline_id null: the platform's contract with a top-level agent). At most one offer awaiting
 * review and one accepted contract per member and kind (partial unique indexes). Owned by the
 * agents module.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    ...idAndMerchant,
    kind: text('kind').$type<AgentContractKind>().notNull(),
    memberId: memberId(),
    uplineId: optionalMemberId('upline_id'),
    state: text('state').$type<AgentContractState>().notNull().default('offered'),
    tiers: jsonb('tiers').$type<AgentContractTier[]>().notNull(),
    /** Dividend only: week, half_month or month. */
    period: text('period'),
    /** Dividend only: a period the team won carries its negative result into the next. */
    carryOver: boolean('carry_over').notNull().default(false),
    offeredAt: timestamptzNow('offered_at'),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('agent_contracts_member_idx').on(t.memberId, t.kind, t.id),
    index('agent_contracts_upline_idx').on(t.uplineId, t.id),
    uniqueIndex('agent_contracts_one_offer_uq')
      .on(t.memberId, t.kind)
      .where(sql`${t.state} = 'offered'`),
    uniqueIndex('agent_contracts_one_accepted_uq')
      .on(t.memberId, t.kind)
      .where(sql`${t.state} = 'accepted'`),
    check('agent_contracts_kind', sql`${t.kind} in ('daily_salary', 'dividend', 'hourly_salary')`),
    check(
      'agent_contracts_state',
      sql`${t.state} in ('offered', 'accepted', 'rejected', 'replaced', 'ended')`,
    ),
  ],
);
export type AgentContractRow = typeof agentContracts.$inferSelect;

/** paid; unpaid: the payer's cash was short (retried by later runs); none: nothing was due. */
export type ContractStatementState = 'paid' | 'unpaid' | 'none';

/**
 * Issue 32: one statement per contract and period: the figures it was computed from, the tier
 * reached, the amount, and the ledger transaction that paid it. The unique (contract, period)
 * makes a period pay once however many runs reach it. Owned by the agents module.
 */
export const agentContractStatements = pgTable(
  'agent_contract_statements',
  {
    ...idAndMerchant,
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    memberId: memberId(),
    /** Who pays: the upline, or null for the platform. */
    payerId: optionalMemberId('payer_id'),
    /** `2026-11-28`, `2026-11-28T13` (hour) or `2026-11-16/2026-11-30` (dividend period). */
    periodKey: text('period_key').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    turnover: units('turnover').notNull(),
    win: units('win').notNull(),
    activePlayers: bigint('active_players', { mode: 'number' }).notNull(),
    /** Dividend: the negative result carried in from the period before (0 or less). */
    carryIn: unitsDefaultZero('carry_in'),
    /** Dividend: what this period carries into the next (0 or less). */
    carryOut: unitsDefaultZero('carry_out'),
    /** The tier reached (0-based), or null. */
    tier: bigint('tier', { mode: 'number' }),
    rateBp: bigint('rate_bp', { mode: 'number' }).notNull().default(0),
    amount: units('amount').notNull(),
    state: text('state').$type<ContractStatementState>().notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_contract_statements_period_uq').on(t.contractId, t.periodKey),
    index('agent_contract_statements_member_idx').on(t.memberId, t.id),
    index('agent_contract_statements_unpaid_idx')
      .on(t.id)
      .where(sql`${t.state} = 'unpaid'`),
  ],
);
export type AgentContractStatementRow = typeof agentContractStatements.$inferSelect;
