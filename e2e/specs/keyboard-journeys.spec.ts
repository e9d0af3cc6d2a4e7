import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { captchaAnswer } from '../support/captcha';
import { createOwnerByCommand, enrolAndSignInByApi } from '../support/console-operator';
import { tabTo } from '../support/keyboard';
import { memberValue } from '../support/member-api';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';

/**
 * The e2e tier's journeys done with the keyboard alone (WCAG 2.1.1), in Thai and English:
 * register, the side panel as a dialog (focus moves in, stays in, Escape closes it, focus comes
 * back), launch a game, place a lottery bet, join a promotion, withdraw, and the console's
 * approval of the promotion.
 * Every Tab stop on the way shows its focus and is not under a fixed bar (support/keyboard.ts).
 */
const PORT = E2E_PORT + 24;
const OWNER = 'kbd_owner';
const PAYMENT_PASSWORD = '135790';
let server: RunningServer;
let opsToken = '';

test.beforeAll(async () => {
  // Above the server's own start limit (support/server.ts), which a busy machine can need.
  test.setTimeout(240_000);
  let enrolment = '';
  server = await startServer(PORT, {}, (env) => {
    enrolment = createOwnerByCommand(env, OWNER, PORT).split('#/enrol/')[1] ?? '';
  });
  opsToken = await enrolAndSignInByApi(server.url, enrolment, OWNER);
});
test.afterAll(async () => server.stop());

const texts = {
  th: { firstDeposit: 'โบนัสฝากครั้งแรก 100%', applying: 'กำลังสมัคร' },
  en: { firstDeposit: 'First deposit bonus 100%', applying: 'Applying' },
} as const;

const promotionId = async (titleEn: string) => {
  const res = await fetch(`${server.url}/wps/announcements?types=PR`, {
    headers: { language: 'en' },
  });
  const body = (await res.json()) as { value: { promotion: { id: number; title: string }[] } };
  const found = body.value.promotion.find((p) => p.title === titleEn);
  if (!found) throw new Error(`no promotion ${titleEn}`);
  return found.id;
};

/** A keyboard user's browser: no touch, the page in the given language. */
async function keyboardPage(browser: Browser, language: 'th' | 'en', member?: ApiMember) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: language === 'th' ? 'th-TH' : 'en-GB',
    viewport: { width: 390, height: 844 },
    hasTouch: false,
    isMobile: false,
  });
  await skipHomePopups(context);
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  if (member) await signInContext(context, member);
  return { context, page: await context.newPage() };
}

/** The console at a desk, signed in as the owner. */
async function deskPage(browser: Browser) {
  const desk = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await desk.addInitScript((token) => sessionStorage.setItem('ops.token', token), opsToken);
  return desk.newPage();
}

/** From the top of a console list, Tab alone to a decision button, then Enter. */
async function decideByKeyboard(ops: Page, button: Locator) {
  await expect(button).toBeVisible();
  await ops.locator('body').focus();
  await tabTo(ops, button);
  await ops.keyboard.press('Enter');
}

const typeInto = async (page: Page, testId: string, text: string) => {
  await tabTo(page, page.getByTestId(testId));
  await page.keyboard.type(text);
};

