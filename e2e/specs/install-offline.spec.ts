import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { skipHomePopups } from '../support/quiet-home';

// The one spec with the service worker on (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.beforeEach(({ context }) => skipHomePopups(context));

const SHOTS = process.env.E2E_SHOTS_DIR;

// A first visit's worker fetches the whole build one file at a time in the background; on this
// shared machine that takes about a minute.
const PRECACHE_WAIT_MS = 150_000;

/** Opens home, waits for the worker to finish precaching, and reloads under its control. */
async function openControlled(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByTestId('page-home')).toBeVisible();
  // Resolves once the worker is active, its precache filled (bounded by the test's timeout).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit's worker takes over at the next load, not this one (no clients.claim).
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('page-home')).toBeVisible();
}

test('Chromium reports the app installable from the merchant manifest', async () => {
  test.setTimeout(90_000);
  // Chromium never offers to install from an incognito profile, which a test context is.
  const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
  const { launchOptions, baseURL, viewport, locale } = config.use ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    locale,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/m/home');
    await expect(page.getByTestId('page-home')).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/m\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

// One test, one context: each fresh context precaches the build again.
test('offline page in the player language, API never cached', async ({ page, context }) => {
  test.setTimeout(PRECACHE_WAIT_MS + 60_000);
  await openControlled(page);

  await test.step('the caches hold the build and art, never an API answer', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached.some((path) => path.startsWith('/m/assets/'))).toBe(true);
    expect(cached).toContain('/m/offline.html');
    expect(cached.filter((path) => !/^\/(m|media)\//.test(path))).toEqual([]);
  });

  await context.setOffline(true);
  await test.step('offline, a balance or session call fails rather than answer stale', async () => {
    const outcome = await page.evaluate(async () => {
      try {
        const res = await fetch('/wps/system/status');
        return `answered ${res.status}`;
      } catch {
        return 'failed';
      }
    });
    expect(outcome).toBe('failed');
  });

  await test.step('offline, a reload shows the offline page in Thai', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'คุณออฟไลน์อยู่' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-th.png` });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
  });

  await test.step('another page, in English once the player chose it', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/m/promotions');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-en.png` });
  });

  await test.step('back online, the offline page gives way to the app', async () => {
    await context.setOffline(false);
    // The page reloads itself on the browser's "online" event; "Try again" does the same.
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page.locator('[data-testid^="page-"]').first()).toBeVisible();
  });
});
