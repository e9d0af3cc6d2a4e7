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
import { PUSH_RETRY, createPushSender } from './push-sender';
import { REMINDER_TEXTS } from './reminder-texts';
import { inQuietHours } from './reminder-schedule';
import { sendDueReminders } from './reminders-job';
import { subscriptionsToRemind } from './reminders.repository';
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
  /** The waits between a push's attempts, recorded instead of slept. */
  const waits: number[] = [];
  let sender: ReturnType<typeof createPushSender>;

  beforeAll(async () => {
    t = await buildTestApp(undefined, { vapidPublicKey: vapid.publicKey });
    db = t.database.db;
    await seedLottery(db, t.merchant.code);
    push = await startPushEndpoint();
    sender = createPushSender(vapid, {
      agent: push.agent,
      wait: async (ms) => void waits.push(ms),
    });
    send = async (now) => (await sendDueReminders(db, sender, now)).sent;
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

  it('tries a busy or failing push service again, within bounds, and never sends twice', async () => {
    const busy = await subscribed('/push/busy');
    const later = await subscribed('/push/later');
    const down = await subscribed('/push/down');
    const tooLate = await subscribed('/push/too-late');
    const lost = await subscribed('/push/lost');
    push.answer('/push/busy', 503, { times: 2 });
    push.answer('/push/later', 429, { times: 1, headers: { 'retry-after': '3' } });
    push.answer('/push/down', 500);
    push.answer('/push/too-late', 503, { times: 1, headers: { 'retry-after': '120' } });
    push.answer('/push/lost', 404);
    waits.length = 0;

    // 13:50: the 14:00 draw (numero 2026112115) closes at 13:59.
    await send(bkk('2026-11-21T13:50:00'));
    expect(push.errors).toEqual([]);
    // 503 twice, then taken: waited 1 s, then 2 s.
    expect(push.hits('/push/busy')).toBe(3);
    expect(at(busy.device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112115:close']);
    // 429 asking for 3 s: waited 3 s, then taken.
    expect(push.hits('/push/later')).toBe(2);
    expect(at(later.device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112115:close']);
    // Failing every time: PUSH_RETRY.attempts tries, then given up; the device stays subscribed.
    expect(push.hits('/push/down')).toBe(PUSH_RETRY.attempts);
    expect(at(down.device)).toEqual([]);
    // Asked to come back in 2 minutes, longer than a reminder waits: not asked sooner.
    expect(push.hits('/push/too-late')).toBe(1);
    expect(at(tooLate.device)).toEqual([]);
    expect([...waits].sort((a, b) => a - b)).toEqual([1000, 1000, 2000, 2000, 3000]);
    // 404, like 410: the subscription is dropped, not tried again.
    expect(push.hits('/push/lost')).toBe(1);
    const kept = async (memberId: number) =>
      (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)))
        .length;
    expect(await kept(lost.member.id)).toBe(0);
    expect(await kept(down.member.id)).toBe(1);
    expect(await kept(tooLate.member.id)).toBe(1);

    // The push service is back: the claims stand, so the next rounds send none of them again.
    push.answer('/push/down', 500, { times: 0 });
    push.answer('/push/too-late', 503, { times: 0 });
    await send(bkk('2026-11-21T13:50:30'));
    await send(bkk('2026-11-21T13:55:00'));
    expect(push.hits('/push/busy')).toBe(3);
    expect(push.hits('/push/down')).toBe(PUSH_RETRY.attempts);
    expect(push.hits('/push/too-late')).toBe(1);
    expect(at(busy.device)).toHaveLength(1);
    expect(at(down.device)).toEqual([]);
    // The next draw's reminder reaches them.
    await send(bkk('2026-11-21T14:50:00'));
    expect(at(down.device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112116:close']);
    expect(at(tooLate.device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112116:close']);
  });

  it('reads the subscriptions a page at a time, and reminds every one', async () => {
    const devices = [];
    for (let i = 0; i < 5; i++) devices.push(await subscribed(`/push/page-${i}`));
    const all = await subscriptionsToRemind(db, 0, 100_000);
    expect(all.length).toBeGreaterThan(5);
    // Keyset pages of 2: bounded, in id order, together every subscription once.
    const paged: number[] = [];
    for (let after = 0; ;) {
      const page = await subscriptionsToRemind(db, after, 2);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page.map((r) => r.subscription.id));
      after = page[page.length - 1]!.subscription.id;
    }
    expect(paged).toEqual(all.map((r) => r.subscription.id));

    // 15:50: the 16:00 draw (numero 2026112117) closes at 15:59.
    const round = await sendDueReminders(db, sender, bkk('2026-11-21T15:50:00'), { pageSize: 2 });
    expect(round.pages).toBe(Math.ceil(all.length / 2));
    for (const { device } of devices)
      expect(at(device).map((p) => p.tag)).toEqual(['VN_HOURLY:2026112117:close']);
    expect(push.errors).toEqual([]);
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
