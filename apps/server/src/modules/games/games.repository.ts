import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { GameCategory, GameClassify } from '@lotto/contract';
import type { Db } from '../../db/client';
import { catalogueVersions, favouriteGames, games, recentGames, vendors } from '../../db/schema';
import type { GameRow } from '../../db/schema';
import { findMerchantRow, merchantRowsInOrder } from '../../lib/merchant-rows';

/** The columns a game tile needs (§3 game item). */
export const gameColumns = {
  nodeId: games.nodeId,
  vendorCode: games.vendorCode,
  gameCode: games.gameCode,
  gameType: games.gameType,
  gameId: games.gameId,
  roomId: games.roomId,
  gameGroupId: games.gameGroupId,
  name: games.name,
  iconUrl: games.iconUrl,
  mobileLargeIcon: games.mobileLargeIcon,
  isTop: games.isTop,
  isNew: games.isNew,
  supportPlay: games.supportPlay,
  gameClassify: games.gameClassify,
  minBet: games.minBet,
};
export type GameTileRow = Pick<GameRow, keyof typeof gameColumns>;

export interface GameFilter {
  merchantCode: string;
  gameType: GameCategory;
  vendorCode?: string;
  gameClassify?: GameClassify;
  minBet?: string;
  minLine?: number;
  /** Lower-cased, trimmed, non-empty. */
  name?: string;
  language: string;
}

/** LIKE treats % and _ as wildcards; a searched name means them literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function gameWhere(f: GameFilter): SQL {
  const parts: SQL[] = [
    eq(games.merchantCode, f.merchantCode),
    eq(games.gameType, f.gameType),
    eq(games.enabled, true),
  ];
  if (f.vendorCode) parts.push(eq(games.vendorCode, f.vendorCode));
  if (f.gameClassify) parts.push(eq(games.gameClassify, f.gameClassify));
  if (f.minBet) parts.push(eq(games.minBet, f.minBet));
  if (f.minLine) parts.push(eq(games.minLine, f.minLine));
  if (f.name) {
    const pattern = likePattern(f.name);
    // search_text holds every localized name and the code, under a trigram index.
    parts.push(sql`${games.searchText} like ${pattern}`);
  }
  return and(...parts) as SQL;
}

/** One page in (sort_order, node_id) order: an index range read, never a sort of the category. */
export const listGames = (db: Db, f: GameFilter, offset: number, limit: number) =>
  db
    .select(gameColumns)
    .from(games)
    .where(gameWhere(f))
    .orderBy(asc(games.sortOrder), asc(games.nodeId))
    .limit(limit)
    .offset(offset);

export async function countGames(db: Db, f: GameFilter): Promise<number> {
  const rows = await db.select({ n: count() }).from(games).where(gameWhere(f));
  return rows[0]?.n ?? 0;
}

/** §2.3 hot games of one category: isTop, in sort order, from games_type_top_idx. */
export const listHotGames = (db: Db, merchantCode: string, gameType: GameCategory, limit: number) =>
  db
    .select(gameColumns)
    .from(games)
    .where(
      and(
        eq(games.merchantCode, merchantCode),
        eq(games.gameType, gameType),
        eq(games.isTop, true),
        eq(games.enabled, true),
      ),
    )
    .orderBy(asc(games.sortOrder), asc(games.nodeId))
    .limit(limit);

export async function findGame(db: Db, merchantCode: string, nodeId: number) {
  const rows = await db
    .select({ ...gameColumns, minLine: games.minLine })
    .from(games)
    .where(
      and(eq(games.merchantCode, merchantCode), eq(games.nodeId, nodeId), eq(games.enabled, true)),
    );
  return rows[0] ?? null;
}

export const listVendors = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, vendors, merchantCode, eq(vendors.enabled, true));

export async function findVendor(
  db: Db,
  merchantCode: string,
  category: GameCategory,
  code: string,
) {
  return findMerchantRow(
    db,
    vendors,
    merchantCode,
    eq(vendors.category, category),
    eq(vendors.code, code),
  );
}

/** The catalogue's version: 0 until the first catalogue write. */
export async function readCatalogueVersion(db: Db, merchantCode: string): Promise<number> {
  const rows = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.merchantCode, merchantCode));
  return rows[0]?.version ?? 0;
}

/** Called by every catalogue write (the seed), in its transaction. */
export async function bumpCatalogueVersion(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(catalogueVersions)
    .values({ merchantCode, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.merchantCode,
      set: { version: sql`${catalogueVersions.version} + 1`, changedAt: sql`now()` },
    });
}

// Favourites (§4).

export const insertFavourite = (db: Db, memberId: number, nodeId: number, now: Date) =>
  db.insert(favouriteGames).values({ memberId, nodeId, createdAt: now }).onConflictDoNothing();

export const deleteFavourite = (db: Db, memberId: number, nodeId: number) =>
  db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));

const favouriteOrder = [desc(favouriteGames.createdAt), desc(favouriteGames.nodeId)];

export const listFavouriteIds = (db: Db, memberId: number, offset: number, limit: number) =>
  db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(...favouriteOrder)
    .limit(limit)
    .offset(offset);

const favouriteGameWhere = (memberId: number, merchantCode: string) =>
  and(
    eq(favouriteGames.memberId, memberId),
    eq(games.merchantCode, merchantCode),
    eq(games.enabled, true),
  );

export const listFavouriteGames = (
  db: Db,
  memberId: number,
  merchantCode: string,
  offset: number,
  limit: number,
) =>
  db
    .select(gameColumns)
    .from(favouriteGames)
    .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
    .where(favouriteGameWhere(memberId, merchantCode))
    .orderBy(...favouriteOrder)
    .limit(limit)
    .offset(offset);

export async function countFavourites(db: Db, memberId: number, merchantCode?: string) {
  const rows = merchantCode
    ? await db
        .select({ n: count() })
        .from(favouriteGames)
        .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
        .where(favouriteGameWhere(memberId, merchantCode))
    : await db
        .select({ n: count() })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId));
  return rows[0]?.n ?? 0;
}

// Recent games (§2.8).

/** Rows kept per member: far more than the screen pages through, and bounded. */
export const RECENT_GAMES_KEPT = 100;

export async function touchRecentGame(db: Db, memberId: number, nodeId: number, now: Date) {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: now })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.nodeId],
      set: { playedAt: now },
    });
  const kept = db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(RECENT_GAMES_KEPT);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.nodeId, kept)));
}

const recentWhere = (memberId: number, merchantCode: string, gameTypes: GameCategory[] | null) =>
  and(
    eq(recentGames.memberId, memberId),
    eq(games.merchantCode, merchantCode),
    eq(games.enabled, true),
    gameTypes ? inArray(games.gameType, gameTypes) : undefined,
  );

export const listRecentGames = (
  db: Db,
  memberId: number,
  merchantCode: string,
  gameTypes: GameCategory[] | null,
  offset: number,
  limit: number,
) =>
  db
    .select(gameColumns)
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(recentWhere(memberId, merchantCode, gameTypes))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(limit)
    .offset(offset);

export async function countRecentGames(
  db: Db,
  memberId: number,
  merchantCode: string,
  gameTypes: GameCategory[] | null,
) {
  const rows = await db
    .select({ n: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(recentWhere(memberId, merchantCode, gameTypes));
  return rows[0]?.n ?? 0;
}
