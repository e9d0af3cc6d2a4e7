import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  createOwnerByCommand,
  enrolAndSignInByApi,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { skipHomePopups } from '../support/quiet-home';
import { shot } from '../support/shots';
import { registerViaApi, signInContext } from '../support/session';

/**
 * The rest: the user agreement written in the console, the m_reg banners on
 * registration, the side panel's promotions with unread marks, the notices' read marks and the
 * login popup list on home.
 */
const PORT = E2E_PORT + 16;
const OWNER = 'agreement_owner';
let server: RunningServer;
let opsToken = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  let enrolmentToken = '';
  server = await startServer(PORT, {}, (env) => {
    enrolmentToken = createOwnerByCommand(env, OWNER, PORT).split('#/enrol/')[1] ?? '';
  });
  opsToken = await enrolAndSignInByApi(server.url, enrolmentToken, OWNER);
});
test.afterAll(async () => server.stop());

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'th-TH',
};

async function phoneContext(
  browser: Browser,
  language: 'th' | 'en',
  opts: { member?: boolean; popups?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: server.url, ...phone });
  const member = opts.member ? await registerViaApi(server.url) : null;
  if (member) await signInContext(context, member);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  if (!opts.popups) await skipHomePopups(context);
  return { context, member };
}

const texts = {
  th: { agreement: 'ข้อตกลงผู้ใช้', promotions: 'โปรโมชั่น', unread: 'ยังไม่ได้อ่าน' },
  en: { agreement: 'User agreement', promotions: 'Promotions', unread: 'Unread' },
} as const;

test('an operator writes the user agreement in the console; the app shows it cleaned, per language', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ops = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await ops.addInitScript((token) => sessionStorage.setItem('ops.token', token), opsToken);
  const page = await ops.newPage();
  await page.goto('/console/#/user-agreement');
  const field = page.getByLabel(/Agreement \(HTML\), ไทย/);
  await expect(field).not.toHaveValue('');
  await field.fill(
    '<h2>ข้อตกลงใหม่</h2><p>ข้อ 1 อ่านก่อนสมัคร</p><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2">',
  );
  await page.getByRole('tab', { name: /English/ }).click();
  await page
    .getByLabel(/Agreement \(HTML\), English/)
    .fill(
      '<h2>New terms</h2><p>Rule 1: read before you register.</p><a href="javascript:window.__pwned=3">x</a>',
    );
  await expect(page.getByTestId('agreement-preview')).toContainText('Rule 1');
  await expectAccessible(page);
  await shot(page, 'console-user-agreement', { fullPage: false });
  await page.getByRole('button', { name: 'Save every language' }).click();
  await expect(page.getByText(/User agreement saved/)).toBeVisible();
  const audit = await fetch(`${server.url}/ops/audit?action=user_agreement.update`, {
    headers: { authorization: opsToken },
  });
  expect(JSON.stringify(await audit.json())).toContain('user_agreement.update');
  await ops.close();

  for (const language of ['th', 'en'] as const) {
    const { context } = await phoneContext(browser, language);
    const app = await context.newPage();
    // Registration links to it.
    await app.goto('/m/register');
    await app.getByTestId('register-terms-link').click();
    await expect(app).toHaveURL(/\/m\/useragreement$/);
    await expect(app.getByTestId('top-bar-title')).toHaveText(texts[language].agreement);
    const text = app.getByTestId('user-agreement');
    await expect(text).toContainText(language === 'th' ? 'ข้อ 1 อ่านก่อนสมัคร' : 'Rule 1');
    await expect(text.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await app.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectAccessible(app);
    await shot(app, `user-agreement-${language}`, { fullPage: false });
    await context.close();
  }
});

