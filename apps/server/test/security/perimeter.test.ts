import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { memberWithSession } from '../helpers/member-session';
import {
  ADULT_BIRTH_DATE,
  answeredCaptcha,
  newUsername,
  randomIp,
  solveAltcha,
} from '../helpers/accounts';
import { eq } from 'drizzle-orm';
import { lotteryPageSessions, members } from '../../src/db/schema';
import { seedLottery } from '../../src/db/seed/demo-lottery';
import { ISSUE_RATE } from '../../src/modules/accounts/rate-limits';
import {
  clientKey,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  MEDIA_RATE_LIMIT_PER_MINUTE,
  VENDOR_RATE_LIMIT_PER_MINUTE,
  WALLET_API_RATE_LIMIT_PER_MINUTE,
} from '../../src/plugins/rate-limits';

const envelopeOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** A raw HTTP/1.1 request, so that Node's own parser limits are reached (inject skips them). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the perimeter (issue 14)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => t.close());
  let port: Promise<number> | null = null;
  /** The app on a real socket (once), for what only Node's own parser does. */
  const listening = () =>
    (port ??= t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then((address) => Number(new URL(address).port)));

  describe('defect 3: hooks key on the routed path', () => {
    it('an encoded prefix is routed with the merchant and token hook', async () => {
      const res = await t.app.inject({ url: '/%77ps/system/status' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true });
      const m = await memberWithSession(t.database.db);
      const info = await t.app.inject({ url: '/%77ps/member/info', headers: m.headers });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().value.userName).toBe(m.member.username);
    });

    it('an encoded prefix counts against the same limit', async () => {
      const limited = await buildTestApp(undefined, { rateLimitMax: 3 });
      try {
        for (let i = 0; i < 3; i++)
          expect((await limited.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
        const encoded = await limited.app.inject({ url: '/%77ps/system/status' });
        expect(encoded.statusCode).toBe(429);
        expect(encoded.json().code).toBe('RATE_LIMITED');
        const unknown = await limited.app.inject({ url: '/%77ps/nothing-here' });
        expect(unknown.statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('defect 3 (per-call limits)', () => {
    it('/%77ps/captcha stops with /wps/captcha at its own limit', async () => {
      const remoteAddress = '10.77.77.77';
      for (let i = 0; i < ISSUE_RATE.max; i++)
        expect((await t.app.inject({ url: '/wps/captcha', remoteAddress })).statusCode).toBe(200);
      const encoded = await t.app.inject({ url: '/%77ps/captcha', remoteAddress });
      expect(encoded.statusCode).toBe(429);
      expect(encoded.json().code).toBe('RATE_LIMITED');
    });
  });

  describe('defect 4: tokens never from the URL, never in the log', () => {
    it('a token in the query is not a session', async () => {
      const m = await memberWithSession(t.database.db);
      const byQuery = await t.app.inject({ url: `/wps/member/info?token=${m.token}` });
      expect(byQuery.statusCode).toBe(401);
      expect(byQuery.json().code).toBe('UNAUTHORIZED');
      const byHeader = await t.app.inject({ url: '/wps/member/info', headers: m.headers });
      expect(byHeader.statusCode).toBe(200);
    });

    it('tokens, codes and passwords are redacted in every log line, URLs included', async () => {
      const m = await memberWithSession(t.database.db);
      const queryToken = 'QUERYTOKEN0123456789abcdef';
      const launch = 'LAUNCHCODE0123456789abcdef';
      logLines.length = 0;
      await t.app.inject({
        url: `/wps/member/info?token=${queryToken}&pageNo=1`,
        headers: m.headers,
      });
      await t.app.inject({ url: `/vendor/demo/play?launch=${launch}` });
      await t.app.inject({ url: `/m/lotto-h5/DEMO/trad/lobby?token=${queryToken}` });
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: 'nobody1', password: 'PASSWORD-IN-BODY' },
      });
      const log = logLines.join('');
      expect(log).toContain('/wps/member/info?token=[redacted]&pageNo=1');
      expect(log).toContain('/vendor/demo/play?launch=[redacted]');
      for (const secret of [m.token, queryToken, launch, 'PASSWORD-IN-BODY'])
        expect(log).not.toContain(secret);
    });
  });

  describe('defect 4: the embedded lottery page gets a launch code, not the token', () => {
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['set-cookie'] ?? '');

    it('trades a single-use code for a session of its own, out of the address', async () => {
      await seedLottery(t.database.db, 'DEMO');
      const m = await memberWithSession(t.database.db);
      const issued = await t.app.inject({
        method: 'POST',
        url: '/wps/game/lottery/pageCode',
        headers: m.headers,
      });
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.headers['cache-control']).toBe('no-store');
      const { launchCode, expiresInMs } = issued.json().value;
      expect(expiresInMs).toBe(60_000);
      expect(launchCode).not.toBe(m.token);

      const page = `/m/lotto-h5/DEMO/ent/games/204?launch=${launchCode}&merchant=DEMO&prize_mode=SEA`;
      const opened = await t.app.inject({ url: page });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(
        '/m/lotto-h5/DEMO/ent/games/204?merchant=DEMO&prize_mode=SEA',
      );
      const cookie = cookieOf(opened);
      expect(cookie).toMatch(
        /^lotto_h5_session=[\w-]{40,}; Path=\/m\/lotto-h5\/; Max-Age=7200; HttpOnly; SameSite=Strict$/,
      );
      // Good once.
      const again = await t.app.inject({ url: page });
      expect(again.statusCode).toBe(303);
      expect(cookieOf(again)).toBe('');

      // The page's session is the member's: a game opened with it goes to their recent list.
      const game = await t.app.inject({
        url: opened.headers.location as string,
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(game.statusCode).toBe(200);
      expect(game.body).not.toContain(m.token);
      const recent = await t.app.inject({
        url: '/lgw/games/game_menus/recent?device=MOBILE&recentCount=100',
        headers: m.headers,
      });
      expect(recent.json().value.list).toHaveLength(1);

      // The page's session ends with the member session that launched it.
      const out = await t.app.inject({ method: 'DELETE', url: '/wps/session', headers: m.headers });
      expect(out.statusCode).toBe(200);
      const left = await t.database.db
        .select()
        .from(lotteryPageSessions)
        .where(eq(lotteryPageSessions.memberId, m.member.id));
      expect(left).toEqual([]);
    });

    it('a code is good for 60 seconds only, and needs a session', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/wps/game/lottery/pageCode' })).statusCode,
      ).toBe(401);
      const m = await memberWithSession(t.database.db);
      const { launchCode } = (
        await t.app.inject({
          method: 'POST',
          url: '/wps/game/lottery/pageCode',
          headers: m.headers,
        })
      ).json().value;
      await t.database.db
        .update(lotteryPageSessions)
        .set({ launchExpiresAt: new Date(Date.now() - 1) });
      const late = await t.app.inject({ url: `/m/lotto-h5/DEMO/ent/lobby?launch=${launchCode}` });
      expect(late.statusCode).toBe(303);
      expect(cookieOf(late)).toBe('');
      // The next code removes the member's expired, unused one.
      await t.app.inject({ method: 'POST', url: '/wps/game/lottery/pageCode', headers: m.headers });
      const rows = await t.database.db
        .select()
        .from(lotteryPageSessions)
        .where(eq(lotteryPageSessions.memberId, m.member.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe('defect 5: vendor, wallet API and media paths are rate limited', () => {
    it('each has its own limit per address (per vendor for the wallet API)', async () => {
      const media = await t.app.inject({ url: '/media/brand/logo.svg' });
      expect(media.headers['x-ratelimit-limit']).toBe(String(MEDIA_RATE_LIMIT_PER_MINUTE));
      const vendor = await t.app.inject({ url: '/vendor/demo/assets/demo-game.css' });
      expect(vendor.headers['x-ratelimit-limit']).toBe(String(VENDOR_RATE_LIMIT_PER_MINUTE));
      const wallet = await t.app.inject({ method: 'POST', url: '/wallet-api/bet', payload: {} });
      expect(wallet.headers['x-ratelimit-limit']).toBe(String(WALLET_API_RATE_LIMIT_PER_MINUTE));
    });

    it('counts an IPv6 client by its /64, an IPv4-mapped one by its IPv4 address', () => {
      expect(clientKey('2001:db8:0:1::5')).toBe(clientKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd'));
      expect(clientKey('2001:db8:0:2::5')).not.toBe(clientKey('2001:db8:0:1::5'));
      expect(clientKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
      expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
    });

    it('a vendor path answers 429 past its limit', async () => {
      const remoteAddress = '10.9.8.7';
      const get = () => t.app.inject({ url: '/vendor/demo/assets/demo-game.css', remoteAddress });
      for (let i = 0; i < VENDOR_RATE_LIMIT_PER_MINUTE; i++) await get();
      const over = await get();
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      // The API budget of the same address is untouched.
      const api = await t.app.inject({ url: '/wps/system/status', remoteAddress });
      expect(api.statusCode).toBe(200);
    });
  });

  describe('defect 6: integers within their columns', () => {
    it('an id past int4 is a 400 naming the field, not a 500', async () => {
      const m = await memberWithSession(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/announcements/read',
        headers: m.headers,
        payload: { announcementId: 2147483648, read: true },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual(['announcementId']);
      const recent = await t.app.inject({
        url: '/lgw/games/recent/add?nodeId=9007199254740991',
        headers: m.headers,
      });
      expect(recent.statusCode, recent.body).toBe(400);
    });
  });

  describe('defect 7: control characters in text fields', () => {
    const register = async (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: randomIp(),
        payload: {
          username: newUsername(),
          password: 'Tiger-Lily-2026!',
          confirmPassword: 'Tiger-Lily-2026!',
          registerUrl: 'm.demo.example.com',
          registerMethod: 'H5',
          birthDate: ADULT_BIRTH_DATE,
          agreeTerms: true,
          altcha: await solveAltcha(t.app),
          ...(await answeredCaptcha(t.app)),
          ...extra,
        },
      });

    it.each([
      ['payeeName', 'a\u0000b'],
      ['facebook', 'me\u0007'],
      ['line', 'x\u202ey'],
      ['nickname', 'a\u001bb'],
    ])(
      '%s with a control character is a 400 naming it, and no member is written',
      async (field, value) => {
        const before = await t.database.db.$count(members);
        const res = await register({ [field]: value });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().value.fields).toHaveProperty(field);
        expect(await t.database.db.$count(members)).toBe(before);
      },
    );
  });

  describe('defect 8: framework errors stay in the envelope', () => {
    it('a bad % in the path is a 400 envelope that does not echo the path', async () => {
      const res = await t.app.inject({ url: '/wps/%zz<script>' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
      expect(res.body).not.toContain('script');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('a too-long media name is a 414 envelope', async () => {
      const res = await t.app.inject({ url: `/media/games/${'a'.repeat(300)}.svg` });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(res.body).not.toContain('aaaa');
    });

    it('a request Node cannot parse is a 400 envelope', async () => {
      const port = await listening();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('NOT AN HTTP REQUEST\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(envelopeOf(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
      });
    });

    it('headers or a URL over 16 KB are a 431 envelope', async () => {
      const port = await listening();
      const longUrl = await rawGet(port, `/wps/system/status?x=${'a'.repeat(17_000)}`);
      expect(longUrl.status).toBe(431);
      expect(envelopeOf(longUrl.body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      const bigHeader = await rawGet(port, '/wps/system/status', {
        'x-big': 'a'.repeat(17_000),
      });
      expect(bigHeader.status).toBe(431);
      expect(envelopeOf(bigHeader.body)).toMatchObject({ success: false, value: null });
    });
  });

  describe('defect 9: no-store on answers with a token or personal data', () => {
    it('free play (a token), member info and balance are not stored; public calls may be', async () => {
      const free = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { altcha: await solveAltcha(t.app) },
      });
      expect(free.statusCode).toBe(200);
      expect(free.headers['cache-control']).toBe('no-store');
      const headers = { authorization: free.json().value.token as string };
      for (const url of ['/wps/member/info', '/wps/wallet/balance']) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const status = await t.app.inject({ url: '/wps/system/status' });
      expect(status.headers['cache-control']).toBeUndefined();
    });
  });

  describe('defect 10: the API-wide limit is the one the README states', () => {
    it('is 1,200 a minute per address', async () => {
      expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(1200);
      const res = await t.app.inject({ url: '/wps/system/status' });
      expect(res.headers['x-ratelimit-limit']).toBe('1200');
    });
  });
});
