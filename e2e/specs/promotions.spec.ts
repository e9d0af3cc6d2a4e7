import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from '../playwright.config';
import { repoRoot, startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';

/** Issue 20: the activity center, joining a reviewed promotion and the console's approval. */
const PORT = E2E_PORT + 7;
const OWNER = 'promo_owner';
const PASSWORD = 'Granite-orchard-lamp-58';
const SHOTS = `${repoRoot}../_shots/promos`;
let server: RunningServer;
let enrolmentToken = '';
let opsToken = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/console-cli.ts',
        'create-owner',
        '--username',
        OWNER,
        '--base-url',
        `http://127.0.0.1:${PORT}`,
      ],
      { cwd: repoRoot, env, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    enrolmentToken = /#\/enrol\/(\S+)/.exec(run.stdout)?.[1] ?? '';
  });
  // The operator enrols and signs in through the API; the console page then uses the session.
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { value: Record<string, unknown> };
    if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.value;
  };
  const { secret } = (await call('/ops/enrolment/start', { token: enrolmentToken })) as {
    secret: string;
  };
  const now = Math.floor(Date.now() / 1000);
  await call('/ops/enrolment/complete', {
    token: enrolmentToken,
    password: PASSWORD,
    code: await generate({ secret, epoch: now }),
  });
  const signed = await call('/ops/sign-in', {
    username: OWNER,
    password: PASSWORD,
    code: await generate({ secret, epoch: now + 30 }),
  });
  opsToken = String(signed.token);
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

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
    firstDeposit: 'โบนัสฝากครั้งแรก 100%',
  },
  en: {
    join: 'Join',
    applying: 'Applying',
    joined: 'Joined',
    firstDeposit: 'First deposit bonus 100%',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: a member joins a reviewed deposit promotion and the console approves it`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    const id = await promotionId('First deposit bonus 100%');
    const { context, member } = await memberContext(browser, language);
    const page = await context.newPage();
    await page.goto('/m/activity');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const item = page.getByTestId(`promotion-${id}`);
    await expect(item).toContainText(t.firstDeposit);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/activity-${language}.png` });
    await item.getByRole('button', { name: new RegExp(t.firstDeposit) }).click();
    await expect(item.getByRole('button', { name: new RegExp(t.firstDeposit) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await item.getByTestId('promotion-join').click();
    await expect(item.locator('.promotion__status')).toHaveText(t.applying);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/activity-applying-${language}.png` });

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
    await ops.page.screenshot({ path: `${SHOTS}/console-entries-${language}.png` });
    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(entry).toContainText('joined');
    await expect(entry).toContainText(OWNER);
    await ops.context.close();

    // The member sees the new status.
    await page.reload();
    await expect(page.getByTestId(`promotion-${id}`).locator('.promotion__status')).toHaveText(
      t.joined,
    );
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
    await page.screenshot({ path: `${SHOTS}/activity-id-${language}.png` });
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
