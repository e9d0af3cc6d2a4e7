import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { merchantCode, idAndMerchant, timestamptz, createdAt, units } from '../columns';
import { memberId } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * Issue 32 quotas: how many direct downlines an agent may open at a rate (hundredths of a
 * percent) in a game category. A rate without a row is not bounded. Set by the console or the
 * seed for top-level agents. Owned by the agents module.
 */
export const agentRebateQuotas = pgTable(
  'agent_rebate_quotas',
  {
    memberId: memberId(),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** At most this many direct downlines with exactly this rate in this category. */
    quota: integer('quota').notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_rebate_quotas_pk', columns: [t.memberId, t.category, t.rateBp] }),
    check('agent_rebate_quotas_rate', sql`${t.rateBp} between 0 and 10000`),
    check('agent_rebate_quotas_quota', sql`${t.quota} >= 0`),
  ],
);

/**
 * Issue 32 rebates (migration 0052): one row per rebate run that paid something: a merchant's
 * local day (the day the bets settled on) and the currency's smallest amount in ledger units
 * (100 for 2 decimals) the amounts were rounded down to. Owned by the agents module.
 */
export const agentRebateRuns = pgTable('agent_rebate_runs', {
  ...idAndMerchant,
  day: date('day', { mode: 'string' }).notNull(),
  minorUnit: units('minor_unit').notNull(),
  createdAt: createdAt(),
});

/**
 * What a rebate run paid each agent: the sum of its (bet, upline) amounts, how many pairs, and
 * the ledger transaction that paid it (none when the sum rounded down to 0). The kept team
 * totals' rebate is added from these rows (a trigger), one per agent and run.
 */
export const agentRebatePayments = pgTable(
  'agent_rebate_payments',
  {
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => agentRebateRuns.id),
    agentId: memberId('agent_id'),
    amount: units('amount').notNull(),
    pairs: integer('pairs').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
  },
  (t) => [
    primaryKey({ name: 'agent_rebate_payments_pk', columns: [t.runId, t.agentId] }),
    check(
      'agent_rebate_payments_amount',
      sql`${t.amount} >= 0 and ${t.pairs} > 0 and (${t.amount} = 0) = (${t.transactionId} is null)`,
    ),
  ],
);

/**
 * One claim row per settled real-money bet (a vendor bet, source 'bet', or a lottery sub-order,
 * 'lottery') whose uplines a rebate run paid, with the bettor's line as it was paid: the uplines
 * (nearest first) and each one's rate difference, in parallel arrays. Each upline's amount is
 * stake × difference / 10000 in ledger units rounded down to the run's minor unit, and the
 * transaction that paid it is its agent's payment of the run: the view below shows both. The
 * primary key makes each bet claimed once, so each (bet, upline) is paid once whatever runs at
 * the same time. One row per bet instead of one per (bet, upline), copied from the run's line of
 * (bettor, category) without computing anything per row, and no foreign key checked per row
 * (member_id is the bet's, which has one; run_id the run's, written in the same transaction):
 * what lets a day of 100,000 bets be claimed in one insert in about a second. Owned by the
 * agents module.
 */
export const agentRebateClaims = pgTable(
  'agent_rebate_claims',
  {
    source: text('source').$type<'bet' | 'lottery'>().notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** The run that paid it (agent_rebate_runs.id). */
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    /** The member who placed the bet. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    stake: units('stake').notNull(),
    /** The uplines paid on this bet, nearest first (members.id; a line has no member twice). */
    agentIds: bigint('agent_ids', { mode: 'number' }).array().notNull(),
    /** Each upline's rate minus the rate of the member below it on the bettor's line (> 0). */
    rateDiffsBp: integer('rate_diffs_bp').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_rebate_claims_pk', columns: [t.source, t.sourceId] }),
    check(
      'agent_rebate_claims_line',
      sql`cardinality(${t.agentIds}) > 0
          and cardinality(${t.rateDiffsBp}) = cardinality(${t.agentIds})
          and 0 < all(${t.rateDiffsBp}) and 10000 >= all(${t.rateDiffsBp}) and ${t.stake} >= 0`,
    ),
  ],
);

/**
 * One row per (bet, upline) paid, as before migration 0052: a view that unnests
 * agent_rebate_claims (statements and tests read it; nothing writes it).
 */
export const agentRebatePayouts = pgView('agent_rebate_payouts', {
  source: text('source').$type<'bet' | 'lottery'>().notNull(),
  sourceId: bigint('source_id', { mode: 'number' }).notNull(),
  agentId: bigint('agent_id', { mode: 'number' }).notNull(),
  merchantCode: merchantCode(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  category: text('category').notNull(),
  stake: units('stake').notNull(),
  rateDiffBp: integer('rate_diff_bp').notNull(),
  amount: units('amount').notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull(),
}).existing();
