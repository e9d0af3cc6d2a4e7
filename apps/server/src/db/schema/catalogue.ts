import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { GameCategory, GameClassify, Language } from '@lotto/contract';
import { merchantCode, integerIdAndMerchant, timestamptz, updatedAt } from '../columns';

/** Text per language; `en` is the fallback when the asked language is missing. */
export type LocalizedText = Partial<Record<Language, string>>;

/**
 * §3 vendor, one row per category it appears in (JILI has slots, fish and card games), so the
 * game center can list "vendors of a category" in the merchant's order from one index.
 */
export const vendors = pgTable(
  'vendors',
  {
    ...integerIdAndMerchant,
    category: text('category').$type<GameCategory>().notNull(),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    /** The name players read, per language; display_name in a language it lacks. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    accountTypeName: text('account_type_name').notNull(),
    mobileLargeIcon: text('mobile_large_icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    /** Set when an operator edits the row in the console: the demo seed then leaves it alone. */
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    unique('vendors_merchant_category_code_key').on(t.merchantCode, t.category, t.code),
    index('vendors_merchant_sort_idx').on(t.merchantCode, t.sortOrder),
    index('vendors_merchant_code_idx').on(t.merchantCode, t.code),
  ],
);

/**
 * §3 game item. node_id is the platform's id for a game (favourites and recent games point at it);
 * (vendor_code, game_code) is the vendor's own key and the seed's upsert key.
 */
/** The win bound of a game whose catalogue entry names none: 1,000 times the bet. */
export const DEFAULT_MAX_WIN_MULTIPLIER = 1000;

export const games = pgTable(
  'games',
  {
    nodeId: bigint('node_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: merchantCode(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    gameId: text('game_id').notNull(),
    roomId: text('room_id'),
    gameGroupId: text('game_group_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Lower-cased names in every language and the code, for the §2.8 name filter. */
    searchText: text('search_text').notNull(),
    iconUrl: text('icon_url').notNull(),
    mobileLargeIcon: text('mobile_large_icon'),
    isTop: boolean('is_top').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** §2.7: 0 shows the play-now / free-trial mask on the tile. */
    supportPlay: smallint('support_play').notNull().default(1),
    /** §2.8 classify code (JP, BAC …); null for games outside any class. */
    gameClassify: text('game_classify').$type<GameClassify>(),
    minBet: numeric('min_bet', { precision: 12, scale: 4 }).notNull(),
    minLine: integer('min_line').notNull().default(1),
    /**
     * The largest multiple of a bet one round of the game can pay (its paytable's top prize): the
     * wallet API refuses a settlement above it. Catalogue imports set the real value.
     */
    maxWinMultiplier: integer('max_win_multiplier').notNull().default(DEFAULT_MAX_WIN_MULTIPLIER),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    /** Set when an operator edits the row in the console: the demo seed then leaves it alone. */
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    unique('games_merchant_vendor_code_key').on(t.merchantCode, t.vendorCode, t.gameCode),
    foreignKey({
      name: 'games_vendor_fk',
      columns: [t.merchantCode, t.gameType, t.vendorCode],
      foreignColumns: [vendors.merchantCode, vendors.category, vendors.code],
    }).onDelete('cascade'),
    // Each list query (§2.6, §2.8) filters on the merchant and one of these, then pages by sort.
    index('games_type_sort_idx').on(t.merchantCode, t.gameType, t.sortOrder, t.nodeId),
    index('games_vendor_sort_idx').on(t.merchantCode, t.vendorCode, t.sortOrder, t.nodeId),
    index('games_type_top_idx').on(t.merchantCode, t.gameType, t.isTop, t.sortOrder),
    index('games_type_classify_idx').on(t.merchantCode, t.gameType, t.gameClassify, t.sortOrder),
    index('games_merchant_top_idx').on(t.merchantCode, t.isTop, t.sortOrder),
    // §2.8 name search is a substring match: a trigram index keeps it off a category scan.
    index('games_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;
export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
