import {
  ErrorCode,
  GameCategory,
  LottoView,
  playTypeOf,
  type DrawEntry,
  type Language,
  type LotteryLaunchQuery,
  type LotteryMenuValue,
  type LotteryResultsValue,
  type LotteryTile,
  type MerchantConfig,
  type PrizeMode,
  START_LOTTERY_PATH,
  FieldIssueCode,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { openDraw } from './lottery-schedule';
import { createCatalogueCache } from '../games/catalogue-cache';
import { createBuiltMenus, secondOf } from './lottery-built-menus';
import { createLotteryRepository, type LotteryRepository } from './lottery.repository';
import { localized } from '../../lib/localized';

/** A §3 tile with its open draw computed now. */
export function tileOf(
  game: LotteryGameRow,
  merchant: MerchantConfig,
  language: Language,
  now: Date,
): LotteryTile {
  const draw = openDraw(game, now, merchant.timeZone);
  const name = localized(game.name, language, game.remark);
  return {
    code: game.gameCode,
    gameCode: game.gameCode,
    gameId: String(game.gameId),
    mobileIconUrl: game.iconUrl,
    showIcon: game.iconUrl,
    remark: name,
    nodeName: name,
    isSale: draw.isSale,
    remainTime: draw.remainTime,
    lockTime: draw.lockTime,
    lotteryTime: [draw.previousDrawTime, draw.drawTime],
    countdownMode: merchant.lottery?.halfSpanCountdown?.includes(game.gameCode)
      ? 'halfSpan'
      : 'lock',
    numero: draw.numero,
    gameType: GameCategory.LOTT,
    vassalage: game.vendorCode,
    roomId: null,
    nodeId: game.id,
    lottoMode: game.lottoMode,
  };
}

/**
 * backUrl must stay on this site: a path ("/m/lottery") or a URL on the merchant's own hosts
 * (mainDomain and domains). Anything else would make the launch an open redirect.
 */
export function isOwnBackUrl(backUrl: string, merchant: MerchantConfig): boolean {
  if (backUrl.startsWith('/')) return !/^\/[/\\]/.test(backUrl);
  let host: string;
  try {
    host = new URL(backUrl).host.toLowerCase();
  } catch {
    return false;
  }
  return [merchant.mainDomain, ...merchant.domains].some((d) => d.toLowerCase() === host);
}

/**
 * §9 a special launch vendor's lottery game, by its §2.10 gameId (§2.1 /m/launchGame): as the
 * lottery launch does, the game goes to the top of the member's recent list (§2.9). Null for no
 * enabled game of that id.
 */
export async function openLotteryGame(
  db: Db,
  memberId: number,
  merchantCode: string,
  gameId: number,
  at: Date,
): Promise<LotteryGameRow | null> {
  const repo = createLotteryRepository(db);
  const game = await repo.gameById(merchantCode, gameId);
  if (game) await repo.recordRecent(memberId, game.id, at);
  return game;
}

/** Lottery games and menus change with the catalogue; kept in memory at its version, at most this long. */
export const LOTTERY_CATALOGUE_TTL_MS = 60_000;

// eslint-disable-next-line max-lines-per-function -- the lottery service's method table (menus, recent, draws, results, launch) over one catalogue cache; each is linted on its own, the longest 23 lines
export function createLotteryService(
  repo: LotteryRepository,
  clock: Clock,
  readVersion: (merchant: string) => Promise<number>,
) {
  // Every lottery page load and every draw poll reads the same few rows; the clock-dependent
  // fields (remainTime, isSale, numero) are computed per call from them.
  const cache = createCatalogueCache(readVersion, clock);
  const games = (merchant: string) =>
    cache.get(merchant, 'lottery-games', LOTTERY_CATALOGUE_TTL_MS, () => repo.games(merchant));
  const menus = (merchant: string) =>
    cache.get(merchant, 'lottery-menus', LOTTERY_CATALOGUE_TTL_MS, () => repo.menus(merchant));
  const tilesById = (
    games: LotteryGameRow[],
    merchant: MerchantConfig,
    language: Language,
    now = clock(),
  ) => new Map(games.map((g) => [g.id, tileOf(g, merchant, language, now)]));
  const builtMenus = createBuiltMenus();

  return {
    async menus(merchant: MerchantConfig, language: Language): Promise<LotteryMenuValue> {
      const [gameRows, menuRows] = await Promise.all([games(merchant.code), menus(merchant.code)]);
      const now = clock();
      const built = { merchant, language, second: secondOf(now), gameRows, menuRows };
      const kept = builtMenus.get(built);
      if (kept) return kept;
      const tiles = tilesById(gameRows, merchant, language, now);
      const value: LotteryMenuValue = {};
      for (const { menu, gameIds } of menuRows) {
        value[menu.tag] = {
          labelName: localized(menu.labelName, language, menu.tag),
          tag: menu.tag,
          gameMenus: gameIds.flatMap((id) => tiles.get(id) ?? []),
        };
      }
      builtMenus.set(built, value);
      return value;
    },

    async recent(memberId: number, merchant: MerchantConfig, language: Language, count: number) {
      const games = await repo.recentGames(memberId, merchant.code, count);
      const tiles = tilesById(games, merchant, language);
      return { list: games.flatMap((g) => tiles.get(g.id) ?? []) };
    },

    /** §3 open draws of every game of the prize mode, soonest first. */
    async draws(merchant: MerchantConfig, prizeMode: PrizeMode): Promise<DrawEntry[]> {
      const now = clock();
      const rows = (await games(merchant.code)).filter((g) => g.prizeMode === prizeMode);
      return rows
        .map((g) => {
          const d = openDraw(g, now, merchant.timeZone);
          return {
            gameCode: g.gameCode,
            numero: d.numero,
            remainTime: d.remainTime,
            prizeMode: g.prizeMode,
            drawTime: d.drawTime,
            lockTime: d.lockTime,
            isSale: d.isSale,
          };
        })
        .sort((a, b) => a.drawTime - b.drawTime || a.gameCode.localeCompare(b.gameCode));
    },

    async results(
      merchant: MerchantConfig,
      gameCode: string,
      count: number,
    ): Promise<LotteryResultsValue> {
      const game = await repo.gameByCode(merchant.code, gameCode);
      if (!game) throw fieldError('gameCode', 'no such lottery', ErrorCode.NOT_FOUND);
      const rows = await repo.results(merchant.code, gameCode, count);
      return {
        gameCode,
        list: rows.map((r) => ({
          gameCode: r.gameCode,
          numero: r.numero,
          numbers: r.numbers,
          drawTime: r.drawTime.getTime(),
          drawnAt: r.drawnAt.getTime(),
        })),
      };
    },

    /**
     * §7 launch: the /m/startLottery address of the game (or of the lobby), and the game goes to
     * the member's recent list. pageBack only says that the close area goes home (§2.10).
     */
    async launch(
      memberId: number,
      merchant: MerchantConfig,
      query: LotteryLaunchQuery,
    ): Promise<{ gameUrl: string }> {
      if (query.backUrl !== undefined && !isOwnBackUrl(query.backUrl, merchant)) {
        throw fieldError(
          'backUrl',
          "must be a path on this site or a URL on the merchant's hosts",
          undefined,
          { code: FieldIssueCode.url },
        );
      }
      const game =
        query.lottoGameCode === undefined
          ? null
          : await repo.gameByCode(merchant.code, query.lottoGameCode);
      if (query.lottoGameCode !== undefined && !game) {
        throw fieldError('lottoGameCode', 'no such lottery', ErrorCode.NOT_FOUND);
      }
      const params = new URLSearchParams({ mui: merchant.code });
      params.set('playType', playTypeOf(query.lottoMode ?? game?.lottoMode));
      if (game && query.lottoView === LottoView.betting) params.set('gameId', String(game.gameId));
      params.set('prize_mode', game?.prizeMode ?? query.lottoPrizeMode);
      if (query.backUrl !== undefined) params.set('pageBack', query.backUrl);
      if (game) await repo.recordRecent(memberId, game.id, clock());
      return { gameUrl: `${START_LOTTERY_PATH}?${params.toString()}` };
    },
  };
}
