import {
  index,
  integer,
  jsonb,
  boolean,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { PlayType, PrizeMode } from '@lotto/contract';
import {
  identityId,
  merchantCode,
  integerIdAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  updatedAt,
} from '../columns';
import { memberId, sessionId } from './accounts';
import type { LocalizedText } from './catalogue';

/** How often a lottery draws; daily draws happen at `daily_time` in the merchant's zone. */
export type LotteryPeriodKind = '1m' | '3m' | '5m' | 'hourly' | 'daily';

/** §3 lottery game tile; the id doubles as the tile's nodeId. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    ...integerIdAndMerchant,
    gameCode: text('game_code').notNull(),
    gameId: integer('game_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** §3 display name used for text search. */
    remark: text('remark').notNull(),
    iconUrl: text('icon_url').notNull(),
    periodKind: text('period_kind').$type<LotteryPeriodKind>().notNull(),
    /** 'HH:mm' for daily draws, null otherwise. */
    dailyTime: text('daily_time'),
    /** Betting closes this many seconds before each draw (§2.9 lock time). */
    lockSeconds: integer('lock_seconds').notNull(),
    /** 'HH:mm' sale window in the merchant's zone; both null means always on sale. */
    saleStart: text('sale_start'),
    saleEnd: text('sale_end'),
    vendorCode: text('vendor_code').notNull(),
    lottoMode: text('lotto_mode').$type<PlayType>().notNull(),
    prizeMode: text('prize_mode').$type<PrizeMode>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    /** Set when an operator edits the row in the console: the demo seed then leaves it alone. */
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    unique('lottery_games_merchant_code_key').on(t.merchantCode, t.gameCode),
    unique('lottery_games_merchant_game_id_key').on(t.merchantCode, t.gameId),
    index('lottery_games_merchant_sort_idx').on(t.merchantCode, t.sortOrder),
  ],
);

/** §3 lottery menu entry: labelName, tag and its games. */
export const lotteryMenus = pgTable(
  'lottery_menus',
  {
    ...integerIdAndMerchant,
    /** e.g. vietnam_rb_hot, the menu behind the §2.9 Hot tab. */
    tag: text('tag').notNull(),
    labelName: jsonb('label_name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('lottery_menus_merchant_tag_key').on(t.merchantCode, t.tag),
    index('lottery_menus_merchant_sort_idx').on(t.merchantCode, t.sortOrder),
  ],
);

export const lotteryMenuGames = pgTable(
  'lottery_menu_games',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => lotteryMenus.id, { onDelete: 'cascade' }),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.lotteryGameId] }),
    index('lottery_menu_games_menu_sort_idx').on(t.menuId, t.sortOrder),
    index('lottery_menu_games_game_idx').on(t.lotteryGameId),
  ],
);

export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryMenuRow = typeof lotteryMenus.$inferSelect;

/** One drawn result per draw (numero) of a game; the unique key makes a second draw impossible. */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    ...integerIdAndMerchant,
    gameCode: text('game_code').notNull(),
    /** The draw's number, e.g. 202611210935 for a 1-minute game. */
    numero: text('numero').notNull(),
    /** When the draw was due. */
    drawTime: timestamptz('draw_time').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    drawnAt: timestamptzNow('drawn_at'),
  },
  (t) => [
    unique('lottery_results_game_numero_key').on(t.merchantCode, t.gameCode, t.numero),
    index('lottery_results_game_time_idx').on(t.merchantCode, t.gameCode, t.drawTime),
  ],
);

/** §2.9 Recent tab: the lotteries a member opened, newest first. */
export const lotteryRecent = pgTable(
  'lottery_recent',
  {
    memberId: memberId(),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    playedAt: timestamptzNow('played_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.lotteryGameId] }),
    index('lottery_recent_member_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * Sessions of the embedded lottery page (§2.10): a member asks for a launch code (single use,
 * 60 s), the page trades it for a session of its own, kept in a cookie scoped to the page's path.
 * The member session token never appears in the page's address.
 */
export const lotteryPageSessions = pgTable(
  'lottery_page_sessions',
  {
    id: identityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    /** The member session that asked for the code: the page's session ends with it (cascade). */
    platformSessionId: sessionId('platform_session_id'),
    launchCodeHash: text('launch_code_hash').notNull().unique('lottery_page_sessions_code_uq'),
    launchExpiresAt: timestamptz('launch_expires_at').notNull(),
    sessionTokenHash: text('session_token_hash').unique('lottery_page_sessions_token_uq'),
    sessionExpiresAt: timestamptz('session_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_page_sessions_member_idx').on(t.memberId)],
);
