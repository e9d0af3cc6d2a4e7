import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { dropTestKeys, redisForTest } from '../../test/helpers/redis';

/**
 * Issue 35: two instances behind one balancer count one client's calls together when they share
 * Redis (REDIS_URL); each alone would let twice the limit through.
 */
const LIMIT = 30;
const shared = await redisForTest('shared rate limits');

describe.skipIf(!shared)('rate limits shared through Redis', () => {
  const { redis, prefix } = shared ?? { redis: undefined as unknown as Redis, prefix: '' };
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    [one, two] = await Promise.all([
      buildTestApp((m) => m, { redis, rateLimitMax: LIMIT }),
      buildTestApp((m) => m, { redis, rateLimitMax: LIMIT }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await dropTestKeys(redis, prefix);
    await redis.quit();
  });

  const call = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', remoteAddress });

  it('a client spreading its calls over two instances meets one limit', async () => {
    const address = '203.0.113.7';
    const codes: number[] = [];
    for (let i = 0; i < LIMIT; i++) codes.push((await call(i % 2 ? one : two, address)).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refusedHere = await call(one, address);
    const refusedThere = await call(two, address);
    expect(refusedHere.statusCode).toBe(429);
    expect(refusedThere.statusCode).toBe(429);
    expect(refusedThere.json().code).toBe('RATE_LIMITED');
    // Another address has its own count.
    expect((await call(two, '203.0.113.8')).statusCode).toBe(200);
  });

  it('keeps its counters under the deployment prefix only', async () => {
    const [, keys] = await redis.scan('0', 'MATCH', `${prefix}rate-limit:*`, 'COUNT', 1000);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('/readyz reports Redis', async () => {
    const res = await one.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json().checks.redis).toEqual({ ok: true });
  });
});
