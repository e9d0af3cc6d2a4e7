import { z } from 'zod';
import { text } from './input-bounds';
import {
  FAVOURITE_IDS_PAGE_NO,
  FAVOURITE_IDS_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  HOT_PLATFORM_ID,
  MIN_BET_OPTIONS,
  RECENT_GAMES_PAGE_SIZE,
} from './constants';
import { GameCategory, LaunchView, gameCategories, gameClassifies } from './enums';
import {
  bodyRecordId,
  codeText,
  languageField,
  link,
  merchantCode,
  noValue,
  queryCode,
  queryInt,
  queryRecordId,
  recordId,
  tokenField,
  unsignedDecimalString,
} from './fields';
import { defineOperation } from './operation';

const tags = ['games'];

/** The largest page any list call serves. */
export const MAX_PAGE_SIZE = 100;
/** How many hot games of each category the hot list carries (the home block and Hot tabs). */
export const HOT_GAMES_PER_CATEGORY = 30;

const gameCategory = z.enum(gameCategories, {
  error: `gameType must be one of ${gameCategories.join(', ')}`,
});
const gameClassify = z.enum(gameClassifies, {
  error: `gameClassify must be one of ${gameClassifies.join(', ')}`,
});

/** §3 game item; §2.7 tile behaviour reads supportPlay, isTop and isNew. */
export const gameItem = z
  .object({
    nodeId: recordId,
    /** Vendor account type, the vendor filter's value. */
    vassalage: codeText,
    vendorCode: codeText,
    gameCode: codeText,
    gameType: z.enum(gameCategories),
    gameId: codeText,
    roomId: codeText.nullable(),
    gameName: z.string().max(200),
    nodeName: z.string().max(200),
    /** The icon to show; the web falls back to iconUrl, then to the default image (§2.7). */
    showIcon: link.nullable(),
    iconUrl: link.nullable(),
    mobileLargeIcon: link.nullable(),
    /** Badges: hot and new. */
    isTop: z.boolean(),
    isNew: z.boolean(),
    /** 0 shows the play-now / free-trial mask (§2.7). */
    supportPlay: z.union([z.literal(0), z.literal(1)]),
    gameGroupId: codeText.nullable(),
    gameClassify: z.enum(gameClassifies).nullable(),
    minBet: unsignedDecimalString.nullable(),
  })
  .meta({ id: 'GameItem' });
export type GameItem = z.infer<typeof gameItem>;

const pageNo = queryInt('pageNo', 1, 100_000).default(1);
const pageSize = (fallback: number, max = MAX_PAGE_SIZE) =>
  queryInt('pageSize', 1, max).default(fallback);

