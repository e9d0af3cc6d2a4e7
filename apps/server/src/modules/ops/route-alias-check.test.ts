import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MerchantConfig } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles } from './ops.test-support';
import { routeAliasProblems } from './route-alias-check';

const PAGES = new Set(['/m/home', '/m/lottery', '/m/vouchercenter']);

describe('route aliases the console saves (§2.1)', () => {
  it('names an alias that hides a page and one that opens none, case and final slash aside', () => {
    expect(
      routeAliasProblems(
        [
          { path: '/m/promo', to: '/m/voucherCenter/' },
          { path: '/m/Lottery', to: '/m/home' },
          { path: '/m/old', to: '/m/nowhere' },
        ],
        PAGES,
      ),
    ).toEqual({
      'config.routeAliases.1.path': 'is a page of the app already',
      'config.routeAliases.2.to': 'must be a page of the app',
    });
  });

  describe('through PUT /ops/merchant/settings with a web build', () => {
    let t: TestApp;
    let owner: string;
    const clock = movableClock();
    beforeAll(async () => {
      const webDist = await mkdtemp(join(tmpdir(), 'alias-web-'));
      const assets = Object.fromEntries([...PAGES].map((p) => [p, { page: 'x', js: [], css: [] }]));
      await writeFile(join(webDist, 'route-assets.json'), JSON.stringify(assets));
      t = await buildTestApp(undefined, { clock: clock.clock, webDist });
      owner = (await operatorsOfRoles(t, clock, ['owner'])).tokens.get('owner')!;
    });
    afterAll(() => t.close());

    const settings = async () =>
      (await get(t, '/ops/merchant/settings', owner)).json<{
        value: { version: number; config: MerchantConfig };
      }>().value;
    const save = (version: number, config: MerchantConfig) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/merchant/settings',
        payload: { version, config },
        headers: { authorization: owner },
      });

    it('refuses an alias to no page, naming the field, and writes nothing; saves a good one', async () => {
      const { version, config } = await settings();
      const bad = await save(version, {
        ...config,
        routeAliases: [{ path: '/m/promo', to: '/m/nowhere' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields).toEqual({
        'config.routeAliases.0.to': 'must be a page of the app',
      });
      expect((await settings()).version).toBe(version);

      const good = await save(version, {
        ...config,
        routeAliases: [{ path: '/m/promo', to: '/m/voucherCenter' }],
      });
      expect(good.statusCode, good.body).toBe(200);
      const consolidated = await t.app.inject({ url: '/wps/system/settings/consolidated' });
      expect(consolidated.json().value.routeAliases).toEqual([
        { path: '/m/promo', to: '/m/voucherCenter' },
      ]);
    });
  });
});
