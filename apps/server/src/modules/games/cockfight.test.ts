import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GameItem } from '@lotto/contract';
import { vendors } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { bumpCatalogueVersion } from './games.repository';
import { VERSION_RECHECK_MS } from './catalogue-cache';

/** §1 cockfighting: a category of single games, offered by a merchant that has a vendor of it. */
describe('cockfighting', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
  });
  afterAll(() => t.close());

  const vendorTypes = async (language = 'th') => {
    const res = await t.app.inject({
      url: '/lgw/games/vendor/types?typeId=1&merchant_code=DEMO',
      headers: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { gameCategory: string; vendorNames: { displayName: string }[] }[];
  };
  const arenas = async (language = 'th') => {
    const res = await t.app.inject({
      url: `/lgw/games/list?gameType=COCKFIGHT&pageSize=12&language=${language}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().value as { games: GameItem[] }).games;
  };

  it('the demo merchant offers it: a vendor tile and a few arenas named in the language asked', async () => {
    const vendorNames = async (language: string) =>
      (await vendorTypes(language))
        .find((c) => c.gameCategory === 'COCKFIGHT')
        ?.vendorNames.map((v) => v.displayName);
    // The vendor's name in the page's language, as the arenas' names are.
    expect(await vendorNames('th')).toEqual(['SV388 ไก่ชน']);
    expect(await vendorNames('en')).toEqual(['SV388 Cockfight']);
    expect(await vendorNames('ja')).toEqual(['SV388 闘鶏']);
    const th = await arenas('th');
    expect(th.length).toBeGreaterThanOrEqual(3);
    expect(th.every((g) => g.gameType === 'COCKFIGHT' && g.vassalage === 'SV388')).toBe(true);
    expect(th[0]!.gameName).toMatch(/^สนามไก่ชน \d+$/);
    expect((await arenas('vi'))[0]!.gameName).toMatch(/^Trường gà \d+$/);
    // The demo art draws every arena's icon and the vendor's tile.
    for (const url of [th[0]!.iconUrl!, '/media/vendors/COCKFIGHT-SV388.webp']) {
      const icon = await t.app.inject({ url });
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['content-type']).toBe('image/webp');
    }
  });

  it('an arena launches through the demo vendor and becomes a recent game', async () => {
    const [arena] = await arenas();
    const m = await memberWithSession(t.database.db);
    const res = await t.app.inject({
      url: `/wps/game/launchGame?category=COCKFIGHT&vendor=${arena!.vassalage}&gameId=${arena!.gameId}&nodeId=${arena!.nodeId}&platform=MOBILE`,
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const gameUrl: string = res.json().value.gameUrl;
    expect(gameUrl).toMatch(/^\/vendor\/demo\/play\?launch=/);
    const page = await t.app.inject({ url: gameUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('สนามไก่ชน');
    const recent = await t.app.inject({
      url: '/lgw/games/recent?page=1&pageSize=10&gameType=COCKFIGHT',
      headers: m.headers,
    });
    expect(recent.json().value.list[0].nodeId).toBe(arena!.nodeId);
  });

  it('a merchant without an enabled cockfighting vendor has no such tab', async () => {
    await t.database.db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.merchantCode, 'DEMO'), eq(vendors.category, 'COCKFIGHT')));
    await bumpCatalogueVersion(t.database.db, 'DEMO');
    now = new Date(now.getTime() + VERSION_RECHECK_MS + 1);
    expect((await vendorTypes()).map((c) => c.gameCategory)).not.toContain('COCKFIGHT');
  });
});
