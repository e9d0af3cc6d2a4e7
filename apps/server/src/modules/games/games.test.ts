import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { GameItem } from '@lotto/contract';
import { games, vendors } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { VERSION_RECHECK_MS } from './catalogue-cache';

describe('game catalogue calls', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
  });
  afterAll(() => t.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/lgw/games/list?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { games: GameItem[]; pageNum: number; totalPages: number };
  };
  const countWhere = async (where: ReturnType<typeof and>) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(games)
        .where(where)
    )[0]!.n;

  it('lists a category in pages of 15 by default, with the total page count', async () => {
    const rng = await countWhere(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')));
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(15);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(rng / 15));
    expect(first.games.every((g) => g.gameType === 'RNG')).toBe(true);
    // §2.8 default RNG.
    expect((await list('')).games.map((g) => g.nodeId)).toEqual(first.games.map((g) => g.nodeId));
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.pageNum).toBe(2);
    expect(second.games.map((g) => g.nodeId)).not.toContain(first.games[0]!.nodeId);
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(rng - 15 * (first.totalPages - 1));
    expect((await list(`gameType=RNG&pageNo=${first.totalPages + 1}`)).games).toEqual([]);
    const twelve = await list('gameType=LIVE&pageSize=12');
    expect(twelve.games).toHaveLength(12);
  });

  it('pages cover the category once, without repeats', async () => {
    const fish = await list('gameType=FISH&pageSize=7');
    const seen: number[] = [];
    for (let p = 1; p <= fish.totalPages; p++)
      seen.push(...(await list(`gameType=FISH&pageSize=7&pageNo=${p}`)).games.map((g) => g.nodeId));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      await countWhere(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'FISH'))),
    );
  });

  it('filters by vendor (vassalage), classification, minimum bet and minimum lines', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.games.length).toBeGreaterThan(0);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.vendorCode === 'PG')).toBe(true);

    const bac = await list('gameType=LIVE&gameClassify=BAC&pageSize=100');
    expect(bac.games.length).toBeGreaterThan(0);
    expect(bac.games.every((g) => g.gameClassify === 'BAC')).toBe(true);

    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.games.length).toBeGreaterThan(0);
    expect(cheap.games.every((g) => Number(g.minBet) === 0.05)).toBe(true);

    const lines = await list('gameType=RNG&minLine=25&pageSize=100');
    const expected = await countWhere(
      and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG'), eq(games.minLine, 25)),
    );
    expect(expected).toBeGreaterThan(0);
    expect(lines.totalPages).toBe(Math.ceil(expected / 100));

    const both = await list('gameType=RNG&vassalage=JILI&minBet=0.1&pageSize=100');
    expect(both.games.every((g) => g.vassalage === 'JILI' && Number(g.minBet) === 0.1)).toBe(true);
  });

  it('matches the game name trimmed, in any case, and in the localized name', async () => {
    const [row] = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')))
      .limit(1);
    const en = row!.name.en!;
    const word = en.split(' ')[0]!;
    const found = await list(
      `gameType=RNG&pageSize=100&gameName=${encodeURIComponent(`  ${word.toUpperCase()}  `)}`,
    );
    expect(found.games.map((g) => g.nodeId)).toContain(row!.nodeId);
    const rows = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')));
    const matching = rows.filter((r) => r.searchText.includes(word.toLowerCase()));
    expect(found.totalPages).toBe(Math.ceil(matching.length / 100));

    const th = row!.name.th!;
    const byThai = await list(
      `gameType=RNG&pageSize=100&language=th&gameName=${encodeURIComponent(th)}`,
    );
    expect(byThai.games.map((g) => g.nodeId)).toContain(row!.nodeId);
    expect(byThai.games.find((g) => g.nodeId === row!.nodeId)!.gameName).toBe(th);

    // Wildcards are literal: "%" finds nothing rather than everything.
    expect((await list('gameType=RNG&gameName=%25')).games).toEqual([]);
    expect((await list('gameType=RNG&gameName=no-such-game-zzz')).totalPages).toBe(0);
  });

  it('names games in the asked language, falling back to English', async () => {
    const en = await list('gameType=RNG&language=en');
    const th = await list('gameType=RNG&language=th');
    const ja = await list('gameType=RNG&language=ja');
    const [row] = await t.database.db
      .select()
      .from(games)
      .where(eq(games.nodeId, en.games[0]!.nodeId));
    expect(en.games[0]!.gameName).toBe(row!.name.en);
    expect(th.games[0]!.gameName).toBe(row!.name.th);
    expect(ja.games[0]!.gameName).toBe(row!.name.ja ?? row!.name.en);
    // The Language header counts when the query names none.
    const header = await list('gameType=RNG', { language: 'en' });
    expect(header.games[0]!.gameName).toBe(row!.name.en);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['gameType=CASINO', 'gameType'],
      ['gameClassify=XX', 'gameClassify'],
      ['minBet=0.2', 'minBet'],
      ['pageSize=0', 'pageSize'],
      ['pageNo=abc', 'pageNo'],
      ['language=xx', 'language'],
      ['vassalage=a%20b', 'vassalage'],
    ] as const) {
      const res = await t.app.inject({ url: `/lgw/games/list?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().value.fields)).toContain(field);
    }
  });

  it('/lgw/games/mobile pages a category', async () => {
    const res = await t.app.inject({ url: '/lgw/games/mobile?gameType=PVP&pageSize=12' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.games).toHaveLength(12);
    expect(v.games.every((g: GameItem) => g.gameType === 'PVP')).toBe(true);
  });

  it('vendorGameTypes gives the §2.6 order with e-sports split out of sports', async () => {
    // An e-sports vendor kept under SPORTS, as an upstream catalogue may hold it.
    await t.database.db.insert(vendors).values({
      merchantCode: 'DEMO',
      category: 'SPORTS',
      code: 'IMES',
      displayName: 'IM E-Sports',
      accountTypeName: 'IMES',
      sortOrder: 175,
    });
    now = new Date(now.getTime() + VERSION_RECHECK_MS + 1);
    // The vendor order is cached until the catalogue version moves.
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    now = new Date(now.getTime() + VERSION_RECHECK_MS + 1);
    const res = await t.app.inject({ url: '/lgw/games/vendor/types?typeId=1&merchant_code=DEMO' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as {
      gameCategory: string;
      vendorNames: { accountTypeName: string }[];
    }[];
    expect(value.map((c) => c.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'LOTT',
      'ELOTT',
      'ESPORTS',
      'SPORTS',
      'PVP',
      'COCKFIGHT',
    ]);
    const codes = (cat: string) =>
      value.find((c) => c.gameCategory === cat)!.vendorNames.map((v) => v.accountTypeName);
    expect(codes('RNG')).toEqual(['PG', 'JILI', 'JDB', 'CQ9', 'SG']);
    expect(codes('SPORTS')).toEqual(['SBO', 'SABA']);
    expect(codes('ESPORTS')).toEqual(['IMES', 'TF', 'IA', 'AV']);
  });

  it('the recent menu leaves out LOTT, ELOTT and ESPORTS and adds a lottery tab', async () => {
    const res = await t.app.inject({ url: '/lgw/games/recent/menu' });
    expect(res.json().value).toEqual([
      { tab: 'RNG', source: 'recentGames' },
      { tab: 'LIVE', source: 'recentGames' },
      { tab: 'FISH', source: 'recentGames' },
      { tab: 'SPORTS', source: 'recentGames' },
      { tab: 'PVP', source: 'recentGames' },
      { tab: 'COCKFIGHT', source: 'recentGames' },
      { tab: 'LOTTERY', source: 'recentLottery' },
    ]);
  });

  it('hot games are the isTop games, cached until the catalogue changes', async () => {
    const hot = async () =>
      (
        await t.app.inject({ url: '/lgw/games/popular?isPlatform=2&platform=html5&language=en' })
      ).json().value.list as GameItem[];
    const first = await hot();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((g) => g.isTop)).toBe(true);
    const victim = first[0]!;
    await t.database.db.update(games).set({ isTop: false }).where(eq(games.nodeId, victim.nodeId));
    now = new Date(now.getTime() + VERSION_RECHECK_MS + 1);
    // Changed behind the cache's back: still served from the cache.
    expect((await hot()).map((g) => g.nodeId)).toContain(victim.nodeId);
    // A catalogue write (the seed) bumps the version; the seed sets isTop back, so change it after.
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    await t.database.db.update(games).set({ isTop: false }).where(eq(games.nodeId, victim.nodeId));
    now = new Date(now.getTime() + VERSION_RECHECK_MS + 1);
    expect((await hot()).map((g) => g.nodeId)).not.toContain(victim.nodeId);
  });
});
