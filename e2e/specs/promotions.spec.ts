import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  createOwnerByCommand,
  enrolAndSignInByApi,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';

/**
 * The activity center, joining a reviewed promotion and the console's approval; the
 * inbox with its unread dot; live chat through the demo provider.
 */
const PORT = E2E_PORT + 7;
const OWNER = 'promo_owner';
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
let enrolmentToken = '';
let opsToken = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    enrolmentToken = createOwnerByCommand(env, OWNER, PORT).split('#/enrol/')[1] ?? '';
  });
  // The operator enrols and signs in through the API; the console page then uses the session.
  opsToken = await enrolAndSignInByApi(server.url, enrolmentToken, OWNER);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

const promotionId = async (titleEn: string) => {
  const res = await fetch(`${server.url}/wps/announcements?types=PR`, {
    headers: { language: 'en' },
  });
  const body = (await res.json()) as { value: { promotion: { id: number; title: string }[] } };
  const found = body.value.promotion.find((p) => p.title === titleEn);
  if (!found) throw new Error(`no promotion ${titleEn}`);
  return found.id;
};

async function memberContext(browser: Browser, language: 'th' | 'en') {
  // A phone, as the project's settings (a context made here does not take them).
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  const member = await registerViaApi(server.url);
  await signInContext(context, member);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await skipHomePopups(context);
  return { context, member };
}

async function consolePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    locale: 'en-GB',
  });
  await context.addInitScript((token) => sessionStorage.setItem('ops.token', token), opsToken);
  return { context, page: await context.newPage() };
}

const texts = {
  th: {
    join: 'เข้าร่วม',
    applying: 'กำลังสมัคร',
    joined: 'เข้าร่วมแล้ว',
    claim: 'รับรางวัล',
    issued: 'ออกโบนัสแล้ว',
    firstDeposit: 'โบนัสฝากครั้งแรก 100%',
  },
  en: {
    join: 'Join',
    applying: 'Applying',
    joined: 'Joined',
    claim: 'Claim',
    issued: 'Issued',
    firstDeposit: 'First deposit bonus 100%',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: a member joins a reviewed deposit promotion and the console approves it`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts[language];
    const id = await promotionId('First deposit bonus 100%');
    const { context, member } = await memberContext(browser, language);
    const page = await context.newPage();
    await page.goto('/m/activity');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const item = page.getByTestId(`promotion-${id}`);
    await expect(item).toContainText(t.firstDeposit);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-${language}.png` });
    await item.getByRole('button', { name: new RegExp(t.firstDeposit) }).click();
    await expect(item.getByRole('button', { name: new RegExp(t.firstDeposit) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await item.getByTestId('promotion-join').click();
    await expect(item.locator('.promotion__status')).toHaveText(t.applying);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-applying-${language}.png` });

    // The operator approves it in the console.
    const ops = await consolePage(browser);
    await ops.page.goto('/console/#/promotions');
    await ops.page
      .getByTestId(`promotion-row-${id}`)
      .getByRole('button', { name: 'Entries' })
      .click();
    const entry = ops.page.getByTestId(`entry-${member.username}`);
    await expect(entry).toContainText('applying');
    await expectAccessible(ops.page);
    if (SHOTS) await ops.page.screenshot({ path: `${SHOTS}/console-entries-${language}.png` });
    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(entry).toContainText('joined');
    await expect(entry).toContainText(OWNER);
    await ops.context.close();

    // The member sees the new status.
    await page.reload();
    const status = page.getByTestId(`promotion-${id}`).locator('.promotion__status');
    await expect(status).toHaveText(t.joined);

    // A PromptPay deposit on the deposit page (matched by the demo matching) qualifies it; the
    // claim credits the bonus balance through the ledger, with its turnover still to play.
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-amount-input').fill('1500');
    await page.getByTestId('deposit-submit').click();
    const request = page.getByTestId('deposit-request');
    await expect(request).toHaveAttribute('data-state', 'pending');
    const amount = (await page.getByTestId('deposit-amount').textContent())!.split(' ')[0]!;
    const match = await page.request.post('/dev/deposit/promptpay/transfer', {
      data: { amount: amount.replace(/,/g, '') },
    });
    expect(match.status()).toBe(200);
    await expect(request).toHaveAttribute('data-state', 'credited', { timeout: 10_000 });
    await page.goto('/m/activity');
    await expect(status).toHaveText(t.claim);
    const head = page
      .getByTestId(`promotion-${id}`)
      .getByRole('button', { name: new RegExp(t.firstDeposit) });
    if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
    await page.getByTestId(`promotion-${id}`).getByTestId('promotion-claim').click();
    await expect(status).toHaveText(t.issued);
    await expect(page.getByTestId('toast-success')).toContainText(t.issued);
    const info = await fetch(`${server.url}/wps/withdraw/rules`, {
      headers: { merchant: member.merchantCode, authorization: member.token },
    });
    expect(((await info.json()) as { value: { turnoverRequired: string } }).value).toMatchObject({
      // 10,000 for the bonus (1,000 × 10) and 50 for the Silver level-up bonus (50 × 1) that
      // the 1,500 deposit earns.
      turnoverRequired: expect.stringMatching(/^10050\.0+$/),
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-issued-${language}.png` });
    await context.close();
  });

  test(`${language}: ?id= opens a promotion and scrolls it into view`, async ({ browser }) => {
    const id = await promotionId('Invite friends, share rewards');
    const { context } = await memberContext(browser, language);
    const page = await context.newPage();
    await page.goto(`/m/activity?id=${id}`);
    const item = page.getByTestId(`promotion-${id}`);
    await expect(item.locator('.promotion__head')).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.promotion__head')).toBeInViewport({ timeout: 3000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-id-${language}.png` });
    await context.close();
  });
}

