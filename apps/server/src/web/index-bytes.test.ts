import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_STAMP_REUSE_MS, sendIndexTemplate, type IndexTemplate } from './index-bytes';

describe('the bytes of an index', () => {
  const app = Fastify();
  const template: IndexTemplate = {
    before: `<html><body>${'x'.repeat(3000)}<script>{"serverTime":`,
    after: '}</script></body></html>',
  };
  let now = 1_000_000;
  beforeAll(async () => {
    app.get('/page', (request, reply) => sendIndexTemplate(request, reply, template, now));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (encoding?: string) =>
    app.inject({ url: '/page', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('compresses as the browser asks, each encoding the same page', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, cookie');
    const gzip = await get('gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = `${template.before}${now}${template.after}`;
    expect(plain.body).toBe(page);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    expect(br.rawPayload.length).toBeLessThan(page.length / 10);
  });

  it('stamps the time it is sent, one copy shared for a moment', async () => {
    now = 2_000_000;
    await get('br');
    now += INDEX_STAMP_REUSE_MS;
    const shared = await get('br');
    expect(brotliDecompressSync(shared.rawPayload).toString()).toContain(`"serverTime":2000000}`);
    expect(template.stamped?.at).toBe(2_000_000);
    now += 1;
    const later = await get('br');
    expect(brotliDecompressSync(later.rawPayload).toString()).toContain(`"serverTime":${now}}`);
  });
});
