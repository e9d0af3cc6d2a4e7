import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean, finiteAnimationsDone } from '../support/accessibility';
import { startServer, type RunningServer } from '../support/server';

/**
 * §4: "hidden for a web clip with no iOS link". A merchant whose resources have the iOS profile
 * and the Android app but no iOS app: a web clip on it shows no download bar, and its top bar
 * icon offers the profile only; the same iPhone in Safari, not installed, still gets the bar.
 * The platform is emulated as install-prompts.spec.ts does it.
 */
const PORT = E2E_PORT + 42;
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;

const PROFILE = 'https://apps.example.com/demo-lotto.mobileconfig';

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startServer(PORT, {
    resources: [
      { resourceType: 'Android', url: 'https://apps.example.com/demo-lotto.apk' },
      { resourceType: 'MOBILECONFIG', url: PROFILE },
      { resourceType: 'LOGOLINK', url: '/m/home' },
    ],
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

// A busy shared machine: a page's first load of the built app can take most of 30 s.
test.beforeEach(() => test.setTimeout(120_000));

test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
});

const prepare = (context: BrowserContext, language: string, webClip: boolean) =>
  context.addInitScript(
    ({ l, clip }) => {
      localStorage.setItem('firstVisitPopupClosed', '1');
      sessionStorage.setItem('loginPopupsShown', '1');
      localStorage.setItem('language', l);
      // Opened from the home screen: iOS says so through navigator.standalone.
      if (clip) Object.defineProperty(navigator, 'standalone', { value: true });
    },
    { l: language, clip: webClip },
  );

const openHome = async (page: Page, query = '') => {
  await page.goto(`/m/home${query}`);
  await expect(page.getByTestId('page-home')).toBeVisible();
};

const optionsIn = (page: Page) =>
  page
    .getByTestId('download-popup')
    .locator('[data-testid^="download-option-"]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')?.slice(16)));

for (const [language, title, profile] of [
  ['th', 'ดาวน์โหลดแอป', 'โปรไฟล์ iOS'],
  ['en', 'Download app', 'iOS profile'],
] as const) {
  test(`a web clip without an iOS link: no bar, the profile only (${language})`, async ({
    context,
    page,
  }) => {
    await prepare(context, language, true);
    await openHome(page, '?webclip=1');
    // The app keeps the flag when it starts: on a page the server rendered, after its first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webclip-home-${language}.png` });

    // A later start without the query: the flag kept in local storage still says web clip.
    await openHome(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);

    // §2.2 the top bar's icon (logged out, on the register page): no home screen (already on
    // it), no iOS app (no link): the profile, in a new tab.
    await page.goto('/m/register');
    await page.getByTestId('top-bar-download').click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup.getByTestId('download-option-ios-profile')).toBeVisible();
    expect(await optionsIn(page)).toEqual(['ios-profile']);
    await expect(page.getByTestId('download-option-ios-profile')).toContainText(profile);
    await expect(page.getByTestId('download-option-ios-profile')).toHaveAttribute('href', PROFILE);
    await expect(page.getByTestId('download-option-ios-profile')).toHaveAttribute(
      'target',
      '_blank',
    );
    await finiteAnimationsDone(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webclip-popup-${language}.png` });
    await expectAxeClean(page);
  });

  test(`the same iPhone in Safari, not installed, gets the bar (${language})`, async ({
    context,
    page,
  }) => {
    await prepare(context, language, false);
    await openHome(page);
    await expect(page.getByTestId('download-bar')).toBeVisible();
    await page.getByTestId('download-bar-open').click();
    await expect(page.getByTestId('download-option-ios-profile')).toBeVisible();
    expect(await optionsIn(page)).toEqual(['home-screen', 'ios-profile']);
  });
}
