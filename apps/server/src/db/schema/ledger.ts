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
  identityId,
  idAndMerchant,
  createdAt,
  updatedAt,
  units,
  unitsDefaultZero,
} from '../columns';
import { members } from './accounts';

/**
 * A member's own accounts: spendable cash, bonus money, money held for a withdrawal, and money
 * of a disputed gateway deposit held while finance decides.
 */
export const MEMBER_ACCOUNT_KINDS = ['cash', 'bonus', 'withdrawal_hold', 'dispute_hold'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/**
 * The merchant's own ("house") accounts, the other side of every member movement. They may go
 * negative: demo_credit is where the demo merchant's starting grants come from, play_money the
 * source of a trial member's play money (§6), game_revenue the net of every real bet and win.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'deposits_in_transit',
  'payouts',
  'game_revenue',
  'bonuses_given',
  'demo_credit',
  'play_money',
  'adjustments',
  /** What gateways took back from credited deposits. */
  'chargebacks',
  /** Issue 32: agent rebates the platform pays uplines on their teams' bets. */
  'agent_rebates',
  /** Issue 32: salaries and dividends the platform pays its top-level agents. */
  'agent_commissions',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = MemberAccountKind | HouseAccountKind;

/**
 * One account per member (or the merchant, member_id null), currency and kind. A member account's
 * `balance` is a cache of sum(entries.amount), written in the same transaction as the entries
 * under FOR UPDATE. A house account is the other side of nearly every movement, so no posting
 * locks or writes it (that row would serialise every bet of the merchant): its postings append to
 * ledger_house_deltas, folded into `balance` now and then; its balance is `balance` plus its
 * pending deltas (houseBalance in the ledger module), still sum(entries.amount).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...idAndMerchant,
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    currency: text('currency').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    play: boolean('play').notNull().default(false),
    balance: unitsDefaultZero('balance'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq')
      .on(t.memberId, t.currency, t.kind)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_house_uq')
      .on(t.merchantCode, t.currency, t.kind)
      .where(sql`${t.memberId} is null`),
    // No member balance goes below zero; house accounts may.
    check('ledger_accounts_member_nonnegative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/** One money movement. The idempotency key is unique per merchant: a retry moves nothing. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    ...idAndMerchant,
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the movement belongs to: a vendor txId, a deposit number … shown in the records. */
    reference: text('reference'),
    /** The member it concerns, if any: the transaction record reads by it. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_uq').on(t.merchantCode, t.idempotencyKey),
    index('ledger_transactions_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The entries of a transaction sum to zero (a deferred constraint trigger checks it at commit)
 * and are never changed or deleted (a trigger refuses it, as on audit_log).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: units('amount').notNull(),
    /** The member account's balance after this entry; null on a house account's entries. */
    balanceAfter: units('balance_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    // The transaction record: one member account's entries in a date range, newest first.
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * What postings moved on house accounts and is not yet in their cached balance: one row per house
 * account per ledger transaction (or bulk batch), written with the entries; foldHouseBalances
 * moves them into ledger_accounts.balance (a delete and an update in one statement).
 */
export const ledgerHouseDeltas = pgTable(
  'ledger_house_deltas',
  {
    id: identityId(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: units('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_house_deltas_account_idx').on(t.accountId)],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
