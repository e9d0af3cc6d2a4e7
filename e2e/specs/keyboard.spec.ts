import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, type ApiMember } from '../support/session';

/**
 * With the keyboard alone, in Thai and in English: log in, open the deposit page and reach its
 * submit button. At every Tab stop the focus is visible (WCAG 2.4.7: an outline or a ring) and
 * not hidden under the fixed top bar or bottom menu (2.4.11: the middle of the focused control
 * is the control, not a bar over it). The skip link is the first stop and moves focus to the page.
 */
const MAX_TABS = 60;

interface Stop {
  label: string;
  visible: boolean;
  covered: string | null;
}

/** The focused element: what it is, whether its focus shows, what covers its middle. */
const focusedStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const el = document.activeElement;
    if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
    const label = `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30)}]`;
    // A borderless input shows its focus on the field box around it (:focus-within).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const visible = ringed(el) || (el.parentElement !== null && ringed(el.parentElement));
    const box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = box.top + box.height / 2;
    let covered: string | null = null;
    if (y < 0 || y >= window.innerHeight) covered = 'off screen';
    else {
      // 2.4.11 is about what the page lays over the control: the fixed bars.
      const bar = document.elementFromPoint(x, y)?.closest('.top-bar, .bottom-menu');
      if (bar && !bar.contains(el)) covered = bar.className;
    }
    return { label, visible, covered };
  });

/** Presses Tab until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator) {
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops.push(stop);
    if (await target.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  // The checks are made once the target is reached: the report then names every bad stop.
  expect(stops.filter((s) => !s.visible || s.covered !== null)).toEqual([]);
}

let member: ApiMember;
test.beforeAll(async ({ baseURL }) => {
  member = await registerViaApi(baseURL ?? '');
});

for (const language of ['th', 'en'] as const) {
  test(`keyboard: log in, open deposit, reach its submit button with Tab only (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      locale: language === 'th' ? 'th-TH' : 'en-GB',
      hasTouch: false,
      isMobile: false,
    });
    await skipHomePopups(context);
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
