import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { MEMBER_MARK_COOKIE, errorCatalogues } from '@lotto/contract';
import { expectAccessible } from '../support/console-operator';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, sessionRecord, signInContext } from '../support/session';

/** Every API call the page makes over the network, as "METHOD /path?query". */
const recordCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(wps|lgw|lotto)\//.test(url.pathname))
      calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return calls;
};

/** The app's scripts of the context held until the returned function lets them through. */
const holdAppScripts = async (context: BrowserContext): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
};

test.describe('first view answered inside the index', () => {
  test.beforeEach(({ context }) => skipHomePopups(context));

  test('home shows its banners, hot games and game area without calling the API', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('hot-match-carousel')).toBeVisible();
    await expect(page.locator('.banner img').first()).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    // What came with the index is used once: the next visit to home asks again.
    await page.getByTestId('game-area-LOTT').click();
    await expect(page).toHaveURL(/\/m\/lottery/);
    await expect(page.getByTestId('lottery-tile').first()).toBeVisible();
    expect(calls.some((c) => c.startsWith('GET /lgw/vn/games/game_menu?'))).toBe(true);
  });

  test('home arrives rendered in its language; the app takes its elements over', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    // The elements the server sent, taken when the document is parsed, before the app's scripts.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as Record<string, unknown>;
        w.__served = {
          frame: document.querySelector('#root > *'),
          topBar: document.querySelector('[data-testid="top-bar"]'),
          banner: document.querySelector('.banner img'),
        };
      });
    });
    await page.goto('/m/home');
    const served = await page.evaluate(() => {
      const s = (window as unknown as { __served: Record<string, Element | null> }).__served;
      return { topBar: s.topBar?.textContent ?? null, banner: s.banner !== null };
    });
    expect(served.topBar).toContain('เข้าสู่ระบบ');
    expect(served.banner).toBe(true);
    await expect(page.getByTestId('hot-match-carousel')).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const s = (window as unknown as { __served: Record<string, Element | null> }).__served;
      return {
        frame: s.frame === document.querySelector('#root > *'),
        topBar: s.topBar === document.querySelector('[data-testid="top-bar"]'),
        banner: s.banner === document.querySelector('.banner img'),
      };
    });
    expect(kept).toEqual({ frame: true, topBar: true, banner: true });
    expect(calls).toEqual([]);
    // Hydrated: the served top bar's link is the app's now.
    await page.getByTestId('top-bar-login').click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('the game list and the lottery page paint from the index too', async ({ page }) => {
    test.setTimeout(60_000);
    const calls = recordCalls(page);
    await page.goto('/m/live');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A tall screen may ask for the next pages at once (§2.8 pull-up loading); the first came along.
    expect(calls.filter((c) => !/[?&]pageNo=[2-9]/.test(c))).toEqual([]);
    calls.length = 0;

    // A list whose end is just below the screen waits for the player's first scroll.
    await page.goto('/m/gameList');
    await expect(page.getByTestId('game-tile')).toHaveCount(15);
    await page.waitForLoadState('networkidle');
    const end = await page.getByTestId('list-end').boundingBox();
    expect(end?.y).toBeGreaterThan(page.viewportSize()?.height ?? Infinity);
    expect(calls).toEqual([]);
    await page.mouse.wheel(0, 60);
    await expect(page.getByTestId('game-tile')).toHaveCount(30);
    expect(calls.some((c) => /[?&]pageNo=2/.test(c))).toBe(true);
    calls.length = 0;

    // Draws lock on the minute (the 1-minute lottery's, and the hourly ones' a minute before the
    // hour): a draw locking during the visit rightly asks for the next one. Visit inside a minute.
    const second = new Date().getSeconds();
    if (second < 5 || second > 40) await page.waitForTimeout(((65 - second) % 60) * 1000);
    await page.goto('/m/lottery');
    await expect(page.getByTestId('lottery-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('English is answered in English once chosen; a player with a session asks for announcements', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/m/home');
    // A choice made before the cookie existed: the page writes it, and the next index is in English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // That page (a Thai index in an English app) asks the server itself; its last calls must be
    // done before the next load, or a late one is counted against the next page.
    await page.waitForLoadState('networkidle');
    const calls = recordCalls(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);

    const account = await registerViaApi(baseURL as string);
    await signInContext(context, account);
    calls.length = 0;
    await page.goto('/m/home');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.some((c) => c.startsWith('GET /wps/announcements?'))).toBe(true);
    expect(calls.some((c) => c.startsWith('GET /lgw/games/popular'))).toBe(false);
  });

  test('a member whose session outlived the member cookie gets the app at once', async ({
    page,
    context,
    baseURL,
  }) => {
    // Whether the app was asked for before the document was parsed: the script that starts a
    // rendered page's app is its last element, and a visitor's waits for the first paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as Record<string, unknown>;
        w.__startedInParse = document.querySelector('link[rel="modulepreload"]') !== null;
      });
    });
    const startedInParse = () =>
      page.evaluate(() => (window as unknown as Record<string, unknown>).__startedInParse);
    // A page's first render can outlast the server's wait for it: that answer has an empty root,
    // and the next one the rendered page.
    const rendered = (path: string) =>
      expect(async () => {
        const response = await page.goto(path);
        expect(await response!.text()).toContain('data-rendered-language="');
      }).toPass({ timeout: 20_000 });

    await rendered('/m/home');
    expect(await startedInParse()).toBe(false);
    await expect(page.getByTestId('top-bar-login')).toBeVisible();

    // A session in session storage but no member cookie (cookies cleared, a tab restored): the
    // server takes the player for a visitor and renders the visitor's page.
    const account = await registerViaApi(baseURL as string);
    await page.evaluate(
      (record) => sessionStorage.setItem('session', record),
      sessionRecord(account),
    );
    await context.clearCookies({ name: MEMBER_MARK_COOKIE });
    await rendered('/m/home');
    expect(await startedInParse()).toBe(true);
    // The member's page replaces it, and the first tap on it is answered.
    const deposit = page.getByTestId('top-bar-deposit');
    await expect(deposit).toBeVisible();
    await deposit.click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
  });

  test("a member's page that needs a session arrives as the member's frame; the app fills it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const account = await registerViaApi(baseURL as string);
    await signInContext(context, account);
    // The app's scripts wait until the frame the server sent has been seen.
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    await expect(async () => {
      const response = await page.goto('/m/withdraw', { waitUntil: 'commit' });
      expect(await response!.text()).toContain('data-outline');
    }).toPass({ timeout: 20_000 });
    const outline = page.locator('#root[data-outline]');
    await expect(outline.getByTestId('top-bar-title')).toHaveText('ถอนเงิน');
    await expect(outline.getByTestId('top-bar-balance')).toBeVisible();
    await expect(outline.getByTestId('bottom-menu-member')).toBeVisible();
    // Nothing of the member's own: their balance and page come with the app.
    await expect(outline.getByTestId('top-bar-balance-value')).toHaveCount(0);
    await expect(page.getByTestId('page-withdraw')).toHaveCount(0);
    release();
    await expect(page.getByTestId('page-withdraw')).toBeVisible();
    await expect(page.getByTestId('top-bar-balance-value')).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });
});

