import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { HttpError } from '../../lib/http-error';
import mediaRoutes from './media.routes';
import { escapeXml } from './svg-art';

describe('media routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // The routes declare their answers with zod and the error envelope, as the app makes them.
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler((err: HttpError, _request, reply) =>
      reply.code(err.status).send({ success: false, value: null, message: '', code: err.code }),
    );
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const paths = [
    '/media/games/PG_0001.svg',
    '/media/games/JILI_F0003.svg',
    '/media/games/VN_FAST1.svg',
    '/media/vendors/RNG-PG.svg',
    '/media/banners/welcome-bonus.svg',
    '/media/teams/bangkok-tuskers.svg',
    '/media/promotions/daily-cashback.svg',
    '/media/brand/logo.svg',
    '/media/brand/icon.svg',
  ];

  it.each(paths)('serves %s as a cacheable, locked-down SVG', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(res.body).not.toMatch(/<script|on\w+=/i);
  });

  const rasters = [
    ['/media/games/PG_0001.webp', 256, 256],
    ['/media/vendors/LOTT-TCG_LOTTO_VN', 300, 150],
    ['/media/vendors/RNG-PG.webp', 300, 150],
    ['/media/banners/welcome-bonus.webp', 960, 420],
    ['/media/teams/bangkok-tuskers.webp', 128, 128],
    ['/media/promotions/daily-cashback.webp', 720, 360],
    ['/media/brand/logo.webp', 420, 96],
    ['/media/brand/icon.webp', 192, 192],
  ] as const;

  it.each(rasters)('serves %s as a cacheable WebP of %i×%i', async (url, width, height) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height });
  });

  it('encodes an image once and answers it again from memory', async () => {
    const [a, b] = await Promise.all([
      app.inject('/media/games/PG_0007.webp'),
      app.inject('/media/games/PG_0007.webp'),
    ]);
    const c = await app.inject('/media/games/PG_0007.webp');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.rawPayload.equals(c.rawPayload)).toBe(true);
  });

  it('draws the same image for the same name and different ones for different names', async () => {
    const a = await app.inject('/media/games/PG_0001.svg');
    const b = await app.inject('/media/games/PG_0001.svg');
    const c = await app.inject('/media/games/PG_0002.svg');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
  });

  it.each([
    ['th', 'ค่ำคืนหวยนำโชค'],
    ['cn', '幸运彩票之夜'],
    ['en', 'Lucky lottery nights'],
  ])('draws a demo banner with its words in %s', async (language, words) => {
    const res = await app.inject(`/media/banners/${language}/lucky-lottery.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/svg/);
    expect(res.body).toContain(words);
  });

  it('fits a long title in a language of wide characters inside the banner', async () => {
    const res = await app.inject('/media/banners/ja/sports-weekend.svg');
    const size = Number(/font-size="(\d+)" font-weight="800"/.exec(res.body)?.[1]);
    // 14 full-width characters from x=100 must end before the banner's 960.
    expect(100 + 14 * size).toBeLessThanOrEqual(960);
  });

  it('writes the banner title from its name', async () => {
    const res = await app.inject('/media/banners/sports-weekend.svg');
    expect(res.body).toContain('Sports Weekend');
  });

  it.each([
    '/media/games/..%2F..%2Fetc%2Fpasswd.svg',
    '/media/games/%3Cscript%3E.svg',
    '/media/games/a.b.svg',
    `/media/games/${'x'.repeat(65)}.svg`,
    '/media/banners/.svg',
    '/media/banners/xx/welcome-bonus.svg',
    '/media/banners/th/welcome-bonus.webp',
    '/media/unknown/x.svg',
    '/media/games/PG_0001.png',
    '/media/games/PG_0001.webp.svg',
  ])('answers 404 for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/svg/);
  });

  it('escapes text placed in SVG', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });
});
