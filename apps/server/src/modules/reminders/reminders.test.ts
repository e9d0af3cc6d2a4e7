import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { languages } from '@lotto/contract';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { startPushEndpoint, type TestDevice } from '../../../test/helpers/push-endpoint';
import { drawDue } from '../lottery/lottery-draw-job';
import { createPushSender } from './push-sender';
import { REMINDER_TEXTS } from './reminder-texts';
import { inQuietHours } from './reminder-schedule';
import { sendDueReminders } from './reminders-job';
import { newVapidKeys } from './vapid-keys';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
/** VN_HOURLY (gameId 104) draws on the hour and stops taking bets 60 s before. */
const HOURLY = '104';
const HOURLY_URL = '/m/startLottery?mui=DEMO&playType=trad&gameId=104&prize_mode=SEA';

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

describe('draw reminders by web push (issue 33)', () => {
  let t: TestApp;
  let db: Db;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  const vapid = newVapidKeys('mailto:ops@example.com');
  let send: (now: Date) => Promise<number>;

  beforeAll(async () => {
    t = await buildTestApp(undefined, { vapidPublicKey: vapid.publicKey });
    db = t.database.db;
    await seedLottery(db, t.merchant.code);
    push = await startPushEndpoint();
    const sender = createPushSender(vapid, push.agent);
    send = (now) => sendDueReminders(db, sender, now);
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  type Headers = Record<string, string>;
  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, language: 'en' },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const everything = {
    beforeClose: true,
    leadMinutes: 15,
    results: true,
    quietStart: null,
    quietEnd: null,
    gameIds: [HOURLY],
  };
  /** A member with one device subscribed in `language`, reminded of VN_HOURLY. */
  const subscribed = async (path: string, language = 'en', choices: object = {}) => {
    const m = await memberWithSession(db);
    const device = push.device(path);
    const sub = await call(m.headers, 'POST', '/wps/member/push/subscription', {
      endpoint: device.endpoint,
      keys: device.keys,
      language,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const prefs = await call(m.headers, 'POST', '/wps/member/push/reminders', {
      ...everything,
      ...choices,
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    return { ...m, device };
  };
  const at = (device: TestDevice) =>
    push.received
      .filter((r) => device.endpoint.endsWith(r.path))
      .map((r) => JSON.parse(r.text) as Payload);

  it('hands out the public key devices subscribe with', async () => {
    const key = await call({}, 'GET', '/wps/push/publicKey');
    expect(key.json().value).toEqual({ publicKey: vapid.publicKey });
  });

  it('keeps a device per member, checks the subscription, and forgets it on request', async () => {
    const m = await memberWithSession(db);
    const device = push.device('/push/keep');
    const bad = await call(m.headers, 'POST', '/wps/member/push/subscription', {
      endpoint: 'http://push.example.com/x',
      keys: device.keys,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('endpoint');
    const ok = await call(m.headers, 'POST', '/wps/member/push/subscription', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(ok.json().value.devices).toBe(1);
    // A second member signing in on the same device takes the subscription over.
    const other = await memberWithSession(db);
    const taken = await call(other.headers, 'POST', '/wps/member/push/subscription', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(taken.json().value.devices).toBe(1);
    expect((await call(m.headers, 'GET', '/wps/member/push/reminders')).json().value.devices).toBe(
      0,
    );
    const quiet = await call(other.headers, 'POST', '/wps/member/push/reminders', {
      ...everything,
      quietStart: '22:00',
      quietEnd: null,
    });
    expect(quiet.statusCode).toBe(400);
    expect(quiet.body).toContain('quietEnd');
    await call(other.headers, 'POST', '/wps/member/push/unsubscribe', {
      endpoint: device.endpoint,
    });
    expect(
      (await call(other.headers, 'GET', '/wps/member/push/reminders')).json().value.devices,
    ).toBe(0);
  });

  it('reminds before close and when results are out, once per draw, in the member’s language', async () => {
    const en = await subscribed('/push/en');
    const th = await subscribed('/push/th', 'th');
    const excluded = await subscribed('/push/excluded');
    const quiet = await subscribed('/push/quiet', 'en', { quietStart: '10:30', quietEnd: '11:30' });
    const gone = await subscribed('/push/gone');
    push.answer('/push/gone', 410);
    const timeout = await call(excluded.headers, 'POST', '/wps/member/protection/exclusion', {
      type: 'timeout',
      duration: '24h',
    });
    expect(timeout.statusCode, timeout.body).toBe(200);

    // 10:50: the 11:00 draw (numero 2026112112) stops taking bets at 10:59, 9 minutes away.
    await send(bkk('2026-11-21T10:50:00'));
    expect(push.errors).toEqual([]);
    const [close] = at(en.device);
    expect(close).toEqual({
      title: 'Vietnam Hourly closes in 9 min',
      body: 'Draw 2026112112 closes at 10:59. Tap to place your numbers before it does.',
      url: HOURLY_URL,
      tag: 'VN_HOURLY:2026112112:close',
    });
    expect(push.received.find((r) => r.path === '/push/en')?.vapidKey).toBe(vapid.publicKey);
    expect(at(th.device)[0]?.title).toBe('หวยเวียดนามรายชั่วโมง ปิดรับใน 9 นาที');
    expect(at(th.device)[0]?.url).toBe(HOURLY_URL);
    // Nothing to a member in a time-out, nor in quiet hours.
    expect(at(excluded.device)).toEqual([]);
    expect(at(quiet.device)).toEqual([]);
    // The push service said 410: the subscription is dropped.
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, gone.member.id));
    expect(left).toEqual([]);

    // Rounds after it send the same reminder to no one again.
    expect(await send(bkk('2026-11-21T10:50:30'))).toBe(0);
    expect(await send(bkk('2026-11-21T10:55:00'))).toBe(0);
    expect(at(en.device)).toHaveLength(1);

    // 11:00:05 the draw is made; the next round says the results are out, once.
    await drawDue(db, bkk('2026-11-21T11:00:05'));
    await send(bkk('2026-11-21T11:00:10'));
    await send(bkk('2026-11-21T11:00:40'));
    expect(at(en.device).slice(1)).toEqual([
      {
        title: 'Vietnam Hourly results are out',
        body: 'The results of draw 2026112112 are out. Tap to see them.',
        url: HOURLY_URL,
        tag: 'VN_HOURLY:2026112112:results',
      },
    ]);
    expect(at(excluded.device)).toEqual([]);
    expect(at(quiet.device)).toEqual([]);

    // After the quiet hours, the next draw's reminder reaches that member.
    await send(bkk('2026-11-21T11:50:00'));
    expect(at(quiet.device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112113:close']);
    expect(at(excluded.device)).toEqual([]);
    expect(push.errors).toEqual([]);
  });

  it('sends nothing for lotteries drawn every few minutes, nor for kinds turned off', async () => {
    const fast = await subscribed('/push/fast', 'en', { gameIds: ['101', '103'] });
    const off = await subscribed('/push/off', 'en', { beforeClose: false, results: false });
    await send(bkk('2026-11-21T12:50:00'));
    expect(at(fast.device)).toEqual([]);
    expect(at(off.device)).toEqual([]);
  });

  it('words every reminder in all six languages', () => {
    for (const language of languages) {
      const texts = REMINDER_TEXTS[language];
      for (const text of Object.values(texts)) {
        expect(text.length, language).toBeGreaterThan(0);
        expect(text, language).toContain('{');
      }
    }
    expect(inQuietHours('22:00', '07:00', bkk('2026-11-21T23:30:00'), 'Asia/Bangkok')).toBe(true);
    expect(inQuietHours('22:00', '07:00', bkk('2026-11-21T07:00:00'), 'Asia/Bangkok')).toBe(false);
  });
});
