import { z } from 'zod';
import { RECENT_LOTTERY_COUNT } from './constants';
import { LottoView, PrizeMode, gameCategories } from './enums';
import { codeText, epochMs, languageField, link, queryCode, queryInt, recordId } from './fields';
import { gameUrlValue } from './games';
import { defineOperation } from './operation';
export { HOT_LOTTERY_MENU_TAG, playTypeOf } from './constants';

const tags = ['lottery'];

const device = z.literal('MOBILE', { error: "device must be 'MOBILE'" }).default('MOBILE');
const prizeMode = z.enum(PrizeMode, { error: 'prizeMode must be Lott, ZY, Elott or SEA' });

/**
 * §3 lottery tile. remainTime (to the draw) and lockTime (betting closes this long before it) are
 * SECONDS (§2.9 "in seconds"); the countdown shows remainTime - lockTime (floor 0), or --:--:--
 * when isSale is false or the draw time has passed. isSale is false outside the sale window and
 * inside the lock window. Every answer carries the server's clock in the x-server-time header
 * (epoch ms) so that clients count against it, not against the phone's clock.
 */
export const lotteryTile = z
  .object({
    code: codeText,
    gameCode: codeText,
    gameId: codeText,
    mobileIconUrl: link.nullable(),
    showIcon: link.nullable(),
    /** Display name, also what text search matches (§3). */
    remark: z.string().max(200),
    nodeName: z.string().max(200),
    isSale: z.boolean(),
    remainTime: z.number().int(),
    lockTime: z.number().int().nonnegative(),
    /** §3 countdown inputs: the previous draw and this draw, epoch ms; [1] is the draw time. */
    lotteryTime: z.tuple([epochMs, epochMs]).optional(),
    /**
     * §2.9 which countdown the tile shows: to the lock (remainTime − lockTime, the default) or,
     * in the merchant's other variant, remainTime − half of the time span of lotteryTime.
     */
    countdownMode: z.enum(['lock', 'halfSpan']).optional(),
    /** The open draw's number (format: see lotteryDrawNumber). */
    numero: z.string().max(64).optional(),
    gameType: z.enum(gameCategories),
    vassalage: codeText,
    roomId: codeText.nullable(),
    nodeId: recordId,
    /** Text containing Entertainment means the entertainment play type (see playTypeOf). */
    lottoMode: z.string().max(40).nullable(),
  })
  .meta({ id: 'LotteryTile' });
export type LotteryTile = z.infer<typeof lotteryTile>;

/** §3 lottery menu entry; the Hot tab shows the menu tagged vietnam_rb_hot (§2.9). */
export const lotteryMenuEntry = z
  .object({
    labelName: z.string().max(100),
    tag: z.string().max(64),
    gameMenus: z.array(lotteryTile),
  })
  .meta({ id: 'LotteryMenu' });
export type LotteryMenuEntry = z.infer<typeof lotteryMenuEntry>;

export const lotteryMenuQuery = z.object({
  prizeMode: prizeMode.default(PrizeMode.SEA),
  device,
  language: languageField,
});
export type LotteryMenuInput = z.input<typeof lotteryMenuQuery>;

/** §7 "a map of menus": keyed by menu tag, in display order. */
export const lotteryMenuValue = z
  .record(z.string().max(64), lotteryMenuEntry)
  .meta({ id: 'LotteryMenus' });
export type LotteryMenuValue = z.infer<typeof lotteryMenuValue>;

export const lotteryMenu = defineOperation({
  operationId: 'lotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  summary: 'Lottery menus and their tiles (§2.9, §3, §7)',
  tags,
  auth: 'none',
  query: lotteryMenuQuery,
  response: lotteryMenuValue,
});

/** §7 path catalogue: the same menus for any prize mode, at /lgw/games/game_menus. */
export const lotteryGameMenus = defineOperation({
  operationId: 'lotteryGameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: 'Lottery menus and their tiles, any prize mode (§7 path catalogue)',
  tags,
  auth: 'none',
  query: lotteryMenuQuery,
  response: lotteryMenuValue,
});