test.describe('visitor pages the server rendered', () => {
  test.beforeEach(({ context }) => skipHomePopups(context));

  /** The page's index once the server has its render (the first may outlast its wait for it). */
  const renderedIndex = async (request: APIRequestContext, path: string, language: string) => {
    let html = '';
    await expect(async () => {
      const response = await request.get(path, { headers: { cookie: `lang=${language}` } });
      html = await response.text();
      expect(html).toContain(`data-rendered-language="${language}"`);
    }).toPass({ timeout: 20_000 });
    return html;
  };

  /** A visitor's phone of its own, opening `path` once the server has it rendered in `language`. */
  const visitorOpening = async (
    {
      browser,
      baseURL,
      request,
    }: { browser: Browser; baseURL?: string; request: APIRequestContext },
    path: string,
    language: string,
    options: BrowserContextOptions = {},
  ) => {
    await renderedIndex(request, path, language);
    const context = await browser.newContext({ baseURL, ...options });
    await skipHomePopups(context);
    return context;
  };

  for (const { path, text } of [
    { path: '/m/service', text: 'Online service' },
    { path: '/m/appDownload', text: 'Download profile' },
    { path: '/m/notice', text: 'Scheduled maintenance' },
    { path: '/m/promotions', text: 'First deposit bonus' },
    { path: '/m/useragreement', text: 'These terms apply to every account' },
    { path: '/m/gameCenter', text: 'All' },
    { path: '/m/sports', text: 'Sports' },
  ])
    test(`${path} arrives rendered in its language; the app takes its elements over`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await renderedIndex(request, path, 'en');
      // A player who chose English: the app's choice, and the cookie that tells the server.
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const w = window as unknown as Record<string, unknown>;
          w.__served = {
            page: document.querySelector('[data-testid^="page-"]'),
            fields: Array.from(document.querySelectorAll('#root input, #root button, #root a')),
          };
        });
      });
      const calls = recordCalls(page);
      await page.goto(path);
      const served = await page.evaluate(() => {
        const s = (window as unknown as { __served: Record<string, Element | null> }).__served;
        return s.page?.textContent ?? '';
      });
      expect(served).toContain(text);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const s = (
          window as unknown as {
            __served: { page: Element | null; fields: Element[] };
          }
        ).__served;
        const now = Array.from(document.querySelectorAll('#root input, #root button, #root a'));
        return {
          page: s.page === document.querySelector('[data-testid^="page-"]'),
          fields: s.fields.filter((e) => !now.includes(e)).map((e) => e.outerHTML.slice(0, 80)),
        };
      });
      expect(kept).toEqual({ page: true, fields: [] });
      // The page's own first calls came with the index (the notices, the promotions and their
      // categories, the agreement).
      expect(
        calls.filter((c) =>
          /\/announcements|\/categories|\/settings|\/status|\/userAgreement|\/vendor/.test(c),
        ),
      ).toEqual([]);
      await expectAccessible(page);
      // Hydrated: a served link is the app's, which opens its page without a new load.
      await page.evaluate(() => ((window as unknown as Record<string, unknown>).__sameLoad = true));
      await page.locator('#root a[href="/m/home"], #root a[href="/m/login"]').first().click();
      await expect(page).toHaveURL(/\/m\/(home|login)$/);
      expect(
        await page.evaluate(() => (window as unknown as Record<string, unknown>).__sameLoad),
      ).toBe(true);
    });

  test('/m/useragreement paints its text with scripts off', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await visitorOpening({ browser, baseURL, request }, '/m/useragreement', 'th', {
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/m/useragreement');
    await expect(page.getByTestId('user-agreement')).toContainText('ข้อตกลงนี้ใช้กับทุกบัญชี');
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    await context.close();
  });
  test("a domain move's language holds for a link tapped before the app started", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await visitorOpening({ browser, baseURL, request }, '/m/home', 'th');
    // A slow phone: the app of the page arrived at has not started when the player taps.
    let slow = true;
    await context.route(/\/assets\/.*\.js$/, (route) => (slow ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto('/m/home#language=en');
    await expect(page.locator('#root[data-rendered-language="th"]')).toBeVisible();
    slow = false;
    await page.getByTestId('bottom-menu-promotions').click();
    await page.waitForURL(/\/m\/promotions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('bottom-menu-promotions')).toContainText('Promotions');
    await context.close();
  });

  test('/m/sports before the app starts: its tab in sight, its vendors with their icons', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await visitorOpening({ browser, baseURL, request }, '/m/sports', 'th');
    // The app never starts: what shows is the served page and its inline start script.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/m/sports');
    const tab = page.locator('[data-testid="game-center-tabs"] [aria-selected="true"]');
    await expect(tab).toHaveAttribute('data-tab', 'SPORTS');
    await expect(tab).toBeInViewport({ ratio: 1 });
    const icons = page.locator('[data-testid="vendor-tile"] img');
    await expect(icons.first()).toBeVisible();
    await expect
      .poll(() =>
        icons.evaluateAll((all) =>
          all.every((img) => {
            const image = img as HTMLImageElement;
            return (
              image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === '1'
            );
          }),
        ),
      )
      .toBe(true);
    await context.close();
  });

  test('the login and register pages arrive as their outline; the app renders the form there', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await visitorOpening({ browser, baseURL, request }, '/m/register', 'th');
    await renderedIndex(request, '/m/login', 'th');
    // A slow phone: the app's scripts arrive only once the player has tapped.
    const release = await holdAppScripts(context);
    const page = await context.newPage();
    await page.goto('/m/register');
    // The banner paints with the page; there is no form yet to type into or send.
    await expect(
      page.locator('#root[data-outline] [data-testid="register-banners"] img'),
    ).toBeVisible();
    await expect(page.locator('#root').locator('form, input')).toHaveCount(0);
    // The top bar's back button, tapped before the app has started, answers once it has.
    await page.getByTestId('top-bar-back').click();
    release();
    await page.waitForURL(/\/m\/home$/);
    await expect(page.getByTestId('page-home')).toBeVisible();

    // The login page: its logo first, then the app's form in the outline's place, taking input.
    const login = await context.newPage();
    await login.goto('/m/login');
    await expect(login.locator('#root img.auth-page__logo')).toBeVisible();
    const username = login.getByTestId('login-username-form').getByRole('textbox').first();
    await username.fill('outline1');
    await expect(username).toHaveValue('outline1');
    await expect(login.locator('#root[data-outline]')).toHaveCount(1);
    await expectAccessible(login);
    await context.close();
  });
});

