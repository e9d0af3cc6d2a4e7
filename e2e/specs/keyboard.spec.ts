import { expect, test } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, type ApiMember } from '../support/session';

/**
 * With the keyboard alone, in Thai and in English: log in, open the deposit page and reach its
 * submit button. At every Tab stop the focus is visible (WCAG 2.4.7: an outline or a ring) and
 * not hidden under the fixed top bar or bottom menu (2.4.11: the middle of the focused control
 * is the control, not a bar over it). The skip link is the first stop and moves focus to the page.
 */
let member: ApiMember;
test.beforeAll(async ({ baseURL }) => {
  member = await registerViaApi(baseURL ?? '');
});

for (const language of ['th', 'en'] as const) {
  test(`keyboard: log in, open deposit, reach its submit button with Tab only (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      locale: language === 'th' ? 'th-TH' : 'en-GB',
      hasTouch: false,
      isMobile: false,
    });
    await skipHomePopups(context);
    // A player who chose the language: the app's choice, and the cookie that tells the server, so
    // the page it serves is the one the app takes over, not one it renders again under the focus.
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const page = await context.newPage();

    await page.goto('/m/home');
    await page.getByTestId('page-home').waitFor();
    // The skip link comes first and takes the focus past the top bar.
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    await page.goto('/m/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await tabTo(page, page.getByTestId('login-username'));
    await page.keyboard.type(member.username);
    await tabTo(page, page.getByTestId('login-password'));
    await page.keyboard.type(member.password);
    await tabTo(page, page.getByTestId('login-submit'));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/m\/login/);

    const deposit = page.getByTestId('top-bar-deposit');
    await expect(deposit).toBeVisible();
    await tabTo(page, deposit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/voucherCenter/);

    const amount = page.getByTestId('deposit-amount-input');
    await expect(amount).toBeVisible();
    await tabTo(page, amount);
    await page.keyboard.type('400');
    await tabTo(page, page.getByTestId('deposit-submit'));
    await context.close();
  });
}
