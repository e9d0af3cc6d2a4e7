import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  identityId,
  merchantCode,
  idAndMerchant,
  timestamptz,
  createdAt,
  updatedAt,
  units,
} from '../columns';
import { memberId } from './accounts';
import { games } from './catalogue';

/**
 * One wallet per member and currency; play wallets hold trial play money only (§6). Its money
 * is in the member's ledger accounts (ledger.ts): the cash account is the balance.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: identityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    currency: text('currency').notNull(),
    play: boolean('play').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wallets_member_currency_uq').on(t.memberId, t.currency)],
);

/** The betting record: one row per vendor bet, settled with its win or rolled back. */
export const bets = pgTable(
  'bets',
  {
    ...idAndMerchant,
    memberId: memberId(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    vendorTxId: text('vendor_tx_id').notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).references(() => games.nodeId, {
      onDelete: 'set null',
    }),
    gameName: text('game_name').notNull(),
    /** The game's type (§2.6 category) at bet time, for the records' game-type filter. */
    gameType: text('game_type'),
    amount: units('amount').notNull(),
    win: units('win'),
    status: text('status').$type<BetStatus>().notNull(),
    play: boolean('play').notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_vendor_tx_uq').on(t.vendorCode, t.vendorTxId),
    // The console's dashboard sums real-money bets per day.
    index('bets_merchant_created_idx')
      .on(t.merchantCode, t.createdAt)
      .where(sql`${t.play} = false`),
    // The daily agent rebate run and the levels' rebate: the day's settled real-money bets.
    index('bets_merchant_settled_idx')
      .on(t.merchantCode, t.settledAt)
      .where(sql`${t.status} = 'settled' and ${t.play} = false`),
    // An agent's contract figures: each team member's settled real-money bets by settlement time.
    index('bets_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} = 'settled' and ${t.play} = false`),
    index('bets_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    // Team betting of a large team: the merchant's bets newest first, kept when in the team.
    index('bets_merchant_created_id_idx').on(t.merchantCode, t.createdAt.desc(), t.id.desc()),
    index('bets_member_type_created_idx').on(
      t.memberId,
      t.gameType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);
export type BetStatus = 'open' | 'settled' | 'rolled_back';

/**
 * The bets that count (not rolled back) summed per member, day of the merchant's zone
 * (by created_at, as the records pages group them), game type ('' for none) and vendor, so a
 * records range sums a few small rows instead of every bet in it. Written only by the database:
 * a trigger on bets keeps it in the same transaction as each bet, settle and rollback (deferred
 * to the commit, so read it after one), and a merchant whose time zone changes has its members'
 * rows rebuilt from the bets (drizzle/0029).
 */
export const memberDailyBetTotals = pgTable(
  'member_daily_bet_totals',
  {
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    count: integer('count').notNull(),
    stake: units('stake').notNull(),
    win: units('win').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'member_daily_bet_totals_pk',
      columns: [t.memberId, t.day, t.gameType, t.vendorCode],
    }),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type BetRow = typeof bets.$inferSelect;

/**
 * Nonces of signed wallet API calls, kept until their timestamp leaves the accepted window: a
 * captured call sent again finds its nonce here and is refused, on every instance.
 */
export const walletApiNonces = pgTable(
  'wallet_api_nonces',
  {
    vendorCode: text('vendor_code').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'wallet_api_nonces_pk', columns: [t.vendorCode, t.nonce] }),
    index('wallet_api_nonces_expires_idx').on(t.expiresAt),
  ],
);
