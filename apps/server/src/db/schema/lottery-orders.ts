import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  identityId,
  merchantCode,
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  units,
} from '../columns';
import { members } from './accounts';

/**
 * Draws anyone can verify: a random seed per draw (merchant, game, numero), committed
 * before the draw by publishing SHA-256(seed), revealed once the result (derived from the seed by
 * the published rule, lottery-fair.ts) exists. A seed is never changed once written.
 */
export const lotteryDrawSeeds = pgTable(
  'lottery_draw_seeds',
  {
    ...idAndMerchant,
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    drawTime: timestamptz('draw_time').notNull(),
    /** 32 random bytes, hex; secret until the draw's result exists. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed's bytes, hex: published from committedAt on. */
    commitment: text('commitment').notNull(),
    committedAt: timestamptzNow('committed_at'),
  },
  (t) => [
    unique('lottery_draw_seeds_game_numero_key').on(t.merchantCode, t.gameCode, t.numero),
    index('lottery_draw_seeds_game_time_idx').on(t.merchantCode, t.gameCode, t.drawTime),
  ],
);

/** Sub-order states: open until its draw settles it (won, lost), or cancelled / refunded. */
export const LOTTERY_SUB_ORDER_STATES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type LotterySubOrderState = (typeof LOTTERY_SUB_ORDER_STATES)[number];

/** One slip: its total stake left the member's cash in one ledger transaction (ledgerKey). */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    ...idAndMerchant,
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    /** Trial members bet play money (§6). */
    play: boolean('play').notNull().default(false),
    totalStake: units('total_stake').notNull(),
    /** The ledger idempotency key of the stake's debit; unique, so a retry places nothing. */
    ledgerKey: text('ledger_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_orders_ledger_key').on(t.merchantCode, t.ledgerKey),
    index('lottery_orders_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    // Team betting of a large team: the merchant's orders newest first, kept when in the team.
    index('lottery_orders_merchant_created_idx').on(
      t.merchantCode,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** One draw and bet type of a slip: its numbers, the units they expand to, stake and odds. */
export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: identityId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    merchantCode: merchantCode(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    drawTime: timestamptz('draw_time').notNull(),
    /** Betting on this draw closes at this instant (server clock). */
    lockAt: timestamptz('lock_at').notNull(),
    betType: text('bet_type').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    units: jsonb('units').$type<string[]>().notNull(),
    stakePerUnit: units('stake_per_unit').notNull(),
    stake: units('stake').notNull(),
    /** Decimal odds fixed when placed. */
    odds: text('odds').notNull(),
    status: text('status').$type<LotterySubOrderState>().notNull().default('open'),
    hits: integer('hits'),
    win: units('win'),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    index('lottery_sub_orders_order_idx').on(t.orderId),
    // The daily agent rebate run and the levels' rebate: the day's settled sub-orders.
    index('lottery_sub_orders_settled_idx')
      .on(t.merchantCode, t.settledAt)
      .where(sql`${t.status} in ('won', 'lost')`),
    // An agent's team figures and contracts: each member's settled sub-orders by settlement time.
    index('lottery_sub_orders_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} in ('won', 'lost')`),
    // What settlement reads: the open sub-orders of one draw, by id (a batch after the last).
    index('lottery_sub_orders_open_idx')
      .on(t.merchantCode, t.gameCode, t.numero, t.id)
      .where(sql`${t.status} = 'open'`),
    index('lottery_sub_orders_open_time_idx')
      .on(t.drawTime)
      .where(sql`${t.status} = 'open'`),
    // What placing an order sums: the member's open stake on each draw of the slip.
    index('lottery_sub_orders_member_open_idx')
      .on(t.memberId, t.gameCode, t.numero)
      .where(sql`${t.status} = 'open'`),
  ],
);

export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type LotterySubOrderRow = typeof lotterySubOrders.$inferSelect;
export type LotteryDrawSeedRow = typeof lotteryDrawSeeds.$inferSelect;
