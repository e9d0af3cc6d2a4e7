import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean } from '../support/accessibility';
import { appTookOver, watchAppTakeover } from '../support/app-takeover';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, type ApiMember } from '../support/session';

/**
 * Domain failover (§3 domainRoute, mainDomain): the app is served on two origins of one platform.
 * The merchant's main domain is a front door on 127.0.0.1 that passes to the server until it is
 * "blocked" (it stops listening: connection refused; or it answers every call with a block page's
 * JSON); the second domain is the server itself as localhost. A player's calls move to the second,
 * the page follows to the same path there, and a member's session goes along as a one-time code.
 */
const SERVER_PORT = E2E_PORT + 21;
const DOOR_PORT = E2E_PORT + 22;
const BLOCKED = `http://127.0.0.1:${DOOR_PORT}`;
const HEALTHY = `http://localhost:${SERVER_PORT}`;
/** The server under an origin the merchant does not list. */
const FOREIGN = `http://127.0.0.1:${SERVER_PORT}`;

type DoorMode = 'pass' | 'foreign';

/** The main domain's front door: passes to the server, answers as a block page, or refuses. */
function frontDoor() {
  let mode: DoorMode = 'pass';
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (mode === 'foreign') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', notice: 'This website has been blocked' }));
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: SERVER_PORT,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listening = () => server.listening;
  return {
    async open() {
      mode = 'pass';
      if (!listening())
        await new Promise<void>((resolve) => server.listen(DOOR_PORT, '127.0.0.1', resolve));
    },
    answerForeign() {
      mode = 'foreign';
    },
    /** Nothing listens any more, and open connections are cut: the browser's fetch fails. */
    async refuse() {
      if (!listening()) return;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let server: RunningServer;
const door = frontDoor();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(SERVER_PORT, { mainDomain: BLOCKED, domains: [HEALTHY] });
  await door.open();
});
test.afterAll(async () => {
  await door.refuse();
  await server.stop();
});
test.beforeEach(() => door.open());

async function phone(
  browser: Browser,
  language: 'th' | 'en',
  member?: ApiMember,
  installed = false,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  await skipHomePopups(context);
  await watchAppTakeover(context);
  // An installed app: Chromium here cannot be put in standalone display, so the app is told so.
  if (installed)
    await context.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? { ...real(query), matches: true, media: query }
          : real(query);
    });
  // The player's state of the blocked domain only: the healthy one starts empty, as it would.
  await context.addInitScript(
    ([origin, lang]) => {
      if (location.origin === origin) localStorage.setItem('language', lang!);
    },
    [BLOCKED, language],
  );
  if (member) {
    const record = JSON.stringify({
      token: member.token,
      merchantCode: member.merchantCode,
      userName: member.username,
      type: 0,
      firstTimeLogin: false,
    });
    await context.addInitScript(
      ([origin, value]) => {
        if (location.origin === origin && !sessionStorage.getItem('session'))
          sessionStorage.setItem('session', value!);
      },
      [BLOCKED, record],
    );
  }
  return context;
}

/**
 * Home on the main domain, with the merchant's domain list kept for a bad day, and the app in charge
 * of the page: a tap before that is on the server's page, whose links the browser follows itself.
 */
async function homeOnMainDomain(page: Page) {
  await page.goto(`${BLOCKED}/m/home`);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('domainRoute') !== null);
  await appTookOver(page);
}

/** Longer than the app's wait for its start page (LOADING_IMAGE_DELAY_MS, 400 ms). */
const SLOW_REDEEM_MS = 1_500;

const unreachable = {
  th: 'ไม่สามารถเชื่อมต่อเว็บไซต์ได้ในขณะนี้ โปรดตรวจสอบอินเทอร์เน็ตของคุณแล้วลองอีกครั้ง',
  en: "The site can't be reached right now. Check your connection and try again.",
};

