import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles } from '../modules/ops/ops.test-support';
import { initialEmblem, shortNameOf } from './web-manifest';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the web app manifest', () => {
  let t: TestApp;
  const clock = movableClock();
  let owner: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="theme-color" content="#000000" /><title>app</title></head><body></body></html>',
    );
    t = await buildTestApp(undefined, { webDist: dist, clock: clock.clock });
    owner = (await operatorsOfRoles(t, clock, ['owner'])).tokens.get('owner')!;
  });
  afterAll(() => t.close());

  const manifest = async () => {
    const res = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json<Manifest>();
  };

  it('describes an installable app of the merchant under /m/', async () => {
    const m = await manifest();
    const colours = t.merchant.branding.colours;
    expect(m).toMatchObject({
      id: '/m/home',
      name: 'Lucky Demo',
      short_name: 'Lucky Demo',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: colours.background,
      background_color: colours.background,
    });
    expect(m.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('serves each icon as a PNG of its size on the brand background', async () => {
    const m = await manifest();
    for (const icon of [...m.icons, { src: '/m/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      // The corner is the merchant's background colour (the emblem is drawn inside).
      const { data } = await sharp(res.rawPayload)
        .extract({ left: 1, top: 1, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const hex = `#${[...data.subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(t.merchant.branding.colours.background.toLowerCase());
    }
    expect((await t.app.inject({ url: '/m/icons/other.png' })).statusCode).toBe(404);
  });

  it('is linked from every page with the iOS icon and title', async () => {
    const res = await t.app.inject({ url: '/m/home' });
    expect(res.body).toContain('<link rel="manifest" href="/m/manifest.webmanifest">');
    expect(res.body).toMatch(
      /<link rel="apple-touch-icon" href="\/m\/icons\/apple-touch-icon\.png\?v=/,
    );
    expect(res.body).toContain('<meta name="apple-mobile-web-app-title" content="Lucky Demo">');
    expect(res.body).toContain(
      `<meta name="theme-color" content="${t.merchant.branding.colours.background}"`,
    );
  });

  it('follows the branding the console changes', async () => {
    const before = await manifest();
    const settings = await get(t, '/ops/merchant/settings', owner);
    const { version, config } = settings.json<{
      value: { version: number; config: MerchantConfig };
    }>().value;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchant/settings',
      headers: { authorization: owner },
      payload: {
        version,
        config: {
          ...config,
          name: 'Golden Harbour Lottery',
          branding: {
            ...config.branding,
            colours: { ...config.branding.colours, background: '#123456' },
          },
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await manifest();
    expect(after).toMatchObject({
      name: 'Golden Harbour Lottery',
      short_name: 'Golden',
      theme_color: '#123456',
    });
    expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);
    const icon = await t.app.inject({ url: after.icons[0]!.src });
    const { data } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x12, 0x34, 0x56]);
  });
});

describe('manifest pieces', () => {
  it('shortens a long name at a word', () => {
    expect(shortNameOf('Lucky Demo')).toBe('Lucky Demo');
    expect(shortNameOf('Golden Harbour Lottery')).toBe('Golden');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });

  it('draws an initial emblem, escaped, when the icon cannot be read', async () => {
    const svg = initialEmblem({
      name: '<b>',
      branding: { colours: { primary: '#ffffff', surface: '#000000' } },
    } as MerchantConfig);
    expect(svg).toContain('>&#60;</text>');
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(512);
  });
});
