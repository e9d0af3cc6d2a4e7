import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MARKER_META, domainMarkerMessage } from '@lotto/contract';
import { domainReports } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

const MAIN = 'https://demo.example.com';
const OTHER = 'https://m.demo.example.com';
const LOCAL = 'http://localhost:28090';

/** Verifies as the app does: WebCrypto, Ed25519, the raw public key of the index. */
async function verifies(publicKey: string, message: string, signature: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(publicKey, 'base64url'),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(message),
  );
}

describe('domain failover: CORS of the merchant’s domains and the platform marker', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head>');
    t = await buildTestApp(
      (m) => ({
        ...m,
        mainDomain: 'demo.example.com',
        domains: ['m.demo.example.com', LOCAL, 'blocked.example.com'],
        blockedDomains: ['blocked.example.com'],
      }),
      { webDist: dist },
    );
  });
  afterAll(() => t.close());

  it.each([MAIN, OTHER, LOCAL])('answers a preflight from the merchant’s %s', async (origin) => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,merchant,language,device',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it.each([
    'https://evil.example.com',
    'http://demo.example.com', // the scheme differs
    'https://demo.example.com:8443', // the port differs
    'http://localhost:28091',
    'https://sub.m.demo.example.com',
    'null',
  ])('refuses a preflight from %s, with no CORS header', async (origin) => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('an answer to the merchant’s origin carries CORS, to another none', async () => {
    const ok = await t.app.inject({ url: '/wps/system/status', headers: { origin: OTHER } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(OTHER);
    expect(String(ok.headers['access-control-expose-headers'])).toContain('x-server-time');
    const error = await t.app.inject({ url: '/wps/member/info', headers: { origin: OTHER } });
    expect(error.statusCode).toBe(401);
    expect(error.headers['access-control-allow-origin']).toBe(OTHER);
    const foreign = await t.app.inject({
      url: '/wps/system/status',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the console’s calls are never opened to other origins', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/ops/session',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the app’s CSP lets it call and show images of the other domains, nothing more', async () => {
    const res = await t.app.inject({ url: '/m/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    for (const origin of [MAIN, OTHER, LOCAL]) {
      expect(directive('connect-src')).toContain(origin);
      expect(directive('img-src')).toContain(origin);
      expect(directive('script-src')).not.toContain(origin);
      expect(directive('frame-src')).not.toContain(origin);
    }
  });

  it('the domain route names the blocked domains for apps to skip', async () => {
    const res = await t.app.inject({ url: '/wps/system/domainRoute' });
    expect(res.json().value).toEqual({
      mainDomain: 'demo.example.com',
      domains: ['m.demo.example.com', LOCAL, 'blocked.example.com'],
      blocked: ['blocked.example.com'],
    });
  });

  it('the probe signs the nonce, the origin it was reached on and the time', async () => {
    const index = await t.app.inject({ url: '/m/' });
    const publicKey = new RegExp(`<meta name="${DOMAIN_MARKER_META}" content="([^"]+)"`).exec(
      index.body,
    )?.[1];
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nonce = 'n0nce-of-the-app-123456';
    const res = await t.app.inject({
      url: `/wps/system/domainProbe?nonce=${nonce}`,
      headers: { host: 'm.demo.example.com', origin: MAIN },
    });
    expect(res.statusCode).toBe(200);
    const { origin, time, signature } = res.json().value;
    expect(origin).toBe('http://m.demo.example.com');
    expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
    expect(await verifies(publicKey!, domainMarkerMessage(nonce, origin, time), signature)).toBe(
      true,
    );
    // Replayed for another nonce, or another origin, the signature is worthless.
    expect(
      await verifies(
        publicKey!,
        domainMarkerMessage('other-nonce-1234567', origin, time),
        signature,
      ),
    ).toBe(false);
    expect(await verifies(publicKey!, domainMarkerMessage(nonce, MAIN, time), signature)).toBe(
      false,
    );
  });

  it('a probe without a proper nonce is a 400 naming it', async () => {
    const res = await t.app.inject({ url: '/wps/system/domainProbe?nonce=short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('nonce');
  });

  it('counts failover reports between the merchant’s origins only', async () => {
    const send = (from: string, to: string) =>
      t.app.inject({ method: 'POST', url: '/wps/system/domainReport', payload: { from, to } });
    expect((await send(MAIN, OTHER)).statusCode).toBe(200);
    expect((await send(MAIN, OTHER)).statusCode).toBe(200);
    const foreign = await send('https://evil.example.com', OTHER);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().value.fields).toHaveProperty('from');
    const rows = await t.database.db
      .select({
        from: domainReports.fromOrigin,
        to: domainReports.toOrigin,
        count: domainReports.count,
      })
      .from(domainReports);
    expect(rows).toEqual([{ from: MAIN, to: OTHER, count: 2 }]);
  });

  it('takes only a few reports a minute from one address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/system/domainReport',
        payload: { from: OTHER, to: MAIN },
        remoteAddress: '203.0.113.9',
      });
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await send()).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const [row] = await t.database.db
      .select({ count: domainReports.count })
      .from(domainReports)
      .where(eq(domainReports.fromOrigin, OTHER));
    expect(row?.count).toBe(6);
  });
});
