import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@lotto/contract';
import { HttpError } from '../lib/http-error';
import { hasPrefix, routedPath } from '../lib/routed-path';
import { WALLET_VENDOR_HEADER } from '../modules/wallet/wallet-signature';

/**
 * Requests per minute per client address across the API (§7 calls). A page of the app makes
 * 10-20 calls and a player opens a few pages a minute; 1,200 leaves room for the players behind
 * one carrier address (CGNAT puts hundreds of phones on one) and stops a scripted scan early.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200;
/**
 * Generated art per address: a game list shows up to 60 tiles a page, each one image, and the
 * art is cached for a year after its first load; twice the API's budget.
 */
export const MEDIA_RATE_LIMIT_PER_MINUTE = 2400;
/**
 * Embedded game pages per address (a vendor's pages and spins, the lottery page of §2.10): a
 * player spins at most a few times a second.
 */
export const VENDOR_RATE_LIMIT_PER_MINUTE = 600;
/** Wallet API calls per vendor and address: a bet and a settle for every spin of its players. */
export const WALLET_API_RATE_LIMIT_PER_MINUTE = 6000;

/**
 * Console calls per operator address: a few staff behind one office address, each
 * page a handful of calls; apart from the players' budget so neither starves the other.
 */
export const OPS_RATE_LIMIT_PER_MINUTE = 300;

/** The rate limit's keys in Redis, after the deployment's own prefix (REDIS_KEY_PREFIX). */
export const RATE_LIMIT_REDIS_PREFIX = 'rate-limit:';

interface Bucket {
  name: string;
  prefixes: readonly string[];
  max: number;
  key?: (request: FastifyRequest) => string;
}

/** IPv6 clients are counted per /64, as one household's or phone's prefix (the plugin's default). */
const IPV6_PREFIX_HEXTETS = 4;

/** The address a limit counts: IPv4 as it is, IPv6 by its /64 (a client owns all of it). */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${hextets
    .slice(0, IPV6_PREFIX_HEXTETS)
    .map((h) => h.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const headerValue = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 64) ?? '';
};

/**
 * One limit per kind of path, each with its own counter: art and the app's files must not spend
 * the API budget of a player. Paths are read as routed, so an encoded prefix counts the same.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: {
    apiPrefixes: readonly string[];
    apiMax: number;
    /** Counters shared by every instance (REDIS_URL); each instance counts alone without it. */
    redis?: Redis;
  },
) {
  // A server told to allow more API calls (tests, benchmarks) allows more of everything alike.
  const scaled = (max: number) =>
    Math.max(max, Math.round((max * opts.apiMax) / DEFAULT_RATE_LIMIT_PER_MINUTE));
  const buckets: Bucket[] = [
    // First: /ops/ is an API prefix too, and the first bucket that matches counts.
    { name: 'ops', prefixes: ['/ops/'], max: scaled(OPS_RATE_LIMIT_PER_MINUTE) },
    { name: 'api', prefixes: opts.apiPrefixes, max: opts.apiMax },
    { name: 'media', prefixes: ['/media/'], max: scaled(MEDIA_RATE_LIMIT_PER_MINUTE) },
    {
      name: 'vendor',
      prefixes: ['/vendor/', '/m/lotto-h5/'],
      max: scaled(VENDOR_RATE_LIMIT_PER_MINUTE),
    },
    {
      name: 'wallet',
      prefixes: ['/wallet-api/'],
      max: scaled(WALLET_API_RATE_LIMIT_PER_MINUTE),
      key: (request) => headerValue(request, WALLET_VENDOR_HEADER),
    },
  ];
  const bucketOf = (request: FastifyRequest): Bucket | undefined => {
    const path = routedPath(request);
    return buckets.find((b) => hasPrefix(path, b.prefixes));
  };
  await app.register(rateLimit, {
    timeWindow: '1 minute',
    ...(opts.redis
      ? {
          redis: opts.redis,
          nameSpace: RATE_LIMIT_REDIS_PREFIX,
          // A Redis that is down lets calls through rather than refusing every player; /readyz
          // reports it.
          skipOnError: true,
        }
      : {}),
    max: (request) => bucketOf(request)?.max ?? opts.apiMax,
    keyGenerator: (request) => {
      const bucket = bucketOf(request);
      return `${bucket?.name ?? 'other'}:${bucket?.key?.(request) ?? ''}:${clientKey(request.ip)}`;
    },
    // The app's files and its index are cacheable and served by a CDN in production.
    allowList: (request) => bucketOf(request) === undefined,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(
        ErrorCode.RATE_LIMITED,
        `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s`,
      ),
  });
}