/** §3 game query fields; §2.8 filter panel; §5 the game name is trimmed. */
export const gameListQuery = z.object({
  merchant: merchantCode('merchant').optional(),
  platform: text('platform').max(16, 'platform must be at most 16 characters').optional(),
  gameName: text('gameName')
    .trim()
    .max(100, 'gameName must be at most 100 characters')
    .optional()
    .meta({ description: 'Trimmed; matches part of the game name' }),
  /** §2.8 default RNG. */
  gameType: gameCategory.default(GameCategory.RNG),
  pageNo,
  /** §9 15 on list screens, 12 on game-center tabs and fish. */
  pageSize: pageSize(GAME_LIST_PAGE_SIZE),
  vassalage: queryCode('vassalage').optional(),
  gameClassify: gameClassify.optional(),
  /** §2.8 'all' is no filter: leave minBet out. Matches games whose minimum bet equals it. */
  minBet: z
    .enum(MIN_BET_OPTIONS, { error: `minBet must be one of ${MIN_BET_OPTIONS.join(', ')}` })
    .optional(),
  /** Matches games whose minimum line count equals it (§5 "1 baht and 25 lines"). */
  minLine: queryInt('minLine', 1, 1000).optional(),
  language: languageField,
  clientType: queryInt('clientType', 0, 9).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuery>;
export type GameListInput = z.input<typeof gameListQuery>;

export const gameListValue = z
  .object({
    games: z.array(gameItem),
    pageNum: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'GameList' });
export type GameListValue = z.infer<typeof gameListValue>;

export const gameList = defineOperation({
  operationId: 'gameList',
  method: 'GET',
  path: '/lgw/games/list',
  summary: 'Games of a category with filters, paged (§2.6, §2.8, §3). Path chosen: /lgw/games/list',
  tags,
  auth: 'none',
  query: gameListQuery,
  response: gameListValue,
});

/** §7 /lgw/games/mobile: the games of a category playable on mobile, paged like gameList. */
export const mobileGamesQuery = z.object({
  gameType: gameCategory.default(GameCategory.RNG),
  pageNo,
  pageSize: pageSize(GAME_LIST_PAGE_SIZE),
  language: languageField,
  merchantCode: merchantCode('merchantCode').optional(),
});
export type MobileGamesInput = z.input<typeof mobileGamesQuery>;

export const mobileGames = defineOperation({
  operationId: 'mobileGames',
  method: 'GET',
  path: '/lgw/games/mobile',
  summary:
    'Games of a category for the mobile lobby, paged (§6, §7 path catalogue); every game of this platform runs on mobile',
  tags,
  auth: 'none',
  query: mobileGamesQuery,
  response: gameListValue,
});

/** §7 recent games: the spec names the page parameter `page` here, not pageNo. */
export const recentGamesQuery = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  pageSize: pageSize(RECENT_GAMES_PAGE_SIZE),
  gameType: gameCategory.optional(),
  language: languageField,
  clientType: queryInt('clientType', 0, 9).optional(),
});
export type RecentGamesInput = z.input<typeof recentGamesQuery>;

export const recentGamesValue = z
  .object({
    list: z.array(gameItem),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'RecentGames' });
export type RecentGamesValue = z.infer<typeof recentGamesValue>;

export const recentGames = defineOperation({
  operationId: 'recentGames',
  method: 'GET',
  path: '/lgw/games/recent',
  summary:
    'Games the member played lately, newest first (§2.8, §3, §7). Path chosen: /lgw/games/recent',
  tags,
  auth: 'member',
  query: recentGamesQuery,
  response: recentGamesValue,
});

/** §2.8, §9 recent-games screen tabs: categories from the vendor order, then the lottery tab. */
export const RECENT_LOTTERY_TAB = 'LOTTERY';
export const recentMenuTab = z
  .object({
    /** A game category, or LOTTERY for the added lottery tab. */
    tab: z.union([z.enum(gameCategories), z.literal(RECENT_LOTTERY_TAB)]),
    /** Which call fills the tab: recentGames with gameType=tab, or recentLottery. */
    source: z.enum(['recentGames', 'recentLottery']),
  })
  .meta({ id: 'RecentMenuTab' });
export type RecentMenuTab = z.infer<typeof recentMenuTab>;

export const recentGameMenuValue = z.array(recentMenuTab).meta({ id: 'RecentGameMenu' });
export type RecentGameMenuValue = z.infer<typeof recentGameMenuValue>;

export const recentGameMenu = defineOperation({
  operationId: 'recentGameMenu',
  method: 'GET',
  path: '/lgw/games/recent/menu',
  summary:
    'Tabs of the recent-games screen: the vendor-order categories without LOTT, ELOTT, ESPORTS and HOT, then a lottery tab (§2.8, §9). Path chosen: /lgw/games/recent/menu',
  tags,
  auth: 'none',
  response: recentGameMenuValue,
});

export const addRecentGameQuery = z.object({ nodeId: queryRecordId('nodeId') });
export type AddRecentGameInput = z.input<typeof addRecentGameQuery>;

