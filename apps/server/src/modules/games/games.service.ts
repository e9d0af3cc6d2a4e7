import {
  type GameCategory,
  HOT_GAMES_PER_CATEGORY,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type GameListQuery,
  type GameListValue,
  type HotGamesValue,
  FALLBACK_LANGUAGE,
  type Language,
  type RecentGameMenuValue,
  type RecentGamesValue,
  type VendorGameTypesValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { COUNT_TTL_MS, createCatalogueCache, PAGE_TTL_MS } from './catalogue-cache';
import { toGameItem, totalPages } from './game-item';
import {
  countFavourites,
  countGames,
  countRecentGames,
  deleteFavourite,
  findGame,
  insertFavourite,
  listFavouriteGames,
  listFavouriteIds,
  listGames,
  listHotGames,
  listRecentGames,
  listVendors,
  readCatalogueVersion,
  touchRecentGame,
  type GameFilter,
} from './games.repository';
import { recentMenu, sortCategories } from './vendor-order';

/** Hot, vendor order and recent menu stay until the catalogue version changes. */
const UNTIL_CHANGED = Number.POSITIVE_INFINITY;
/** §2.6 the categories that list single games; the others launch a vendor. */
const LISTED_CATEGORIES: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'];

interface Page {
  pageNo: number;
  pageSize: number;
}

// eslint-disable-next-line max-lines-per-function -- the games catalogue's method table (lists, hot and recent games, favourites, lookups) over one catalogue cache; each is linted on its own, the longest 23 lines
export function createGamesService(db: Db, clock: Clock) {
  const cache = createCatalogueCache((m) => readCatalogueVersion(db, m), clock);

  async function pageOfGames(
    filter: GameFilter,
    page: Page,
    language: Language,
  ): Promise<GameListValue> {
    const countKey = JSON.stringify({ ...filter, language: filter.name ? filter.language : '' });
    // Players page through the same lists: a page is kept until the catalogue changes (or a
    // minute passes), so most list calls touch neither the database nor the SQL builder.
    const pageKey = `page:${countKey}:${language}:${page.pageNo}:${page.pageSize}`;
    return cache.get(filter.merchantCode, pageKey, PAGE_TTL_MS, async () => {
      const [rows, total] = await Promise.all([
        listGames(db, filter, (page.pageNo - 1) * page.pageSize, page.pageSize),
        cache.get(filter.merchantCode, `count:${countKey}`, COUNT_TTL_MS, () =>
          countGames(db, filter),
        ),
      ]);
      return {
        games: rows.map((r) => toGameItem(r, language)),
        pageNum: page.pageNo,
        totalPages: totalPages(total, page.pageSize),
      };
    });
  }

  /** Vendors by their names in `language` (display_name where the catalogue has none). */
  async function vendorGameTypes(
    merchantCode: string,
    language: Language,
  ): Promise<VendorGameTypesValue> {
    return cache.get(merchantCode, `vendorGameTypes:${language}`, UNTIL_CHANGED, async () =>
      sortCategories(
        (await listVendors(db, merchantCode)).map((v) => ({
          category: v.category,
          code: v.code,
          accountTypeName: v.accountTypeName,
          displayName: localized(v.names, language, v.displayName),
        })),
      ),
    );
  }

  async function gameOf(merchantCode: string, nodeId: number) {
    const game = await findGame(db, merchantCode, nodeId);
    if (!game) throw notFound(`No game with nodeId ${nodeId}`);
    return game;
  }

  return {
    cache,

    /** §2.6, §2.8 game list; the name is trimmed by the contract and matched case-insensitively. */
    gameList(merchantCode: string, q: GameListQuery, language: Language): Promise<GameListValue> {
      const name = q.gameName?.toLowerCase();
      return pageOfGames(
        {
          merchantCode,
          gameType: q.gameType,
          vendorCode: q.vassalage,
          gameClassify: q.gameClassify,
          minBet: q.minBet,
          minLine: q.minLine,
          name: name || undefined,
          language,
        },
        q,
        language,
      );
    },

    mobileGames(merchantCode: string, gameType: GameCategory, page: Page, language: Language) {
      return pageOfGames({ merchantCode, gameType, language }, page, language);
    },

    /** §2.3 hot games, cached per language until the catalogue changes. */
    hotGames(merchantCode: string, language: Language): Promise<HotGamesValue> {
      return cache.get(merchantCode, `hot:${language}`, UNTIL_CHANGED, async () => {
        const perCategory = await Promise.all(
          LISTED_CATEGORIES.map((c) => listHotGames(db, merchantCode, c, HOT_GAMES_PER_CATEGORY)),
        );
        return { list: perCategory.flat().map((r) => toGameItem(r, language)) };
      });
    },

    vendorGameTypes,

    async recentGameMenu(merchantCode: string): Promise<RecentGameMenuValue> {
      // The menu names categories only: any language's vendor names will do.
      return recentMenu(await vendorGameTypes(merchantCode, FALLBACK_LANGUAGE));
    },

    // Per member.

    async recentGames(
      memberId: number,
      merchantCode: string,
      q: { page: number; pageSize: number; gameType?: GameCategory },
      language: Language,
    ): Promise<RecentGamesValue> {
      const types = q.gameType ? [q.gameType] : null;
      const [rows, total] = await Promise.all([
        listRecentGames(db, memberId, merchantCode, types, (q.page - 1) * q.pageSize, q.pageSize),
        countRecentGames(db, memberId, merchantCode, types),
      ]);
      return {
        list: rows.map((r) => toGameItem(r, language)),
        totalPages: totalPages(total, q.pageSize),
      };
    },

    async addRecentGame(memberId: number, merchantCode: string, nodeId: number): Promise<null> {
      await gameOf(merchantCode, nodeId);
      await touchRecentGame(db, memberId, nodeId, clock());
      return null;
    },

    async addFavourite(memberId: number, merchantCode: string, nodeId: number, vendor: string) {
      const game = await gameOf(merchantCode, nodeId);
      if (game.vendorCode !== vendor) throw notFound(`Game ${nodeId} is not a ${vendor} game`);
      await insertFavourite(db, memberId, nodeId, clock());
      return null;
    },

    async removeFavourite(memberId: number, nodeId: number): Promise<null> {
      await deleteFavourite(db, memberId, nodeId);
      return null;
    },

    async favouriteIds(memberId: number, page: Page): Promise<FavouriteIdsValue> {
      const [rows, total] = await Promise.all([
        listFavouriteIds(db, memberId, (page.pageNo - 1) * page.pageSize, page.pageSize),
        countFavourites(db, memberId),
      ]);
      return {
        content: rows.map((r) => r.nodeId),
        pageNum: page.pageNo,
        totalPages: totalPages(total, page.pageSize),
      };
    },

    async favouriteList(
      memberId: number,
      merchantCode: string,
      page: Page,
      language: Language,
    ): Promise<FavouriteListValue> {
      const [rows, total] = await Promise.all([
        listFavouriteGames(
          db,
          memberId,
          merchantCode,
          (page.pageNo - 1) * page.pageSize,
          page.pageSize,
        ),
        countFavourites(db, memberId, merchantCode),
      ]);
      return {
        content: rows.map((r) => toGameItem(r, language)),
        pageNum: page.pageNo,
        totalPages: totalPages(total, page.pageSize),
      };
    },

    findGame: gameOf,
    touchRecentGame: (memberId: number, nodeId: number) =>
      touchRecentGame(db, memberId, nodeId, clock()),
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

/**
 * What other modules read of the catalogue (the lottery cache's version, the vendor of a launch):
 * games.repository's SQL stays inside this module (eslint.config.js, the boundaries).
 */
export { bumpCatalogueVersion, findVendor, readCatalogueVersion } from './games.repository';