for (const language of ['th', 'en'] as const) {
  const t = texts[language];

  test(`keyboard: register (${language})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await keyboardPage(browser, language);
    await page.goto('/m/register');
    await expect(page.getByTestId('register-username')).toBeVisible();
    await typeInto(page, 'register-username', `kb${Date.now().toString(36)}`);
    await typeInto(page, 'register-password', E2E_PASSWORD);
    await typeInto(page, 'register-confirmPassword', E2E_PASSWORD);
    await typeInto(page, 'register-captcha', await captchaAnswer(page));
    // A date field takes its parts as typed digits: day, month, year in both languages here.
    await typeInto(page, 'register-birthDate', '01011990');
    await expect(page.getByTestId('register-birthDate')).toHaveValue('1990-01-01');
    await tabTo(page, page.getByTestId('register-agreeTerms'));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('register-agreeTerms')).toBeChecked();
    await tabTo(page, page.getByTestId('register-submit'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('register-success')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });

  test(`keyboard: the side panel keeps the focus, Escape closes it, focus returns (${language})`, async ({
    browser,
  }) => {
    const member = await registerViaApi(server.url);
    const { context, page } = await keyboardPage(browser, language, member);
    await page.goto('/m/home');
    const menu = page.getByTestId('top-bar-menu');
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('side-panel');
    await expect(panel).toBeVisible();
    const inside = () => panel.evaluate((el) => el.contains(document.activeElement));
    expect(await inside()).toBe(true);
    // Round the panel forwards and backwards: the focus never leaves it.
    const stops = await panel
      .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
      .count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    await context.close();
  });

  test(`keyboard: launch a game (${language})`, async ({ browser }) => {
    const member = await registerViaApi(server.url);
    const { context, page } = await keyboardPage(browser, language, member);
    await page.goto('/m/gameList?gameType=RNG');
    const open = page.getByTestId('game-tile').first().locator('.game-tile__open');
    await expect(open).toBeVisible();
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
    await expect(page.locator('#balance')).toBeVisible();
    await context.close();
  });

  test(`keyboard: place a lottery bet (${language})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(server.url);
    const { launchCode } = await memberValue(server.url, member)<{ launchCode: string }>(
      'POST',
      '/wps/game/lottery/pageCode',
      {},
    );
    const { context, page } = await keyboardPage(browser, language, member);
    // The demo 1-minute lottery's betting page, as the lottery lobby opens it.
    await page.goto(
      `/m/lotto-h5/${member.merchantCode}/ent/games/101?launch=${launchCode}&merchant=${member.merchantCode}&language=${language}`,
    );
    await expect(page.getByTestId('lh5-balance')).toHaveText(/1,000\.00 THB/);
    await typeInto(page, 'lh5-numbers', '12');
    await tabTo(page, page.getByTestId('lh5-add-bet'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lh5-total')).toHaveText('1.00 THB');
    await tabTo(page, page.getByTestId('lh5-place'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lh5-slip-message')).toHaveText(/#\d+/);
    await expect(page.getByTestId('lh5-orders').locator('li')).toHaveCount(1);
    await context.close();
  });

  test(`keyboard: withdraw (${language})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(server.url);
    const call = memberValue(server.url, member);
    // Money to withdraw under the 1,000 that reaches Silver (its bonus would ask a turnover);
    // the payee name, payment password and card are set up as the money spec does by pointer.
    const d = await call<{ amount: string }>('POST', '/wps/deposit/promptpay', {
      amount: '900',
      idempotencyKey: `kbd-${Date.now()}${language}`,
    });
    await call('POST', '/dev/deposit/promptpay/transfer', { amount: d.amount });
    await call('PUT', '/wps/member/info/payeename', { payeeName: 'Somchai Jaidee' });
    await call('PUT', '/wps/member/paymentPassword', {
      password: member.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });
    await call('POST', '/wps/member/bankCard', {
      bankCode: 'SCB',
      accountNumber: '1234567890',
      holderName: 'Somchai Jaidee',
    });

    const { context, page } = await keyboardPage(browser, language, member);
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-amount-input')).toBeVisible();
    await typeInto(page, 'withdraw-amount-input', '300');
    await typeInto(page, 'withdraw-password-input', PAYMENT_PASSWORD);
    await tabTo(page, page.getByTestId('withdraw-submit'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('withdrawal')).toHaveAttribute('data-state', 'pending');
    await context.close();

    // A second deposit waits for the desk; the console credits it, then approves the withdrawal
    // and marks it paid, by keyboard alone (each decision confirmed in the browser's dialog).
    const waiting = await call<{ amount: string }>('POST', '/wps/deposit/promptpay', {
      amount: '200',
      idempotencyKey: `kbd-desk-${Date.now()}${language}`,
    });
    const ops = await deskPage(browser);
    ops.on('dialog', (dialog) => void dialog.accept());
    await ops.goto('/console/#/deposits');
    const deposit = ops.getByRole('row').filter({ hasText: member.username });
    await decideByKeyboard(ops, deposit.getByRole('button', { name: 'Credit' }));
    await expect(ops.getByText('Credit: done')).toBeVisible();
    // Credited, it leaves the list of open deposits, and the member has nothing pending.
    await expect(deposit).toHaveCount(0);
    expect(await call<unknown[]>('GET', '/wps/deposit/pending')).toEqual([]);
    expect(waiting.amount).toMatch(/^200\./);

    await ops.goto('/console/#/withdrawals');
    const withdrawal = ops.getByRole('row').filter({ hasText: member.username });
    await decideByKeyboard(ops, withdrawal.getByRole('button', { name: 'Approve' }));
    await expect(withdrawal.getByText('approved')).toBeVisible();
    await decideByKeyboard(ops, withdrawal.getByRole('button', { name: 'Mark paid' }));
    await expect(ops.getByText('Mark paid: done')).toBeVisible();
    await expect(withdrawal).toHaveCount(0);
    await ops.context().close();
  });

  test(`keyboard: join a promotion; the console approves it by keyboard (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await registerViaApi(server.url);
    const { context, page } = await keyboardPage(browser, language, member);
    await page.goto('/m/activity');
    const head = page.getByRole('button', { name: new RegExp(t.firstDeposit) });
    await expect(head).toBeVisible();
    await tabTo(page, head);
    await page.keyboard.press('Enter');
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    const item = page.getByTestId(`promotion-${await promotionId('First deposit bonus 100%')}`);
    await tabTo(page, item.getByTestId('promotion-join'));
    await page.keyboard.press('Enter');
    await expect(item.locator('.promotion__status')).toHaveText(t.applying);
    await context.close();

    // The console at a desk, by keyboard: the promotion's entries, then Approve.
    const ops = await deskPage(browser);
    await ops.goto('/console/#/promotions');
    const row = ops.getByRole('row').filter({ hasText: 'First deposit bonus 100%' });
    const entries = row.getByRole('button', { name: 'Entries' });
    await expect(entries).toBeVisible();
    await entries.focus();
    await ops.keyboard.press('Enter');
    // The entries open above the list: the focus moves to them, as into a dialog.
    await expect(ops.getByRole('heading', { name: /^Entries of/ })).toBeFocused();
    const entry = ops.getByTestId(`entry-${member.username}`);
    await expect(entry).toContainText('applying');
    const approve = entry.getByRole('button', { name: 'Approve' });
    // From the heading to Approve with Tab alone.
    const stops: string[] = [];
    for (
      let i = 0;
      i < 40 && !(await approve.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await ops.keyboard.press('Tab');
      stops.push(await ops.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    await expect(approve, `Tab stops: ${stops.join(' | ')}`).toBeFocused();
    await ops.keyboard.press('Enter');
    await expect(entry).toContainText('joined');
    // Closed, the focus is back on the button that opened the entries.
    await entry.page().getByRole('button', { name: 'Close', exact: true }).focus();
    await ops.keyboard.press('Enter');
    await expect(entries).toBeFocused();
    await ops.context().close();
  });
}