/** Every script a page's index loads before it can render: its scripts and their static imports. */
const firstViewScripts = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  // A page the server rendered names its scripts on the script that starts them after its first
  // paint (data-entry, data-preload); any other page in its head.
  const pending = [
    ...[...html.matchAll(/<(?:script|link)[^>]+(?:src|href|data-entry)="([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
    ...[...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')),
  ].filter(Boolean);
  const seen = new Set<string>();
  while (pending.length) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await request.get(url)).text();
    for (const m of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g))
      pending.push(new URL(m[1]!, new URL(url, 'http://x')).pathname);
  }
  return [...seen];
};

/** The pages the bench holds to the first-view budget (bench/run.mjs). */
const FIRST_VIEWS = [
  '/m/home',
  '/m/login',
  '/m/gameList',
  '/m/lottery',
  '/m/withdraw',
  '/m/voucherCenter',
];

test('no page loads zod and the schemas before its first paint', async ({ request }) => {
  // The contract's schemas (and zod) come with the first call that needs them. A constant the
  // shell reads from a zod module pulls them all into every page's first view (26 KiB gzip).
  for (const path of FIRST_VIEWS) {
    const scripts = await firstViewScripts(request, path);
    expect(scripts.length, path).toBeGreaterThan(1);
    expect(
      scripts.filter((s) => /schemas-/.test(s)),
      path,
    ).toEqual([]);
  }
});

