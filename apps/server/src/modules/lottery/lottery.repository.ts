import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lotteryGames,
  lotteryMenuGames,
  lotteryMenus,
  lotteryRecent,
  lotteryResults,
  merchants,
} from '../../db/schema';
import type { LotteryGameRow, LotteryMenuRow } from '../../db/schema';
import { findMerchantRow, merchantRowsInOrder } from '../../lib/merchant-rows';

export type LotteryResultRow = typeof lotteryResults.$inferSelect;
export type NewLotteryResultRow = typeof lotteryResults.$inferInsert;

// eslint-disable-next-line max-lines-per-function -- the lottery catalogue's query table: one short Drizzle query per method (games, gameById, menus, recentGames, recordRecent, results), read top to bottom
export function createLotteryRepository(db: Db) {
  // Read by every order: built once and prepared (see findSessionWithMember).
  const gameByCode = db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.merchantCode, sql.placeholder('merchantCode')),
        eq(lotteryGames.gameCode, sql.placeholder('gameCode')),
        eq(lotteryGames.enabled, true),
      ),
    )
    .prepare('lottery_game_by_code');
  return {
    async games(merchantCode: string): Promise<LotteryGameRow[]> {
      return merchantRowsInOrder(db, lotteryGames, merchantCode, eq(lotteryGames.enabled, true));
    },

    async gameByCode(merchantCode: string, gameCode: string): Promise<LotteryGameRow | null> {
      const rows = await gameByCode.execute({ merchantCode, gameCode });
      return rows[0] ?? null;
    },

    async gameById(merchantCode: string, gameId: number): Promise<LotteryGameRow | null> {
      return findMerchantRow(
        db,
        lotteryGames,
        merchantCode,
        eq(lotteryGames.gameId, gameId),
        eq(lotteryGames.enabled, true),
      );
    },

    /** Menus in display order, each with its enabled games' ids in order. */
    async menus(merchantCode: string): Promise<{ menu: LotteryMenuRow; gameIds: number[] }[]> {
      const menus = await merchantRowsInOrder(db, lotteryMenus, merchantCode);
      if (menus.length === 0) return [];
      const links = await db
        .select({ menuId: lotteryMenuGames.menuId, gameId: lotteryMenuGames.lotteryGameId })
        .from(lotteryMenuGames)
        .where(
          inArray(
            lotteryMenuGames.menuId,
            menus.map((m) => m.id),
          ),
        )
        .orderBy(asc(lotteryMenuGames.menuId), asc(lotteryMenuGames.sortOrder));
      return menus.map((menu) => ({
        menu,
        gameIds: links.filter((l) => l.menuId === menu.id).map((l) => l.gameId),
      }));
    },

    async recentGames(
      memberId: number,
      merchantCode: string,
      limit: number,
    ): Promise<LotteryGameRow[]> {
      const rows = await db
        .select({ game: lotteryGames })
        .from(lotteryRecent)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryRecent.lotteryGameId))
        .where(
          and(
            eq(lotteryRecent.memberId, memberId),
            eq(lotteryGames.merchantCode, merchantCode),
            eq(lotteryGames.enabled, true),
          ),
        )
        .orderBy(desc(lotteryRecent.playedAt))
        .limit(limit);
      return rows.map((r) => r.game);
    },

    async recordRecent(memberId: number, lotteryGameId: number, at: Date): Promise<void> {
      await db
        .insert(lotteryRecent)
        .values({ memberId, lotteryGameId, playedAt: at })
        .onConflictDoUpdate({
          target: [lotteryRecent.memberId, lotteryRecent.lotteryGameId],
          set: { playedAt: at },
        });
    },

    async results(
      merchantCode: string,
      gameCode: string,
      count: number,
    ): Promise<LotteryResultRow[]> {
      return db
        .select()
        .from(lotteryResults)
        .where(
          and(eq(lotteryResults.merchantCode, merchantCode), eq(lotteryResults.gameCode, gameCode)),
        )
        .orderBy(desc(lotteryResults.drawTime))
        .limit(count);
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;

/** What the draw job needs: every enabled game with its merchant's zone. */
export async function drawableGames(db: Db): Promise<{ game: LotteryGameRow; timeZone: string }[]> {
  const rows = await db
    .select({ game: lotteryGames, config: merchants.config })
    .from(lotteryGames)
    .innerJoin(merchants, eq(merchants.code, lotteryGames.merchantCode))
    .where(eq(lotteryGames.enabled, true));
  return rows.map((r) => ({ game: r.game, timeZone: r.config.timeZone }));
}

/** Numeros already drawn for a game since a time. */
export async function drawnNumeros(
  db: Db,
  merchantCode: string,
  gameCode: string,
  since: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ numero: lotteryResults.numero })
    .from(lotteryResults)
    .where(
      and(
        eq(lotteryResults.merchantCode, merchantCode),
        eq(lotteryResults.gameCode, gameCode),
        gte(lotteryResults.drawTime, since),
      ),
    );
  return new Set(rows.map((r) => r.numero));
}

/** The unique key (merchant, game, numero) keeps a second result for a draw out. */
export async function insertResults(db: Db, rows: NewLotteryResultRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(lotteryResults)
    .values(rows)
    .onConflictDoNothing({
      target: [lotteryResults.merchantCode, lotteryResults.gameCode, lotteryResults.numero],
    })
    .returning({ id: lotteryResults.id });
  return inserted.length;
}

/** Non-blocking: false when another instance holds the draw lock for this transaction's span. */
export async function tryDrawLock(db: Db, key: number): Promise<boolean> {
  // execute answers differ in shape between node-postgres and PGlite; both carry `rows`.
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}
