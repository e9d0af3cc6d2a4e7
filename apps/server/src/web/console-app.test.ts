import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

describe('the console under /console/', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'console-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<meta name="csp-nonce" content="%CSP_NONCE%"><script type="module" src="/console/assets/app-1.js"></script>',
    );
    await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await buildTestApp(undefined, { consoleDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers its index with its own CSP and a fresh nonce each time', async () => {
    const a = await t.app.inject({ url: '/console/' });
    const b = await t.app.inject({ url: '/console/' });
    expect(a.statusCode).toBe(200);
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(a.body).toContain(`content="${nonce}"`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(b.headers['content-security-policy']).not.toBe(csp);
    expect((await t.app.inject({ url: '/console' })).headers.location).toBe('/console/');
  });

  it('serves its hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/console/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
