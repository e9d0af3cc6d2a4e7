import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  HOT_LOTTERY_MENU_TAG,
  LIVE_CLASSIFIES,
  RNG_CLASSIFIES,
  gameCategories,
} from '@lotto/contract';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { TestDatabase } from '../../../test/helpers/test-database';
import {
  announcements,
  games,
  hotMatches,
  lotteryGames,
  lotteryMenuGames,
  lotteryMenus,
  promotionCategories,
  vendors,
} from '../schema';
import { seedDemoCatalogue } from './demo-catalogue';

const merchantCode = 'demo';
const now = new Date('2025-06-01T05:30:00Z');

describe(`seedDemoCatalogue on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const tableCounts = async () => {
    const { db } = database;
    const tables = {
      vendors,
      games,
      lotteryGames,
      lotteryMenus,
      lotteryMenuGames,
      announcements,
      promotionCategories,
      hotMatches,
    };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  };

  it('leaves the same rows when run twice', async () => {
    const { db } = database;
    const first = await seedDemoCatalogue(db, { merchantCode, now });
    const countsAfterFirst = await tableCounts();
    const gamesAfterFirst = await db.select().from(games).orderBy(games.nodeId);

    const second = await seedDemoCatalogue(db, { merchantCode, now });
    expect(second).toEqual(first);
    expect(await tableCounts()).toEqual(countsAfterFirst);
    // Same node ids and values: favourites and recent games keep pointing at the same games.
    const gamesAfterSecond = await db.select().from(games).orderBy(games.nodeId);
    const withoutTimestamps = (rows: typeof gamesAfterFirst) =>
      rows.map(({ updatedAt: _updatedAt, ...rest }) => rest);
    expect(withoutTimestamps(gamesAfterSecond)).toEqual(withoutTimestamps(gamesAfterFirst));
  });

  it('has vendors in every category of §1', async () => {
    const rows = await database.db
      .select({ category: vendors.category, code: vendors.code })
      .from(vendors)
      .where(eq(vendors.merchantCode, merchantCode));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const category of gameCategories) {
      expect(
        rows.some((r) => r.category === category),
        category,
      ).toBe(true);
    }
    expect(rows).toContainEqual({ category: 'LOTT', code: 'TCG_LOTTO_VN' });
    expect(rows).toContainEqual({ category: 'ELOTT', code: 'GPI' });
  });

  it('lists at least 400 games with classify codes valid for their type', async () => {
    const rows = await database.db
      .select({
        gameType: games.gameType,
        gameClassify: games.gameClassify,
        minBet: games.minBet,
        name: games.name,
        iconUrl: games.iconUrl,
      })
      .from(games)
      .where(eq(games.merchantCode, merchantCode));
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (const row of rows) {
      if (row.gameType === 'RNG' && row.gameClassify !== null) {
        expect(RNG_CLASSIFIES).toContain(row.gameClassify);
      } else if (row.gameType === 'LIVE') {
        expect(LIVE_CLASSIFIES).toContain(row.gameClassify);
      } else if (row.gameType !== 'RNG') {
        expect(row.gameClassify).toBeNull();
      }
      expect(['0.0100', '0.0500', '0.1000', '0.5000', '0.7500']).toContain(row.minBet);
      expect(row.name.th).toBeTruthy();
      expect(row.name.en).toBeTruthy();
      expect(row.iconUrl).toMatch(/^\/media\/games\/[A-Za-z0-9_-]+\.webp$/);
    }
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP']) {
      expect(
        rows.some((r) => r.gameType === type),
        type,
      ).toBe(true);
    }
  });

  it('has lottery menus, one of them tagged for the Hot tab', async () => {
    const { db } = database;
    const menus = await db
      .select()
      .from(lotteryMenus)
      .where(eq(lotteryMenus.merchantCode, merchantCode));
    expect(menus.length).toBeGreaterThanOrEqual(3);
    const hot = menus.find((m) => m.tag === HOT_LOTTERY_MENU_TAG);
    expect(hot).toBeDefined();
    const hotGames = await db
      .select()
      .from(lotteryMenuGames)
      .where(eq(lotteryMenuGames.menuId, hot?.id ?? -1));
    expect(hotGames.length).toBeGreaterThan(0);
    const periods = new Set(
      (await db.select({ p: lotteryGames.periodKind }).from(lotteryGames)).map((r) => r.p),
    );
    expect([...periods].sort()).toEqual(['1m', '3m', '5m', 'daily', 'hourly']);
  });

  it('has home content, promotions and upcoming hot matches', async () => {
    const { db } = database;
    const rows = await db
      .select()
      .from(announcements)
      .where(eq(announcements.merchantCode, merchantCode));
    const of = (type: string, group?: string) =>
      rows.filter((r) => r.type === type && (group === undefined || r.groupName === group));
    expect(of('B', 'm_home').length).toBeGreaterThanOrEqual(4);
    expect(of('B', 'm_reg').length).toBe(1);
    expect(of('PL').length).toBeGreaterThanOrEqual(5);
    expect(of('PU').length).toBe(1);
    const promos = of('PR');
    expect(promos.length).toBeGreaterThanOrEqual(6);
    expect(promos.filter((p) => p.noExpiry)).toHaveLength(1);
    expect(new Set(promos.flatMap((p) => p.categoryIds)).size).toBe(3);
    expect(promos.every((p) => p.images.some((i) => i.sequence === 1))).toBe(true);

    // Every text a player reads is in each language of the picker (§1), never English beside it.
    const sixLanguages = ['cn', 'en', 'id', 'ja', 'th', 'vi'];
    for (const row of rows) {
      expect(Object.keys(row.title).sort(), row.slug).toEqual(sixLanguages);
      if (Object.keys(row.content).length > 0)
        expect(Object.keys(row.content).sort(), row.slug).toEqual(sixLanguages);
    }
    const categories = await db.select().from(promotionCategories);
    for (const c of categories) expect(Object.keys(c.name).sort(), c.code).toEqual(sixLanguages);
    const popup = of('PU')[0]!;
    expect(popup.title.ja).toBe('デモへようこそ');
    expect(popup.content.cn).toContain('游戏币');

    const matches = await db.select().from(hotMatches);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.matchTime > now)).toBe(true);
  });

  it('removes the extra games when seeded again with fewer', async () => {
    const { db } = database;
    await seedDemoCatalogue(db, { merchantCode: 'small', gameCount: 50, now });
    await seedDemoCatalogue(db, { merchantCode: 'small', gameCount: 20, now });
    const [row] = await db
      .select({ n: count() })
      .from(games)
      .where(eq(games.merchantCode, 'small'));
    expect(row?.n).toBe(20);
  });
});
