import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { registerMember } from '../../test/helpers/accounts';

/** Issue 35: what a balancer and a monitoring system ask of each instance. */
describe('readiness and metrics', () => {
  let t: TestApp;
  let draining = false;

  beforeAll(async () => {
    t = await buildTestApp((m) => m, { isDraining: () => draining });
  });
  afterAll(() => t.close());

  it('/readyz answers ready with the database and every migration of this build applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
  });

  it('/readyz answers 503 while the instance drains, and /healthz still answers', async () => {
    draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('draining');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      draining = false;
    }
  });

  it('/readyz names a migration this build ships that the database lacks', async () => {
    await t.database.db.execute(
      `delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.migrations).toEqual({
      ok: false,
      error: expect.stringMatching(/^\d+ of \d+ applied$/),
    });
  });

  it('/metrics counts requests per route pattern and the business events', async () => {
    await registerMember(t.app);
    await t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="PUT",route="\/wps\/member\/register",status_code="200"\} 1\n/,
    );
    expect(text).toContain('route="/wps/system/settings/consolidated"');
    expect(text).toContain('business_events_total{event="registration"} 1\n');
    expect(text).toContain('business_events_total{event="deposit"} 0\n');
    expect(text).toMatch(/database_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('a refused registration is not counted as one', async () => {
    const before = /business_events_total\{event="registration"\} (\d+)/.exec(
      (await t.app.inject({ method: 'GET', url: '/metrics' })).body,
    )![1];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const after = /business_events_total\{event="registration"\} (\d+)/.exec(
      (await t.app.inject({ method: 'GET', url: '/metrics' })).body,
    )![1];
    expect(after).toBe(before);
  });
});

describe('/metrics in production', () => {
  const token = 'metrics-token-0123456789abcdef';
  let closed: TestApp;
  let guarded: TestApp;

  beforeAll(async () => {
    [closed, guarded] = await Promise.all([
      buildTestApp((m) => m, { metricsOpen: false }),
      buildTestApp((m) => m, { metricsOpen: false, metricsToken: token }),
    ]);
  });
  afterAll(() => Promise.all([closed.close(), guarded.close()]));

  it('answers nobody without a token', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers the bearer of METRICS_TOKEN only', async () => {
    const get = (authorization?: string) =>
      guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await get(token)).statusCode).toBe(401);
    const res = await get(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
  });
});
