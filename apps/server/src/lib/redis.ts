import { Redis } from 'ioredis';

/**
 * The Redis that instances share (REDIS_URL): rate-limit counters today. A command waits at most
 * COMMAND_TIMEOUT_MS; a Redis that is down must not hold every request with it (the rate limit
 * then lets calls through and /readyz reports it).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * `keyPrefix` (REDIS_KEY_PREFIX) goes before every key this server writes, so that one Redis can
 * serve several merchants' deployments, or test runs, without their counters meeting.
 */
export async function openRedis(
  url: string,
  keyPrefix: string,
  onError: (err: Error) => void,
): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: true,
  });
  redis.on('error', onError);
  await redis.connect();
  return redis;
}
