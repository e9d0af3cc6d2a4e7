/**
 * Issue 35: two instances of the real server on one PostgreSQL database and one Redis, as behind
 * a balancer. A session made on one works on the other, a rate limit counts across both, a
 * console change saved through one is seen by the other within a second, and an instance told to
 * stop drains: /readyz says so before it closes.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { openDatabase, type Database } from '../../src/db/client';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { MERCHANT_CONFIG_CHANNEL } from '../../src/modules/merchant/merchant.service';
import { demoMerchant } from '../helpers/build-test-app';
import { ADULT_BIRTH_DATE, GOOD_PASSWORD, newUsername } from '../helpers/accounts';
import { dropTestKeys, REDIS_TEST_URL, redisForTest } from '../helpers/redis';
import { killableServer, reliabilityPostgres, sleep } from './killable-server';

/** The envelope's value of an answer. */
async function valueOf<T>(answer: Response | Promise<Response>): Promise<T> {
  return ((await (await answer).json()) as { value: T }).value;
}

const postgres = await reliabilityPostgres('two instances');
const redis = postgres ? await redisForTest('two instances') : null;
/** API calls a minute per address: small enough to reach, large enough for the other tests. */
const LIMIT = 80;

describe.skipIf(!postgres || !redis)('two instances on one database and one Redis', () => {
  const env = {
    REDIS_URL: REDIS_TEST_URL,
    REDIS_KEY_PREFIX: redis?.prefix ?? '',
    RATE_LIMIT_MAX: String(LIMIT),
    DRAIN_SECONDS: '2',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
    MEMBER_TOTP_SECRET: 'two-instances-test-totp-secret-0123456789',
  };
  const a = killableServer('scale', env);
  let b: ReturnType<typeof killableServer>;
  let database: Database;
  let proxy: Server;
  let proxyUrl = '';
  const url = (server: { port: number }) => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    await a.createDatabase();
    database = await openDatabase({ databaseUrl: a.databaseUrl, poolSize: 2 });
    await upsertMerchantConfig(database.db, demoMerchant());
    b = killableServer('scale', env, a);
    await b.createDatabase();
    await Promise.all([a.start(), b.start()]);
    // The balancer: each request to the next instance in turn.
    let turn = 0;
    proxy = createServer((req, res) => {
      const target = turn++ % 2 === 0 ? a : b;
      const forward = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  }, 240_000);

  afterAll(async () => {
    proxy?.close();
    await b?.kill();
    await database?.close();
    await a.dropDatabase();
    if (redis) {
      await dropTestKeys(redis.redis, redis.prefix);
      await redis.redis.quit();
    }
  });

  /** Registers on one instance as the app does (the captcha's answer is that instance's). */
  async function register(base: string) {
    const challenge = await valueOf<Parameters<typeof solveChallenge>[0]['challenge']>(
      fetch(`${base}/wps/verification/altcha`),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = await valueOf<{ captchaId: string }>(fetch(`${base}/wps/captcha`));
    const { answer } = await valueOf<{ answer: string }>(
      fetch(`${base}/dev/captcha?captchaId=${captcha.captchaId}`),
    );
    const res = await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: newUsername(),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        registerUrl: 'm.demo.example.com',
        registerMethod: 'H5',
        birthDate: ADULT_BIRTH_DATE,
        agreeTerms: true,
        altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        captchaId: captcha.captchaId,
        captcha: answer,
      }),
    });
    expect(res.status).toBe(200);
    return (await valueOf<{ token: string }>(res)).token;
  }

  it('a session made on one instance works on the other, and a logout there ends it', async () => {
    const token = await register(url(a));
    const memberInfo = (base: string) =>
      fetch(`${base}/wps/member/info`, { headers: { authorization: token } });
    expect((await memberInfo(url(b))).status).toBe(200);
    const logout = await fetch(`${url(b)}/wps/session?token=${encodeURIComponent(token)}`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(logout.status).toBe(200);
    expect((await memberInfo(url(a))).status).toBe(401);
  });

  it('a console change saved through one instance is seen by the other within a second', async () => {
    const nameOn = async (base: string) =>
      (
        await valueOf<{ merchant: { name: string } }>(
          fetch(`${base}/wps/system/settings/consolidated`),
        )
      ).merchant.name;
    const before = await nameOn(url(b));
    // What the console's save does: the new configuration, then the notice to every instance.
    await upsertMerchantConfig(database.db, { ...demoMerchant(), name: 'Renamed on A' });
    await database.notify(MERCHANT_CONFIG_CHANNEL);
    const saved = Date.now();
    for (;;) {
      if ((await nameOn(url(b))) === 'Renamed on A') break;
      expect(Date.now() - saved, `still ${before}`).toBeLessThan(1000);
      await sleep(25);
    }
  });

  it('one client meets one limit across both instances', async () => {
    // Spent partly by the tests above; the rest through the balancer, alternating instances.
    let refused = 0;
    for (let i = 0; i < LIMIT + 2 && refused === 0; i++) {
      const res = await fetch(`${proxyUrl}/wps/system/settings/consolidated`);
      if (res.status === 429) refused = i;
    }
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(LIMIT);
    // Both instances refuse the same address now.
    expect((await fetch(`${url(a)}/wps/system/settings/consolidated`)).status).toBe(429);
    expect((await fetch(`${url(b)}/wps/system/settings/consolidated`)).status).toBe(429);
  });

  it('an instance told to stop answers /readyz 503 while it drains, then exits', async () => {
    expect((await fetch(`${url(a)}/readyz`)).status).toBe(200);
    const stopped = a.terminate();
    let draining = false;
    for (let i = 0; i < 20 && !draining; i++) {
      await sleep(50);
      const res = await fetch(`${url(a)}/readyz`).catch(() => null);
      draining =
        res?.status === 503 && ((await res.json()) as { status: string }).status === 'draining';
    }
    expect(draining).toBe(true);
    // Still serving while it drains: the balancer has time to move its players.
    expect((await fetch(`${url(a)}/healthz`)).status).toBe(200);
    await stopped;
    await expect(fetch(`${url(a)}/healthz`)).rejects.toThrow();
    expect((await fetch(`${url(b)}/readyz`)).status).toBe(200);
  });
});
