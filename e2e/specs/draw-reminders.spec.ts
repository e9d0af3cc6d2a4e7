import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectAxeClean } from '../support/accessibility';
import { reminderText } from '../../apps/server/src/modules/reminders/reminder-texts';
import { startNotificationBus } from '../support/notification-bus';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

/**
 * Issue 33, draw reminders. Headless Chromium cannot make a push subscription (it answers
 * "AbortError: Registration failed - permission denied" even with notifications granted: it has no
 * push service), so where a test needs one, the browser's PushManager answer is stood in for by a
 * fixed subscription; the sheet, the permission, the calls and the server are real. Delivery and
 * decryption are the server test's (modules/reminders/reminders.test.ts); the worker's handlers get
 * a real push through DevTools below, and a real tap through a desktop notification server.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** VN_HOURLY: drawn every hour, one of the lotteries reminders cover. */
const HOURLY = { gameCode: 'VN_HOURLY', gameId: '104' };

const tile = (page: Page, gameCode: string) => page.locator(`[data-game-code="${gameCode}"]`);

async function memberContext(context: BrowserContext, language: 'th' | 'en') {
  const baseURL = test.info().project.use.baseURL ?? '';
  const member = await registerViaApi(baseURL);
  await signInContext(context, member);
  await skipHomePopups(context);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  return member;
}

/** The PushManager's subscription, as a browser with a push service would hand it out. */
const standInSubscription = (context: BrowserContext, endpoint: string) =>
  context.addInitScript((url) => {
    const subscription = {
      endpoint: url,
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: url,
        keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
      }),
      unsubscribe: async () => true,
    };
    let current: typeof subscription | null = null;
    const registration = {
      pushManager: {
        getSubscription: async () => current,
        subscribe: async () => (current = subscription),
      },
    };
    Object.defineProperty(navigator.serviceWorker, 'ready', {
      get: () => Promise.resolve(registration),
    });
  }, endpoint);

const remindersOf = async (member: ApiMember) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const res = await fetch(`${baseURL}/wps/member/push/reminders`, {
    headers: { authorization: member.token, merchant: member.merchantCode },
  });
  return (await res.json()).value as { devices: number; gameIds: string[]; results: boolean };
};

const FAV_TAB = /รายการโปรด|Favourite/;
const ALL_TAB = /ทั้งหมด|All/;

/** The reminders are the Favourite tab's: a star, the tab, its reminders button. */
const openSheet = async (page: Page, name: RegExp, shot: string) => {
  await page.goto('/m/lottery');
  await tile(page, HOURLY.gameCode).getByTestId('lottery-star').click();
  await page.getByRole('tab', { name: FAV_TAB }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draw-reminders-fav-${shot}.png` });
  await page.getByRole('button', { name }).click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  return sheet;
};

for (const [language, bell, on] of [
  ['th', /แจ้งเตือนงวดหวย/, 'เปิดการแจ้งเตือนบนอุปกรณ์นี้แล้ว'],
  ['en', /Draw reminders/, 'Reminders are on for this device.'],
] as const) {
  test(`a member turns on reminders of a favourite lottery (${language})`, async ({
    context,
    page,
  }) => {
    const member = await memberContext(context, language);
    await context.grantPermissions(['notifications']);
    await standInSubscription(context, `https://push.example.com/e2e-${member.username}`);
    const sheet = await openSheet(page, bell, language);
    await expect(sheet.getByTestId('reminders-favourites')).toContainText('1');
    await expect(sheet.getByTestId('reminders-submit')).toBeEnabled();
    await expectAxeClean(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draw-reminders-${language}.png` });

    await sheet.getByTestId('reminders-results').uncheck();
    await sheet.getByTestId('reminders-quiet').check();
    await expect(sheet.getByTestId('reminders-quiet-from')).toHaveValue('22:00');
    await sheet.getByTestId('reminders-submit').click();
    await expect(sheet.getByTestId('reminders-notice')).toHaveText(on);
    await expect(sheet.getByTestId('reminders-turn-off')).toBeVisible();
    await expectAxeClean(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draw-reminders-on-${language}.png` });

    expect(await remindersOf(member)).toMatchObject({
      devices: 1,
      gameIds: [HOURLY.gameId],
      results: false,
      beforeClose: true,
      quietStart: '22:00',
      quietEnd: '08:00',
    });

    // A star tap afterwards: the reminders follow the favourites.
    // The focus stayed in the sheet through the tap: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('tab', { name: ALL_TAB }).click();
    await tile(page, 'TH_DAILY').getByTestId('lottery-star').click();
    await expect
      .poll(async () => (await remindersOf(member)).gameIds.sort())
      .toEqual(['104', '201']);

    // Turned off on this device: the server forgets it.
    await page.getByRole('tab', { name: FAV_TAB }).click();
    await page.getByRole('button', { name: bell }).click();
    await page.getByTestId('reminders-turn-off').click();
    await expect.poll(async () => (await remindersOf(member)).devices).toBe(0);
  });
}

