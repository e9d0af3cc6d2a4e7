import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

describe('the web app under /m/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(
      join(dist, 'font-assets.json'),
      JSON.stringify({
        thai: ['/m/assets/noto-sans-thai-thai-400-normal-A1.woff2'],
        latin: ['/m/assets/kanit-latin-600-normal-B2.woff2'],
      }),
    );
    t = await buildTestApp(undefined, { webDist: dist });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/m',
    '/m/',
    '/m/index',
    '/m/index.html',
    '/m/home',
    '/m/register.html',
    '/m/no/such/page',
  ])('%s answers the index, never cached', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>app</title>');
  });

  it('hashed assets are cached for a year with their own type', async () => {
    const js = await t.app.inject({ url: '/m/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/javascript/);
    const css = await t.app.inject({ url: '/m/assets/index-abc123.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it("the server's own pages get the app's Thai faces from one stylesheet", async () => {
    const res = await t.app.inject({ url: '/app-fonts.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.body).toContain('url(/m/assets/noto-sans-thai-thai-400-normal-A1.woff2)');
    expect(res.body).toContain('font-weight:400');
    expect(res.body).toContain('unicode-range:U+0E01-0E5B');
    // Kanit is the app's heading face; the server's pages set their text in Noto Sans Thai.
    expect(res.body).not.toContain('kanit');
  });

  it('other files are revalidated', async () => {
    const res = await t.app.inject({ url: '/m/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the index', async () => {
    const res = await t.app.inject({ url: '/m/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('API paths never get the index', async () => {
    const res = await t.app.inject({ url: '/wps/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'x'.repeat(4000));
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), 'BROTLI');
    t = await buildTestApp(undefined, { webDist: dist });
  });
  afterAll(() => t.close());

  it('serves the pre-compressed file to a browser that takes it', async () => {
    const res = await t.app.inject({
      url: '/m/assets/app-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('BROTLI');
    const plain = await t.app.inject({ url: '/m/assets/app-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(4000);
  });

  it('compresses larger API answers', async () => {
    const res = await t.app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