for (const language of ['th', 'en'] as const) {
  test(`${language}: the m_reg banners show above the registration form`, async ({ browser }) => {
    const { context } = await phoneContext(browser, language);
    const page = await context.newPage();
    await page.goto('/m/register');
    const banners = page.getByTestId('register-banners');
    await expect(banners.locator('img').first()).toBeVisible();
    // A tap on the register page stays there (§2.3).
    await banners.locator('img').first().click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expectAccessible(page);
    await shot(page, `register-banners-${language}`, { fullPage: false });
    await context.close();
  });

  test(`${language}: the side panel's promotions list their unread marks, opened in the activity center`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context } = await phoneContext(browser, language, { member: true });
    const page = await context.newPage();
    await page.goto('/m/home');
    await page.getByTestId('top-bar-menu').click();
    const toggle = page.getByTestId('side-panel-promotions-toggle');
    await expect(toggle).toContainText(texts[language].promotions);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByTestId('side-panel-promotion-list');
    const first = list.locator('a[data-testid^="side-panel-promotion-"]').first();
    await expect(first.getByText(texts[language].unread)).toHaveCount(1);
    const unreadBefore = await list.locator('.promotion-sub__unread').count();
    expect(unreadBefore).toBeGreaterThan(1);
    await page.waitForTimeout(1000);
    await expectAccessible(page);
    await shot(page, `side-panel-promotions-${language}`, { fullPage: false });
    const testId = (await first.getAttribute('data-testid')) ?? '';
    const id = testId.replace('side-panel-promotion-', '');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${id}$`));
    await expect(page.getByTestId(`promotion-${id}`).locator('.promotion__head')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Opening it marked it read: the panel's list has one mark fewer.
    await page.waitForTimeout(500);
    await page.getByTestId('top-bar-menu').click();
    await page.getByTestId('side-panel-promotions-toggle').click();
    await expect(
      page.getByTestId(`side-panel-promotion-${id}`).locator('.promotion-sub__unread'),
    ).toHaveCount(0);
    await expect(
      page.getByTestId('side-panel-promotion-list').locator('.promotion-sub__unread'),
    ).toHaveCount(unreadBefore - 1);
    await context.close();
  });

  test(`${language}: a member's unread notices are marked, and opening one reads it`, async ({
    browser,
  }) => {
    const { context } = await phoneContext(browser, language, { member: true });
    const page = await context.newPage();
    await page.goto('/m/notice');
    const first = page.getByTestId('notice-list').locator('details').first();
    await expect(first.getByTestId('notice-unread')).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, `notice-unread-${language}`, { fullPage: false });
    await first.locator('summary').click();
    await expect(first.getByTestId('notice-unread')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('notice-list').locator('details').first()).toBeVisible();
    await expect(
      page.getByTestId('notice-list').locator('details').first().getByTestId('notice-unread'),
    ).toHaveCount(0);
    await context.close();
  });
}

test('the login popup list shows a member the PU announcements once per session', async ({
  browser,
}) => {
  const { context } = await phoneContext(browser, 'en', { member: true, popups: true });
  await context.addInitScript(() => localStorage.setItem('firstVisitPopupClosed', '1'));
  const page = await context.newPage();
  await page.goto('/m/home');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toContainText('Welcome to the demo');
  await expectAccessible(page);
  await shot(page, 'login-popup-en', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  await context.close();
});

test('an operator adds a promotion category in the console; the activity center filters by it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const ops = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await ops.addInitScript((token) => sessionStorage.setItem('ops.token', token), opsToken);
  const page = await ops.newPage();
  await page.goto('/console/#/promotions');
  await page.getByRole('button', { name: 'Categories' }).click();
  const table = page.getByRole('table', { name: 'Promotion categories' });
  await expect(table).toContainText('welcome');
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByLabel('Code').fill('vip');
  await page.getByLabel('Name (English)').fill('VIP club');
  await page.getByLabel('Name (Thai)').fill('วีไอพีคลับ');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(table).toContainText('VIP club');
  await expectAccessible(page);
  await shot(page, 'console-categories', { fullPage: false });
  await ops.close();

  const { context } = await phoneContext(browser, 'en');
  const app = await context.newPage();
  await app.goto('/m/activity');
  await app.getByRole('button', { name: 'VIP club' }).click();
  await expect(app.getByTestId('promotions-empty')).toBeVisible();
  await context.close();
});