test('a browser that blocks notifications is told so, and nothing is asked of the server', async ({
  context,
  page,
}) => {
  const member = await memberContext(context, 'en');
  const sheet = await openSheet(page, /Draw reminders/, 'denied');
  await page.evaluate(() => {
    // As a player who said "Block" at the browser's prompt.
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  await sheet.getByTestId('reminders-submit').click();
  await expect(sheet.getByTestId('reminders-notice')).toHaveText(
    "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
  );
  await expectAxeClean(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draw-reminders-denied-en.png` });
  expect((await remindersOf(member)).devices).toBe(0);
});

/**
 * The worker's side, in a browser whose notifications reach a desktop notification server run in
 * the test (support/notification-bus.ts): the tap on a reminder is the player's, as the desktop
 * reports it, so Chromium dispatches a trusted notificationclick that may open or focus a window.
 * A click made up inside the worker cannot: Chromium refuses it window interaction ("Not allowed
 * to open a window"), and waitUntil on it throws.
 */
test.describe('the service worker', () => {
  test('shows a pushed reminder; a tap opens the lottery page, or brings it to the front', async () => {
    // A first visit's worker precaches the whole build before it is ready (install-offline.spec).
    test.setTimeout(300_000);
    const baseURL = test.info().project.use.baseURL ?? '';
    const bus = await startNotificationBus();
    // A profile of its own: Chromium routes a desktop click back to a regular profile, never to
    // the off-the-record ones Playwright's contexts are.
    const profile = mkdtempSync(join(tmpdir(), 'e2e-reminders-'));
    const { launchOptions, viewport, locale, deviceScaleFactor, isMobile, hasTouch } =
      config.use ?? {};
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: bus.address },
      baseURL,
      viewport,
      locale,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      serviceWorkers: 'allow',
    });
    try {
      const member = await registerViaApi(baseURL);
      await signInContext(context, member);
      await skipHomePopups(context);
      await context.addInitScript(() => localStorage.setItem('language', 'th'));
      await context.grantPermissions(['notifications']);
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        for (const r of list) registrations.set(r.scopeURL, r.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      await page.goto('/m/home');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const origin = new URL(page.url()).origin;
      const registrationId = registrations.get(`${origin}/m/`);
      expect(registrationId).toBeDefined();

      // A push as the reminder job sends it (its words from the server's own reminderText; the
      // shape and address reminders.test.ts decrypts at its push endpoint), delivered to the
      // worker by DevTools.
      const lotteryPage = `/m/startLottery?mui=DEMO&playType=trad&gameId=${HOURLY.gameId}&prize_mode=SEA`;
      const push = (reminder: object) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registrationId!,
          data: JSON.stringify(reminder),
        });
      const closing = {
        ...reminderText('close', 'th', {
          lottery: 'หวยเวียดนามรายชั่วโมง',
          numero: '2026112912',
          minutes: 9,
          time: '11:59',
        }),
        url: lotteryPage,
        tag: `${HOURLY.gameCode}:2026112912:close`,
      };
      await push(closing);
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        );
      // On a busy machine a push delivered while the worker was still starting was seen lost:
      // after 15 s it is delivered again (the same tag replaces, never doubles, a notification).
      const pushedAt = Date.now();
      let repushed = false;
      const shownOrPushedAgain = async () => {
        const list = await shown();
        if (list.length === 0 && !repushed && Date.now() - pushedAt > 15_000) {
          repushed = true;
          await push(closing);
        }
        return list;
      };
      await expect.poll(shownOrPushedAgain, { timeout: 40_000 }).toEqual([
        {
          title: closing.title,
          body: closing.body,
          tag: closing.tag,
          data: { url: lotteryPage },
        },
      ]);
      // The desktop shows it: Chromium's notification with a default action to tap.
      const onDesktop = await bus.notification(closing.title);
      expect(onDesktop.body).toContain(closing.body);
      expect(onDesktop.actions).toContain('default');

      // The tap, with no window on the lottery's page: the worker opens one there.
      const opened = context.waitForEvent('page');
      bus.click(onDesktop.id);
      const lottery = await opened;
      await expect(lottery).toHaveURL(`${origin}${lotteryPage}`);
      await expect(
        lottery.frameLocator('[data-testid="start-lottery-frame"]').getByTestId('lh5-title'),
      ).toHaveText('หวยเวียดนามรายชั่วโมง', { timeout: 60_000 });
      // The worker closed the notification it was tapped on.
      await expect.poll(shown).toEqual([]);
      await expect.poll(() => bus.shown.length).toBe(0);
      if (SHOTS) await lottery.screenshot({ path: `${SHOTS}/draw-reminders-opened-th.png` });

      // The results reminder of the same lottery, tapped while that page is open: the worker
      // brings that window to the front and opens no other.
      const worker = context.serviceWorkers().find((w) => w.url().endsWith('/m/sw.js'))!;
      const windows = () =>
        worker.evaluate(async () => {
          // In the worker: its Clients (not in the DOM library's types).
          const { clients } = self as unknown as {
            clients: { matchAll(o: object): Promise<{ url: string; focused: boolean }[]> };
          };
          return (await clients.matchAll({ type: 'window' })).map((c) => ({
            url: new URL(c.url).pathname,
            focused: c.focused,
          }));
        });
      await page.bringToFront();
      const results = {
        ...reminderText('results', 'en', { lottery: 'Vietnam Hourly', numero: '2026112912' }),
        url: lotteryPage,
        tag: `${HOURLY.gameCode}:2026112912:results`,
      };
      await push(results);
      const resultsOnDesktop = await bus.notification(results.title);
      const pagesBefore = context.pages().length;
      bus.click(resultsOnDesktop.id);
      await expect.poll(() => bus.shown.length).toBe(0);
      await expect.poll(shown).toEqual([]);
      // The handler closes the notification before it looks for a window: time for a wrong
      // openWindow to show. (Headless Chromium emulates focus in every page, so which one is in
      // front cannot be told apart; that no second window opens can.)
      await page.waitForTimeout(3_000);
      expect(context.pages()).toHaveLength(pagesBefore);
      expect(await windows()).toContainEqual({ url: '/m/startLottery', focused: true });
    } finally {
      await context.close();
      await bus.stop();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