export const recentLotteryQuery = z.object({
  device,
  recentCount: queryInt('recentCount', 1, RECENT_LOTTERY_COUNT).default(RECENT_LOTTERY_COUNT),
  prizeMode: prizeMode.default(PrizeMode.SEA),
  language: languageField,
});
export type RecentLotteryInput = z.input<typeof recentLotteryQuery>;

/** §7 leaves the shape open; chosen: the tiles, newest first. */
export const recentLotteryValue = z
  .object({ list: z.array(lotteryTile) })
  .meta({ id: 'RecentLottery' });
export type RecentLotteryValue = z.infer<typeof recentLotteryValue>;

export const recentLottery = defineOperation({
  operationId: 'recentLottery',
  method: 'GET',
  path: '/lgw/games/game_menus/recent',
  summary:
    'Lotteries the member played lately (§2.9, §7, §9). Path chosen from the §7 catalogue: /lgw/games/game_menus/recent',
  tags,
  auth: 'member',
  query: recentLotteryQuery,
  response: recentLotteryValue,
});

/**
 * §3 draw entry, soonest first. remainTime is SECONDS to the draw (rounded up, so it is 0 only once
 * the draw is due); the client re-polls after the smallest of the first 4, capped at 30000 ms
 * (§2.9). Added to pair a draw with its tile and count precisely: gameCode, drawTime (epoch ms,
 * compare with x-server-time), lockTime (seconds) and isSale.
 *
 * numero: the draw's date in the merchant's zone (YYYYMMDD), then for periodic games the draw's
 * sequence in that day, zero-padded to the width of the day's last one: 1-minute 0001-1440,
 * 3-minute 001-480, 5-minute 001-288, hourly 01-24 (the draw at 00:00 is the day's first). A daily
 * game's numero is the date alone.
 */
export const drawEntry = z
  .object({
    gameCode: codeText,
    numero: z.string().max(64),
    remainTime: z.number().int(),
    prizeMode: z.enum(PrizeMode),
    drawTime: epochMs,
    lockTime: z.number().int().nonnegative(),
    isSale: z.boolean(),
  })
  .meta({ id: 'DrawEntry' });
export type DrawEntry = z.infer<typeof drawEntry>;

export const lotteryDrawNumberQuery = z.object({ prizeMode: prizeMode.default(PrizeMode.SEA) });
export type LotteryDrawNumberInput = z.input<typeof lotteryDrawNumberQuery>;

export const lotteryDrawNumberValue = z.array(drawEntry).meta({ id: 'DrawEntries' });
export type LotteryDrawNumberValue = z.infer<typeof lotteryDrawNumberValue>;

export const lotteryDrawNumber = defineOperation({
  operationId: 'lotteryDrawNumber',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  summary: 'The open draw of each lottery, soonest first (§2.9, §3, §7)',
  tags,
  auth: 'none',
  query: lotteryDrawNumberQuery,
  response: lotteryDrawNumberValue,
});

/** Most draws a results call returns (the lotto-h5 page shows the last 10). */
export const LOTTERY_RESULTS_MAX = 50;
export const LOTTERY_RESULTS_DEFAULT = 10;

export const lotteryResultsQuery = z.object({
  gameCode: queryCode('gameCode'),
  count: queryInt('count', 1, LOTTERY_RESULTS_MAX).default(LOTTERY_RESULTS_DEFAULT),
});
export type LotteryResultsInput = z.input<typeof lotteryResultsQuery>;

/**
 * One drawn result. numbers are the prize numbers (digit strings) in the order of the game's result
 * format (lottery-bets.ts LOTTERY_FORMATS: Thai = first prize, 2-digit bottom; Vietnamese = 27
 * prizes, special first; fast = 11 prizes), derived from the draw's committed seed.
 */