export const addRecentGame = defineOperation({
  operationId: 'addRecentGame',
  method: 'GET',
  path: '/lgw/games/recent/add',
  summary:
    'Record a game as played (§7). Method and path chosen: GET /lgw/games/recent/add; launchGame records it too',
  tags,
  auth: 'member',
  query: addRecentGameQuery,
  response: noValue,
});

/** §7 hot games: isPlatform 2, platform html5; cached. */
export const hotGamesQuery = z.object({
  isPlatform: queryInt('isPlatform', 0, 9).default(HOT_PLATFORM_ID),
  language: languageField,
  platform: z.literal('html5', { error: "platform must be 'html5'" }).default('html5'),
  merchantCode: merchantCode('merchantCode').optional(),
});
export type HotGamesInput = z.input<typeof hotGamesQuery>;

/** Up to HOT_GAMES_PER_CATEGORY hot games (isTop) of each category, in category then sort order. */
export const hotGamesValue = z.object({ list: z.array(gameItem) }).meta({ id: 'HotGames' });
export type HotGamesValue = z.infer<typeof hotGamesValue>;

export const hotGames = defineOperation({
  operationId: 'hotGames',
  method: 'GET',
  path: '/lgw/games/popular',
  summary:
    'Hot games for the home block and the Hot tab (§2.3, §3, §7); path from the §7 catalogue',
  tags,
  auth: 'none',
  query: hotGamesQuery,
  response: hotGamesValue,
});

