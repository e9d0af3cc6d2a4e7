import { expect, test } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi } from '../support/session';
import { startServer, type RunningServer } from '../support/server';
import { E2E_PORT } from '../playwright.config';
import { pageNames, pageOf, pathsOf } from '../../apps/web/src/config/pages';

test.beforeEach(({ context }) => skipHomePopups(context));

// Pages that send a visitor on by themselves: change password asks for a session (below), a
// launch without a game goes back to the list.
const sendsVisitorOn: readonly string[] = ['change-password', 'launch-game'];

// Every path of an open page (config/pages.ts, aliases included) shows it; unknown paths show home.
const aliases: [string, string][] = [
  ...pageNames
    .filter((name) => pageOf(name).session !== 'required' && !sendsVisitorOn.includes(name))
    .flatMap((name) => pathsOf(name).map((path): [string, string] => [path, name])),
  ['/m/no/such/page', 'home'],
  ['/m/definitelyNot', 'home'],
];

test.describe('routes', () => {
  for (const [path, page] of aliases) {
    test(`${path} shows ${page}`, async ({ page: p }) => {
      await p.goto(path);
      await expect(p.getByTestId(`page-${page}`)).toBeVisible();
    });
  }

  test('an account page asks a visitor to log in', async ({ page }) => {
    for (const path of ['/m/voucherCenter', '/m/changePsw', '/m/webEmail']) {
      await page.goto(path);
      await expect(page.getByTestId('page-login')).toBeVisible();
    }
  });
});

test.describe('token hand-off', () => {
  test('a token in the query becomes the session record and leaves the address bar', async ({
    page,
    baseURL,
  }) => {
    // A live session's token: one the server does not know is ended at once.
    const member = await registerViaApi(baseURL!);
    await page.goto(`/m/home?token=${member.token}&merchantCode=${member.merchantCode}`);
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    const record = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('session') ?? 'null'),
    );
    expect(record).toMatchObject({ token: member.token, merchantCode: member.merchantCode });
    // Logged in: deposit and balance instead of log in and register (§2.2).
    await expect(page.getByTestId('top-bar-deposit')).toBeVisible();
    await expect(page.getByTestId('top-bar-balance')).toBeVisible();
    await expect(page.getByTestId('top-bar-login')).toHaveCount(0);
  });
});

test.describe('top bar when logged out (§2.2)', () => {
  test('home: logo, free play, log in, register, download and menu; bottom menu', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByTestId('top-bar-logo')).toBeVisible();
    await expect(bar.getByTestId('top-bar-back')).toHaveCount(0);
    for (const id of [
      'top-bar-freeplay',
      'top-bar-login',
      'top-bar-register',
      'top-bar-download',
      'top-bar-menu',
    ]) {
      await expect(bar.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    await expect(page.getByTestId('top-bar-balance')).toHaveCount(0);
  });

  test('notice: back arrow to home, no log in buttons', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.goto('/m/notice');
    await expect(page.getByTestId('top-bar-back')).toBeVisible();
    await expect(page.getByTestId('top-bar-login')).toHaveCount(0);
    await page.getByTestId('top-bar-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('elsewhere the back arrow goes back one step', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByTestId('top-bar-menu').click();
    await page.getByTestId('side-panel-points').click();
    await expect(page.getByTestId('page-mall')).toBeVisible();
    await page.getByTestId('top-bar-back').click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('a page opened directly has nothing to go back to, so back goes home', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('top-bar-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('login has neither top bar nor bottom menu; register has its buttons but no bottom menu', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
    await page.goto('/m/register');
    await expect(page.getByTestId('top-bar-login')).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
  });

  test('change password (for a member): no back arrow and an empty right side', async ({
    page,
    baseURL,
  }) => {
    // A real session: the app checks a token with the server and ends a session it refuses.
    const member = await registerViaApi(baseURL!);
    await page.goto(
      `/m/changePsw?token=${encodeURIComponent(member.token)}&merchantCode=${member.merchantCode}`,
    );
    await expect(page.getByTestId('page-change-password')).toBeVisible();
    await expect(page.getByTestId('top-bar-back')).toHaveCount(0);
    await expect(page.getByTestId('top-bar-menu')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switching from Thai to English changes the text and survives a reload', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('top-bar-login')).toHaveText('เข้าสู่ระบบ');
    await page.getByTestId('top-bar-menu').click();
    const panel = page.getByTestId('side-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'ภาษา' }).click();
    await page.getByTestId('language-option-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('top-bar-login')).toHaveText('Log in');
  });
});

test.describe('status gate (§2.14)', () => {
  test('0: a visitor from an allowed country sees the app', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByTestId('blocked-page')).toHaveCount(0);
  });

  test('2: a visitor from a country outside the allowed list sees the blocked page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'cf-ipcountry': 'US' },
    });
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByTestId('blocked-page')).toBeVisible();
    await expect(page.getByTestId('page-home')).toHaveCount(0);
    await context.close();
  });

  test.describe('1: maintenance switched on in the merchant configuration', () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      // A fresh server migrates and seeds its database: slow on a busy machine.
      test.setTimeout(120_000);
      server = await startServer(E2E_PORT + 1, {
        status: { maintenance: true, info: 'Back at 10:00 ICT' },
      });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('shows the maintenance page with its text, even from a blocked country', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: server.url,
        extraHTTPHeaders: { 'cf-ipcountry': 'US' },
      });
      const page = await context.newPage();
      await page.goto('/m/home');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByTestId('maintenance-page')).toContainText('Back at 10:00 ICT');
      await context.close();
    });
  });
});