export const lotteryResult = z
  .object({
    gameCode: codeText,
    numero: z.string().max(64),
    numbers: z.array(z.string().max(8)),
    drawTime: epochMs,
    drawnAt: epochMs,
  })
  .meta({ id: 'LotteryResult' });
export type LotteryResult = z.infer<typeof lotteryResult>;

export const lotteryResultsValue = z
  .object({ gameCode: codeText, list: z.array(lotteryResult) })
  .meta({ id: 'LotteryResults' });
export type LotteryResultsValue = z.infer<typeof lotteryResultsValue>;

export const lotteryResults = defineOperation({
  operationId: 'lotteryResults',
  method: 'GET',
  path: '/lotto/lgw/games/results',
  summary:
    'The last drawn results of one lottery, newest first, for the §2.10 lottery page. Path chosen: /lotto/lgw/games/results',
  tags,
  auth: 'none',
  query: lotteryResultsQuery,
  response: lotteryResultsValue,
});

/** A path on our own site ("/m/lottery"), never a protocol-relative "//host". */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/**
 * §7 lottery launch. backUrl comes back to us from the vendor: the server accepts only a path on
 * this site or a URL on one of the merchant's own hosts, or the launch becomes an open redirect.
 */
export const lotteryLaunchQuery = z
  .object({
    lottoArea: z.literal('VN', { error: "lottoArea must be 'VN'" }).default('VN'),
    launchMode: z.literal('LOTT', { error: "launchMode must be 'LOTT'" }).default('LOTT'),
    lottoPrizeMode: prizeMode.default(PrizeMode.Lott),
    lottoGameCode: queryCode('lottoGameCode').optional(),
    lottoView: z.enum(LottoView, { error: 'lottoView must be betting or lobby' }),
    device,
    backUrl: z
      .string({ error: 'backUrl must be text' })
      .max(2048, 'backUrl must be at most 2048 characters')
      .refine(
        (v) => SITE_PATH.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success,
        'backUrl must be an http(s) URL',
      )
      .optional(),
    language: languageField,
    lottoMode: z
      .literal('SEA_Tradition', { error: "lottoMode must be 'SEA_Tradition'" })
      .optional(),
  })
  .refine((q) => q.lottoView !== LottoView.betting || q.lottoGameCode !== undefined, {
    message: 'lottoGameCode is required for the betting view',
    path: ['lottoGameCode'],
  });
export type LotteryLaunchQuery = z.infer<typeof lotteryLaunchQuery>;
export type LotteryLaunchInput = z.input<typeof lotteryLaunchQuery>;

export const lotteryLaunch = defineOperation({
  operationId: 'lotteryLaunch',
  method: 'GET',
  path: '/wps/game/lottery/launch',
  summary:
    'Launch a lottery game or the lottery lobby; the web navigates to value.gameUrl (§2.6, §2.9, §7). Path chosen: /wps/game/lottery/launch',
  tags,
  auth: 'member',
  query: lotteryLaunchQuery,
  response: gameUrlValue,
});

/** How long the code of the embedded lottery page (§2.10) can be traded, once. */
export const LOTTERY_PAGE_CODE_TTL_MS = 60_000;

export const lotteryPageCodeValue = z
  .object({
    launchCode: z.string().min(1).max(128),
    expiresInMs: z.number().int().positive().max(LOTTERY_PAGE_CODE_TTL_MS),
  })
  .meta({ id: 'LotteryPageCodeValue' });
export type LotteryPageCodeValue = z.infer<typeof lotteryPageCodeValue>;

export const lotteryPageCode = defineOperation({
  operationId: 'lotteryPageCode',
  method: 'POST',
  path: '/wps/game/lottery/pageCode',
  summary:
    'A single-use code, good for 60 s, that the embedded lottery page (§2.10) trades for a session of its own: the member session token never travels in its address (issue 14)',
  tags,
  auth: 'member',
  response: lotteryPageCodeValue,
});
