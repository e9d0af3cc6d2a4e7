import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';

/** §9 special launch vendors open the platform's lottery (§2.6, §7), not a vendor's page. */
describe('special launch vendors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: new Date() });
    // The demo seed has the two TCG lotteries; LOTT and ELOTT as a merchant would name them.
    await t.database.db.insert(vendors).values([
      {
        merchantCode: 'DEMO',
        category: 'LOTT',
        code: 'LOTT',
        displayName: 'Lotto',
        accountTypeName: 'LOTT',
      },
      {
        merchantCode: 'DEMO',
        category: 'ELOTT',
        code: 'ELOTT',
        displayName: 'E-Lotto',
        accountTypeName: 'ELOTT',
      },
    ]);
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
});
