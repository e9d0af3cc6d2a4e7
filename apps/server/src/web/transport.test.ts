import { connect } from 'node:http2';
import type { ClientHttp2Session } from 'node:http2';
import { request } from 'node:https';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

/** One GET over an open HTTP/2 session: status, headers and body. */
const get2 = (session: ClientHttp2Session, path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': path });
      let headers: Record<string, unknown> = {};
      let body = '';
      stream.setEncoding('utf8');
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
      stream.on('error', reject);
    },
  );

describe('HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  let t: TestApp;
  let origin: string;
  let cert: string;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    cert = pems.cert;
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp(undefined, { webDist: dist, tls: { cert, key: pems.private } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers the index, scripts, the API and the art over one HTTP/2 connection', async () => {
    const session = connect(origin, { ca: cert });
    try {
      const index = await get2(session, '/m/home');
      expect(index.status).toBe(200);
      expect(index.body).toContain('<title>app</title>');
      const script = await get2(session, '/m/assets/index-abc123.js');
      expect(script.status).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const health = await get2(session, '/healthz');
      expect(health.status).toBe(200);
      const art = await get2(session, '/media/banners/welcome-bonus.webp');
      expect(art.status).toBe(200);
      expect(art.headers['content-type']).toBe('image/webp');
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  // Node's https client offers no ALPN: it is a client that speaks only HTTP/1.1.
  it('still answers a client that speaks only HTTP/1.1', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${origin}/healthz`, { ca: cert }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});