test('a first view carries th and en error texts only, and a money page not the login page', async ({
  request,
}) => {
  // Another language's error texts load with that language (src/lib/error-texts.ts): the four
  // together were 6 KiB gzip of every first view.
  const others = (['cn', 'ja', 'vi', 'id'] as const).map(
    (language) => errorCatalogues[language].WRONG_CREDENTIALS as string,
  );
  for (const path of FIRST_VIEWS) {
    const scripts = await firstViewScripts(request, path);
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      expect(
        others.filter((text) => code.includes(text)),
        `${path} ${url}`,
      ).toEqual([]);
    }
    // The money pages share two form helpers with the login page, not its chunk (react-hook-form).
    if (path !== '/m/login')
      expect(
        scripts.filter((s) => /\/login-/.test(s)),
        path,
      ).toEqual([]);
  }
});

test('a served page paints from its own rules; the whole sheets come before the app', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // What the document holds when it is parsed, before the start script has asked for anything.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const bar = document.querySelector('[data-testid="top-bar"]');
      (window as unknown as Record<string, unknown>).__parsed = {
        styles: document.querySelectorAll('head > style').length,
        sheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        barHeight: bar ? getComputedStyle(bar).height : null,
        position: bar ? getComputedStyle(bar).position : null,
      };
    });
  });
  await page.goto('/m/service');
  await expect(page.getByTestId('page-service')).toBeVisible();
  const parsed = await page.evaluate(() => (window as unknown as Record<string, unknown>).__parsed);
  // The critical rules apply (the CSP allows them by their hash): the top bar has its height.
  expect(parsed).toEqual({ styles: 1, sheets: 0, barHeight: '48px', position: 'sticky' });
  await page.waitForLoadState('networkidle');
  // The whole sheets, then the app: a tap opens a page the critical rules did not style.
  const loaded = await page.evaluate(() =>
    Array.from(document.styleSheets).some((s) => /\/assets\/style-/.test(s.href ?? '')),
  );
  expect(loaded).toBe(true);
  await page.locator('#root a[href="/m/notice"]').click();
  await expect(page.getByTestId('page-notice')).toBeVisible();
  expect(refused).toEqual([]);
});
