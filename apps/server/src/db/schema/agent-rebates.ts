import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * Issue 32 quotas: how many direct downlines an agent may open at a rate (hundredths of a
 * percent) in a game category. A rate without a row is not bounded. Set by the console or the
 * seed for top-level agents. Owned by the agents module.
 */
export const agentRebateQuotas = pgTable(
  'agent_rebate_quotas',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
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
 * Issue 32 rebates: one row per settled real-money bet (a vendor bet, source 'bet', or a lottery
 * sub-order, 'lottery') and upline paid the rate difference on it: the primary key makes each
 * (bet, upline) paid once, whatever runs at the same time. `day` is the merchant's local day the
 * bet settled on; `transaction_id` the ledger transaction that paid it (null when the amount
 * rounded down to nothing). Owned by the agents module.
 */
export const agentRebatePayouts = pgTable(
  'agent_rebate_payouts',
  {
    source: text('source').$type<'bet' | 'lottery'>().notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** The member who placed the bet. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The agent's rate minus the rate of the member below it on the bettor's line. */
    rateDiffBp: integer('rate_diff_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'agent_rebate_payouts_pk',
      columns: [t.source, t.sourceId, t.agentId],
    }),
    check('agent_rebate_payouts_amount', sql`${t.amount} >= 0`),
  ],
);