test('a promotion whose content holds a script shows without running it', async ({ browser }) => {
  const dangerous =
    '<p>Safe words</p><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">link</a>';
  const res = await fetch(`${server.url}/ops/promotions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: opsToken },
    body: JSON.stringify({
      title: { th: 'ทดสอบสคริปต์', en: 'Script test' },
      content: { th: dangerous, en: dangerous },
      imageUrl: null,
      linkUrl: null,
      startAt: Date.now() - 60_000,
      endAt: null,
      categoryIds: [],
      enabled: true,
      rule: {
        kind: 'info',
        review: false,
        rateBp: 0,
        cap: null,
        reward: null,
        turnoverMultiple: 0,
        rebateBasis: null,
        memberTypes: [0, 1, 2],
        firstDepositOnly: false,
        periodDays: null,
      },
    }),
  });
  expect(res.status).toBe(200);
  const { id } = ((await res.json()) as { value: { id: number } }).value;
  const { context } = await memberContext(browser, 'en');
  const page = await context.newPage();
  await page.goto(`/m/activity?id=${id}`);
  const item = page.getByTestId(`promotion-${id}`);
  await expect(item.getByText('Safe words')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(item.locator('script')).toHaveCount(0);
  await expect(item.locator('a[href^="javascript"]')).toHaveCount(0);
  await context.close();
});

const commentTexts = {
  th: { required: 'กรุณาเขียนความคิดเห็นก่อนเข้าร่วม', max: 'ไม่เกิน 140 ตัวอักษร' },
  en: { required: 'Please write a comment to join', max: 'at most 140 characters' },
} as const;

test.describe('§5 a promotion that takes a comment', () => {
  let id = 0;
  test.beforeAll(async () => {
    const res = await fetch(`${server.url}/ops/promotions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: opsToken },
      body: JSON.stringify({
        title: { th: 'บอกเราหน่อย', en: 'Tell us your table name' },
        content: { th: '<p>เขียนชื่อโต๊ะของคุณ</p>', en: '<p>Write your table name.</p>' },
        imageUrl: null,
        linkUrl: null,
        startAt: Date.now() - 60_000,
        endAt: null,
        categoryIds: [],
        enabled: true,
        rule: {
          kind: 'reward',
          review: true,
          rateBp: 0,
          cap: null,
          reward: '5',
          turnoverMultiple: 1,
          rebateBasis: null,
          memberTypes: [0, 1, 2],
          firstDepositOnly: false,
          periodDays: null,
          takesComment: true,
        },
      }),
    });
    expect(res.status).toBe(200);
    id = ((await res.json()) as { value: { id: number } }).value.id;
  });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: joining asks for it; the console sees it`, async ({ browser }) => {
      const t = commentTexts[language];
      const { context, member } = await memberContext(browser, language);
      const page = await context.newPage();
      await page.goto(`/m/activity?id=${id}`);
      const item = page.getByTestId(`promotion-${id}`);
      const field = item.getByTestId('promotion-comment');
      await expect(field).toBeVisible();
      await expect(item).toContainText(t.max);
      await item.getByTestId('promotion-join').click();
      await expect(item.getByRole('alert')).toHaveText(t.required);
      await expectAccessible(page);
      if (SHOTS) await item.screenshot({ path: `${SHOTS}/activity-comment-${language}.png` });
      await field.fill(`table ${language} ${'x'.repeat(200)}`);
      await expect(field).toHaveValue(new RegExp(`^table ${language} x{${140 - 9}}$`));
      await item.getByTestId('promotion-join').click();
      await expect(item.locator('.promotion__status')).toHaveText(texts[language].applying);

      const entries = await fetch(`${server.url}/ops/promotions/entries?announcementId=${id}`, {
        headers: { authorization: opsToken },
      });
      const list = (
        (await entries.json()) as {
          value: { list: { username: string; comment: string | null }[] };
        }
      ).value.list;
      expect(list.find((e) => e.username === member.username)?.comment).toMatch(
        new RegExp(`^table ${language} x+$`),
      );
      await context.close();
    });
  }
});

const memberIdOf = async (username: string) => {
  const res = await fetch(`${server.url}/ops/members?username=${username}`, {
    headers: { authorization: opsToken },
  });
  const body = (await res.json()) as { value: { list: { id: number; username: string }[] } };
  return body.value.list.find((m) => m.username === username)!.id;
};

const inboxTexts = {
  th: { messages: 'ข้อความ', unread: 'ยังไม่ได้อ่าน' },
  en: { messages: 'Messages', unread: 'Unread' },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: an operator sends a message to one member; the unread dot goes once read`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = inboxTexts[language];
    const { context, member } = await memberContext(browser, language);
    const ops = await consolePage(browser);
    await ops.page.goto('/console/#/messages');
    await ops.page.getByLabel('Member id').fill(String(await memberIdOf(member.username)));
    await ops.page.getByLabel('Title').fill(`Hello ${language}`);
    await ops.page
      .getByLabel('Message (HTML)')
      .fill('<p>Your weekly bonus is ready.</p><script>window.__pwned=1</script>');
    await expectAccessible(ops.page);
    await ops.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(ops.page.getByText('Message sent to 1 member(s)')).toBeVisible();
    if (SHOTS) await ops.page.screenshot({ path: `${SHOTS}/console-messages-${language}.png` });
    await ops.context.close();

    const page = await context.newPage();
    await page.goto('/m/home');
    await page.getByTestId('bottom-menu-service').click();
    await expect(page.getByTestId('service-unread-dot')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/service-popup-unread-${language}.png` });
    await page
      .getByTestId('service-popup')
      .getByRole('link', { name: new RegExp(t.messages) })
      .click();
    await expect(page).toHaveURL(/\/m\/webEmail/);
    const item = page.getByTestId('inbox-list').getByRole('listitem').first();
    await expect(item.getByLabel(t.unread)).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-${language}.png` });
    await item.getByRole('button', { name: `Hello ${language}` }).click();
    await expect(item.getByText('Your weekly bonus is ready.')).toBeVisible();
    await expect(item.getByLabel(t.unread)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-open-${language}.png` });
    await page.getByTestId('bottom-menu-service').click();
    await expect(page.getByTestId('service-popup')).toBeVisible();
    await expect(page.getByTestId('service-unread-dot')).toHaveCount(0);
    await context.close();
  });
}

test('live chat opens the demo provider for a type-0 member, and is absent for type 4 and nochat', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, member } = await memberContext(browser, 'en');
  const page = await context.newPage();
  await page.goto('/m/home');
  await page.getByTestId('bottom-menu-service').click();
  await expectAccessible(page);
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('live-chat').click(),
  ]);
  await expect(chat.getByTestId('demo-chat-greeting')).toContainText(`Hello ${member.username}`);
  if (SHOTS) await chat.screenshot({ path: `${SHOTS}/demo-chat.png` });
  // /m/service shows the same entries as a page.
  await page.goto('/m/service');
  await expect(page.getByTestId('page-service').getByTestId('live-chat')).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/service-page-en.png` });
  await context.close();

  // The server refuses these members too (integration tests); here the app hides the entry.
  for (const patch of [{ type: 4 }, { memberLabel: [{ labelName: 'nochat' }] }]) {
    const other = await memberContext(browser, 'en');
    await other.context.route('**/wps/member/info', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { value: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, value: { ...body.value, ...patch } } });
    });
    const p = await other.context.newPage();
    await p.goto('/m/home');
    await p.getByTestId('bottom-menu-service').click();
    await expect(p.getByTestId('service-popup').getByRole('link').first()).toBeVisible();
    await expect(p.getByTestId('live-chat')).toHaveCount(0);
    // A member-info call still in flight must not outlive the context it was routed in.
    await other.context.unrouteAll({ behavior: 'ignoreErrors' });
    await other.context.close();
  }
});