/** §3 vendor; the icon URL is built from the CDN base, category and vendor name. */
export const vendor = z
  .object({
    accountTypeName: codeText,
    displayName: z.string().max(100),
    mobileLargeIcon: link.nullable(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof vendor>;

export const vendorName = z
  .object({ accountTypeName: codeText, displayName: z.string().max(100) })
  .meta({ id: 'VendorName' });
export type VendorName = z.infer<typeof vendorName>;

/**
 * §3 sorted category entry; the array order is the tab order of §2.6: categories in the
 * merchant's vendor order, with the e-sports vendors (§9 AV, AI, IMES, TF, IA) moved out of
 * SPORTS into an ESPORTS entry placed right after the lottery tabs (LOTT, and ELOTT when it
 * follows). Categories without vendors are left out.
 */
export const sortedCategory = z
  .object({ gameCategory: z.enum(gameCategories), vendorNames: z.array(vendorName) })
  .meta({ id: 'SortedCategory' });
export type SortedCategory = z.infer<typeof sortedCategory>;

export const vendorGameTypesQuery = z.object({
  typeId: queryInt('typeId', 0, 9).default(1),
  merchant_code: merchantCode('merchant_code').optional(),
});
export type VendorGameTypesInput = z.input<typeof vendorGameTypesQuery>;

export const vendorGameTypesValue = z.array(sortedCategory).meta({ id: 'VendorGameTypes' });
export type VendorGameTypesValue = z.infer<typeof vendorGameTypesValue>;

export const vendorGameTypes = defineOperation({
  operationId: 'vendorGameTypes',
  method: 'GET',
  path: '/lgw/games/vendor/types',
  summary:
    'Categories in tab order with their vendors (§2.6, §3, §7). Path chosen: /lgw/games/vendor/types',
  tags,
  auth: 'none',
  query: vendorGameTypesQuery,
  response: vendorGameTypesValue,
});

/** §3 favourite games on the server: nodeId and vendor (the token comes with the session). */
export const favouriteBody = z
  .object({ nodeId: bodyRecordId('nodeId'), vendor: queryCode('vendor'), token: tokenField })
  .meta({ id: 'FavouriteBody' });
export type FavouriteInput = z.input<typeof favouriteBody>;

export const addFavourite = defineOperation({
  operationId: 'addFavourite',
  method: 'POST',
  path: '/lgw/games/favourites',
  summary:
    'Star a game (§4, §7). Path chosen: POST /lgw/games/favourites; adding twice is not an error',
  tags,
  auth: 'member',
  body: favouriteBody,
  response: noValue,
});

/** DELETE carries its fields in the query: bodies on DELETE are dropped by some proxies. */
export const removeFavouriteQuery = z.object({
  nodeId: queryRecordId('nodeId'),
  vendor: queryCode('vendor'),
  token: tokenField,
});
export type RemoveFavouriteInput = z.input<typeof removeFavouriteQuery>;

export const removeFavourite = defineOperation({
  operationId: 'removeFavourite',
  method: 'DELETE',
  path: '/lgw/games/favourites',
  summary:
    'Unstar a game (§4, §7). Path chosen: DELETE /lgw/games/favourites?nodeId&vendor; removing an absent one is not an error',
  tags,
  auth: 'member',
  query: removeFavouriteQuery,
  response: noValue,
});

/** §7, §9 favourite ids: page 1, size 1000. */
export const favouriteIdsQuery = z.object({
  token: tokenField,
  pageNo: queryInt('pageNo', 1, 100_000).default(FAVOURITE_IDS_PAGE_NO),
  pageSize: pageSize(FAVOURITE_IDS_PAGE_SIZE, FAVOURITE_IDS_PAGE_SIZE),
});
export type FavouriteIdsInput = z.input<typeof favouriteIdsQuery>;

export const favouriteIdsValue = z
  .object({
    /** nodeIds of the starred games. */
    content: z.array(recordId),
    pageNum: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'FavouriteIds' });
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValue>;

export const favouriteIds = defineOperation({
  operationId: 'favouriteIds',
  method: 'GET',
  path: '/lgw/games/favourites/ids',
  summary: 'nodeIds of the starred games, to mark stars on any list (§4, §7, §9)',
  tags,
  auth: 'member',
  query: favouriteIdsQuery,
  response: favouriteIdsValue,
});

export const favouriteListQuery = z.object({
  token: tokenField,
  pageNo,
  pageSize: pageSize(GAME_LIST_PAGE_SIZE),
  language: languageField,
});
export type FavouriteListInput = z.input<typeof favouriteListQuery>;

export const favouriteListValue = z
  .object({
    content: z.array(gameItem),
    pageNum: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'FavouriteList' });
export type FavouriteListValue = z.infer<typeof favouriteListValue>;

export const favouriteList = defineOperation({
  operationId: 'favouriteList',
  method: 'GET',
  path: '/lgw/games/favourites',
  summary: 'Starred games, paged (§2.8, §3, §7). Path chosen: GET /lgw/games/favourites',
  tags,
  auth: 'member',
  query: favouriteListQuery,
  response: favouriteListValue,
});

/** §7 generic launch. A vendor-level launch (sports, lobby) has no gameId, roomId or nodeId. */
export const launchGameQuery = z.object({
  category: gameCategory,
  vendor: queryCode('vendor'),
  gameId: queryCode('gameId').optional(),
  roomId: queryCode('roomId').optional(),
  nodeId: queryRecordId('nodeId').optional(),
  platform: z.literal('MOBILE', { error: "platform must be 'MOBILE'" }).default('MOBILE'),
  /** §2.7 sports and e-sports tiles offer a Mobile and a Desktop view. */
  view: z.enum(LaunchView, { error: 'view must be Mobile or Desktop' }).optional(),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuery>;
export type LaunchGameInput = z.input<typeof launchGameQuery>;

export const gameUrlValue = z
  .object({ gameUrl: z.string().min(1).max(4096) })
  .meta({ id: 'GameUrl' });
export type GameUrlValue = z.infer<typeof gameUrlValue>;

export const launchGame = defineOperation({
  operationId: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  summary:
    'Launch a game or a vendor lobby; the web navigates to value.gameUrl (§2.6, §2.7, §3, §7)',
  tags,
  auth: 'member',
  query: launchGameQuery,
  response: gameUrlValue,
});