for (const language of ['th', 'en'] as const) {
  test(`a member's app moves to the healthy domain with the session when the main one refuses connections (${language})`, async ({
    browser,
  }) => {
    const member = await registerViaApi(server.url);
    const context = await phone(browser, language, member);
    const page = await context.newPage();
    await homeOnMainDomain(page);
    // No call of home's in flight when the door shuts: the tap is what finds the domain blocked.
    await expect(page.getByTestId('top-bar-balance-refresh')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await door.refuse();
    // A slow network: the trade takes longer than the app's wait for its start page, and the app
    // must still render with the session it brings (it once rendered without it: the login page).
    await context.route(`${HEALTHY}/wps/session/handover/redeem`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REDEEM_MS));
      await route.continue();
    });
    const redeemed = page.waitForResponse((r) => r.url().endsWith('/wps/session/handover/redeem'));
    await page.getByTestId('bottom-menu-member').click();
    await page.waitForURL(`${HEALTHY}/m/member/home`);
    // The one-time code the app traded cannot be traded again.
    const code = ((await redeemed).request().postDataJSON() as { code: string }).code;
    const again = await fetch(`${HEALTHY}/wps/session/handover/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: member.merchantCode },
      body: JSON.stringify({ code }),
    });
    expect(again.status).toBe(401);
    // Signed in there by the one-time code, which left the address at once.
    await expect(page.getByTestId('member-name')).toHaveText(member.username);
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'th' ? 'th' : 'en');
    const session = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('session') ?? '{}'),
    );
    expect(session).toMatchObject({ userName: member.username, merchantCode: member.merchantCode });
    expect(session.token).not.toBe(member.token);
    await expectAxeClean(page);
    await context.close();
  });

  test(`a visitor arrives on the healthy domain when the main one answers as a block page (${language})`, async ({
    browser,
  }) => {
    const context = await phone(browser, language);
    const page = await context.newPage();
    await homeOnMainDomain(page);
    door.answerForeign();
    await page.getByTestId('bottom-menu-promotions').click();
    await page.waitForURL(`${HEALTHY}/m/promotions`);
    await expect(page.getByTestId('page-promotions')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'th' ? 'th' : 'en');
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
    await context.close();
  });

  test(`the player is told only when no domain answers (${language})`, async ({ browser }) => {
    const context = await phone(browser, language);
    const page = await context.newPage();
    await homeOnMainDomain(page);
    await context.route(`${HEALTHY}/**`, (route) => route.abort('connectionrefused'));
    await door.refuse();
    await page.getByTestId('bottom-menu-promotions').click();
    const notice = page.getByRole('alert').filter({ hasText: unreachable[language] });
    await expect(notice).toBeVisible();
    expect(new URL(page.url()).origin).toBe(BLOCKED);
    await expectAxeClean(page);
    await context.close();
  });
}

test('an installed app keeps its page and moves its calls, with the same session', async ({
  browser,
}) => {
  const member = await registerViaApi(server.url);
  const context = await phone(browser, 'th', member, true);
  const page = await context.newPage();
  await homeOnMainDomain(page);
  await expect(page.getByTestId('top-bar-balance-refresh')).toBeEnabled();
  // The door shuts with no call of home in flight, and the first call moved is seen even if one
  // was: it can leave before the tap.
  await page.waitForLoadState('networkidle');
  const moved = page.waitForRequest(
    (r) =>
      r.url().startsWith(`${HEALTHY}/wps/`) &&
      r.method() !== 'OPTIONS' &&
      !r.url().includes('domain'),
  );
  await door.refuse();
  await page.getByTestId('top-bar-balance-refresh').click();
  const call = await moved;
  expect(await call.headerValue('authorization')).toBe(member.token);
  expect(await call.headerValue('device')).toBe('OTHERS');
  expect((await call.response())?.status()).toBe(200);
  // The page stays where it was installed from.
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).origin).toBe(BLOCKED);
  await context.close();
});

test('CORS opens the API to the merchant’s domains only', async ({ browser }) => {
  const context = await phone(browser, 'en');
  const page = await context.newPage();
  const call = (from: Page) =>
    from.evaluate(
      (url) =>
        fetch(`${url}/wps/system/status`, { headers: { Language: 'en', Device: 'MOBILE' } }).then(
          async (res) => `read ${res.status} ${(await res.json()).success}`,
          (error: Error) => `refused ${error.name}`,
        ),
      HEALTHY,
    );
  await homeOnMainDomain(page);
  expect(await call(page)).toBe('read 200 true');
  // The same server under an origin the merchant does not list.
  await page.goto(`${FOREIGN}/m/home`);
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(await call(page)).toBe('refused TypeError');
  const preflight = await fetch(`${HEALTHY}/wps/member/info`, {
    method: 'OPTIONS',
    headers: { origin: FOREIGN, 'access-control-request-method': 'GET' },
  });
  expect(preflight.status).toBe(403);
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  await context.close();
});
