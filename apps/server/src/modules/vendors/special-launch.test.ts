import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lotteryGames } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';

/** §9 special launch vendors open the platform's lottery (§2.6, §7), not a vendor's page. */
describe('special launch vendors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: new Date() });
  });
  afterAll(() => t.close());

  const launched = async (category: string, vendor: string, isTrial = false) => {
    const m = await memberWithSession(t.database.db, { isTrial });
    const res = await t.app.inject({
      url: `/wps/game/launchGame?category=${category}&vendor=${vendor}&platform=MOBILE`,
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ value: { gameUrl: string } }>().value.gameUrl, 'https://x');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };

  it('each opens the lottery lobby of its prize mode', async () => {
    const lobby = (prize_mode: string) => ({
      path: '/m/startLottery',
      query: { mui: 'DEMO', playType: 'trad', prize_mode },
    });
    expect(await launched('LOTT', 'TCG_LOTTO_VN')).toEqual(lobby('Lott'));
    expect(await launched('LOTT', 'TCG_SEA')).toEqual(lobby('SEA'));
    expect(await launched('LOTT', 'LOTT')).toEqual(lobby('Lott'));
    expect(await launched('ELOTT', 'ELOTT')).toEqual(lobby('Elott'));
  });

  it('a trial account opens them too, and other e-lottery vendors keep their own page', async () => {
    expect((await launched('LOTT', 'TCG_SEA', true)).path).toBe('/m/startLottery');
    expect((await launched('ELOTT', 'GPI')).path).not.toBe('/m/startLottery');
  });

  it("with a lottery's gameId opens that game and puts it on the member's recent lotteries", async () => {
    const [game] = await t.database.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantCode, 'DEMO'), eq(lotteryGames.enabled, true)))
      .limit(1);
    if (!game) throw new Error('the demo seed has no lottery');
    const m = await memberWithSession(t.database.db);
    const res = await t.app.inject({
      url: `/wps/game/launchGame?category=LOTT&vendor=TCG_SEA&gameId=${game.gameId}&platform=MOBILE`,
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ value: { gameUrl: string } }>().value.gameUrl, 'https://x');
    expect(url.pathname).toBe('/m/startLottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mui: 'DEMO',
      gameId: String(game.gameId),
      playType: 'trad',
      prize_mode: game.prizeMode,
    });
    // §2.9 the lottery page's Recent tab reads the recent-lottery call.
    const recent = await t.app.inject({
      url: '/lgw/games/game_menus/recent?device=MOBILE&recentCount=100&prizeMode=SEA',
      headers: m.headers,
    });
    expect(recent.statusCode, recent.body).toBe(200);
    expect(
      recent.json<{ value: { list: { gameId: string }[] } }>().value.list.map((g) => g.gameId),
    ).toEqual([String(game.gameId)]);
  });

  it('the demo LOTT and ELOTT vendors are tiles of their categories, each with a game of its prize mode', async () => {
    const types = await t.app.inject({
      url: '/lgw/games/vendor/types?typeId=1&merchant_code=DEMO',
    });
    const value = types.json<{
      value: { gameCategory: string; vendorNames: { accountTypeName: string }[] }[];
    }>().value;
    const codes = (c: string) =>
      value.find((v) => v.gameCategory === c)?.vendorNames.map((v) => v.accountTypeName);
    expect(codes('LOTT')).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    expect(codes('ELOTT')).toEqual(['GPI', 'VR', 'ELOTT']);
    const m = await memberWithSession(t.database.db);
    for (const [category, vendor, prizeMode, playType] of [
      ['LOTT', 'LOTT', 'Lott', 'trad'],
      ['ELOTT', 'ELOTT', 'Elott', 'ent'],
    ] as const) {
      const [game] = await t.database.db
        .select()
        .from(lotteryGames)
        .where(and(eq(lotteryGames.merchantCode, 'DEMO'), eq(lotteryGames.vendorCode, vendor)));
      if (!game) throw new Error(`the demo seed has no ${vendor} lottery`);
      expect(game.prizeMode).toBe(prizeMode);
      const res = await t.app.inject({
        url: `/wps/game/launchGame?category=${category}&vendor=${vendor}&gameId=${game.gameId}&platform=MOBILE`,
        headers: m.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json<{ value: { gameUrl: string } }>().value.gameUrl, 'https://x');
      expect(url.pathname).toBe('/m/startLottery');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        mui: 'DEMO',
        gameId: String(game.gameId),
        playType,
        prize_mode: prizeMode,
      });
    }
  });

  it('an unknown lottery gameId is refused, a vendor-style one keeps the lobby', async () => {
    const m = await memberWithSession(t.database.db);
    const launch = (gameId: string) =>
      t.app.inject({
        url: `/wps/game/launchGame?category=LOTT&vendor=LOTT&gameId=${gameId}&platform=MOBILE`,
        headers: m.headers,
      });
    expect((await launch('999999999')).statusCode).toBe(404);
    const lobby = await launch('k1');
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(lobby.json<{ value: { gameUrl: string } }>().value.gameUrl).not.toContain('gameId');
  });
});
