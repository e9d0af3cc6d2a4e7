import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAccessible } from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';
import { shot } from '../support/shots';

/**
 * §2.3: the first-visit popup follows the merchant's settings. With the initial-popup
 * status on, a new member with a zero balance (no starting grant) sees it once; its pictures are
 * the merchant's; a visitor's pictures lead to registration.
 */
const PORT = E2E_PORT + 13;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {
    wallet: { startingGrant: '0', startingGrantIsDemoCredit: false },
    firstVisitPopup: {
      initialPopup: true,
      pictures: { novice: { imageUrl: '/media/brand/icon.webp' }, signIn: {}, deposit: {} },
    },
  });
});
test.afterAll(async () => server.stop());
// A member's test registers, runs axe and reloads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function phone(browser: Browser, language: 'th' | 'en', member: boolean) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  if (member) await signInContext(context, await registerViaApi(server.url));
  await context.addInitScript((lang) => {
    localStorage.setItem('language', lang);
    sessionStorage.setItem('loginPopupsShown', '1');
  }, language);
  return context;
}

const texts = {
  th: { title: 'ยินดีต้อนรับ! เริ่มต้นที่นี่', deposit: 'ฝากเงินและเริ่มเล่น' },
  en: { title: 'Welcome! Start here', deposit: 'Deposit and start playing' },
};

for (const language of ['th', 'en'] as const) {
  test(`a zero-balance member sees the merchant's popup once (${language})`, async ({
    browser,
  }) => {
    const context = await phone(browser, language, true);
    const page = await context.newPage();
    await page.goto('/m/home');
    const popup = page.getByTestId('first-visit-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: texts[language].title })).toBeVisible();
    // The merchant's picture for the novice task; the app's icons for the others.
    await expect(page.getByTestId('first-visit-novice').locator('img')).toHaveAttribute(
      'src',
      '/media/brand/icon.webp',
    );
    await expect(page.getByTestId('first-visit-novice')).toHaveAttribute(
      'href',
      '/m/activity/noviceTask',
    );
    await expect(page.getByTestId('first-visit-sign-in')).toHaveAttribute(
      'href',
      '/m/activity/signIn',
    );
    await expectAccessible(page);
    await shot(page, `first-visit-member-${language}`, { fullPage: false });
    await page.getByRole('link', { name: texts[language].deposit }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    // Remembered: home again, and after a reload, shows no popup.
    await page.goto('/m/home');
    await expect(page.getByTestId('page-home')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(popup).toHaveCount(0);
    await context.close();
  });

  test(`a visitor's pictures lead to registration; closing is remembered (${language})`, async ({
    browser,
  }) => {
    const context = await phone(browser, language, false);
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByTestId('first-visit-popup')).toBeVisible();
    for (const id of ['novice', 'sign-in', 'deposit']) {
      await expect(page.getByTestId(`first-visit-${id}`)).toHaveAttribute('href', '/m/register');
    }
    await page.getByTestId('first-visit-close').click();
    await expect(page.getByTestId('first-visit-popup')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('first-visit-popup')).toHaveCount(0);
    await context.close();
  });
}

test('the invite entry shows for a member with REFERRAL on and goes for a trial member', async ({
  browser,
}) => {
  const member = await phone(browser, 'en', true);
  await member.addInitScript(() => localStorage.setItem('firstVisitPopupClosed', '1'));
  const page = await member.newPage();
  await page.goto('/m/home');
  await expect(page.getByTestId('bottom-menu-invite')).toBeVisible();
  await member.close();

  // §6: trial accounts never invite; the REFERRAL status answers off and the entry goes.
  const visitor = await phone(browser, 'en', false);
  await visitor.addInitScript(() => localStorage.setItem('firstVisitPopupClosed', '1'));
  const trial = await visitor.newPage();
  await trial.goto('/m/login');
  await trial.getByTestId('login-trial').click();
  await expect(trial).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expect(trial.getByTestId('bottom-menu-invite')).toHaveCount(0);
  await expect(trial.getByTestId('bottom-menu-home')).toBeVisible();
  await expectAccessible(trial);
  await shot(trial, 'bottom-menu-no-invite-en', { fullPage: false });
  await visitor.close();
});
