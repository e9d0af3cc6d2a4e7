import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { openRedis } from '../../src/lib/redis';

/** The Redis the scale-out tests share: `.ci/run` starts one where none answers. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connection whose keys carry a prefix of this test's own, so that runs side by side never
 * count each other's calls. Outside CI a Redis that does not answer skips the test with a
 * warning (null); under CI=true it fails, so a run can never pass by skipping.
 */
export async function redisForTest(name: string): Promise<{ redis: Redis; prefix: string } | null> {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  try {
    const redis = await openRedis(REDIS_TEST_URL, prefix, () => undefined);
    await redis.ping();
    return { redis, prefix };
  } catch (err) {
    const why = `${name}: no Redis answers at ${REDIS_TEST_URL} (${(err as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`${why}; under CI it may not be skipped`);
    console.warn(`${why}: skipped`);
    return null;
  }
}

/** Deletes every key of the test's prefix. */
export async function dropTestKeys(redis: Redis, prefix: string): Promise<void> {
  // keyPrefix is not applied to the pattern of SCAN; the keys it answers carry the prefix.
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length)));
  } while (cursor !== '0');
}
