import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, lotteryGames, vendors } from '../../db/schema';
import type { GameRow, LotteryGameRow, VendorRow } from '../../db/schema';
import { lockMerchantRow, merchantRowsInOrder } from '../../lib/merchant-rows';

/** Every vendor row (one per category), in the order §2.6 lists them, with its game count. */
export const listVendorRows = (db: Db, merchantCode: string) =>
  db
    .select({
      vendor: vendors,
      games: sql<number>`(select count(*)::int from ${games} g where g.merchant_code = ${vendors.merchantCode} and g.vendor_code = ${vendors.code} and g.game_type = ${vendors.category})`,
    })
    .from(vendors)
    .where(eq(vendors.merchantCode, merchantCode))
    .orderBy(asc(vendors.category), asc(vendors.sortOrder), asc(vendors.id));

export const findVendorRow = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, vendors, merchantCode, eq(vendors.id, id));

export async function updateVendorRow(
  db: Db,
  id: number,
  values: Partial<Pick<VendorRow, 'enabled' | 'maintenance' | 'sortOrder'>>,
  now: Date,
) {
  const rows = await db
    .update(vendors)
    .set({ ...values, updatedAt: now, editedAt: now })
    .where(eq(vendors.id, id))
    .returning();
  return rows[0] as VendorRow;
}

export const countVendorGames = async (db: Db, v: VendorRow) =>
  (
    await db
      .select({ n: count() })
      .from(games)
      .where(
        and(
          eq(games.merchantCode, v.merchantCode),
          eq(games.vendorCode, v.code),
          eq(games.gameType, v.category),
        ),
      )
  )[0]?.n ?? 0;

export interface GameFilter {
  gameType?: string;
  vendorCode?: string;
  name?: string;
}

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listGameRows(
  db: Db,
  merchantCode: string,
  f: GameFilter,
  limit: number,
  offset: number,
) {
  const where: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode)];
  if (f.gameType) where.push(sql`${games.gameType} = ${f.gameType}`);
  if (f.vendorCode) where.push(eq(games.vendorCode, f.vendorCode));
  if (f.name)
    where.push(
      or(ilike(games.searchText, likeAny(f.name)), ilike(games.gameCode, likeAny(f.name))),
    );
  const condition = and(...where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(games)
      .where(condition)
      .orderBy(asc(games.gameType), asc(games.sortOrder), asc(games.nodeId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(games).where(condition),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export const findGameRow = (db: Db, merchantCode: string, nodeId: number) =>
  lockMerchantRow(db, games, merchantCode, eq(games.nodeId, nodeId));

export async function updateGameRow(
  db: Db,
  nodeId: number,
  values: Partial<Pick<GameRow, 'enabled' | 'isTop' | 'isNew' | 'supportPlay' | 'sortOrder'>>,
  now: Date,
) {
  const rows = await db
    .update(games)
    .set({ ...values, updatedAt: now, editedAt: now })
    .where(eq(games.nodeId, nodeId))
    .returning();
  return rows[0] as GameRow;
}

export const listLotteryRows = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, lotteryGames, merchantCode);

export const findLotteryRow = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, lotteryGames, merchantCode, eq(lotteryGames.id, id));

export async function updateLotteryRow(
  db: Db,
  id: number,
  values: Partial<Pick<LotteryGameRow, 'enabled' | 'sortOrder'>>,
  now: Date,
) {
  const rows = await db
    .update(lotteryGames)
    .set({ ...values, updatedAt: now, editedAt: now })
    .where(eq(lotteryGames.id, id))
    .returning();
  return rows[0] as LotteryGameRow;
}
