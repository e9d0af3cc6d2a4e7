import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn as enrolAsOperator,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi } from '../support/session';

/**
 * End to end: the owner from the command line invites a content and a support
 * operator; content changes a banner and turns maintenance on, and a player's browser follows
 * without a restart; support locks a member, whose session ends; each is refused the rest; the
 * audit log lists it all; support reads a member's player protection (issue 34).
 */
test.use(CONSOLE_DEVICE);

const PORT = E2E_PORT + 4;
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
let ownerLink = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    ownerLink = createOwnerByCommand(env, 'boss', PORT);
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Enrols from a link (TOTP computed here) and signs in with the next step's code. */
async function signedInOperator(browser: Browser, link: string, username: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await enrolAsOperator(page, link, username);
  const token = (await page.evaluate(() => sessionStorage.getItem('ops.token')))!;
  return { page, context, token };
}

async function invite(owner: Page, username: string, role: string) {
  await owner.getByRole('menuitem', { name: 'Operators' }).click();
  await owner.getByRole('link', { name: 'Create' }).click();
  await owner.getByRole('textbox', { name: 'Username' }).fill(username);
  await owner.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: role }).click();
  await owner.getByRole('button', { name: 'Save' }).click();
  return (await owner.getByTestId('invite-link').textContent())!.trim();
}

const opsFetch = (token: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('owner, content and support operators run the merchant; the player app follows', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  expect(ownerLink).toContain('/console/#/enrol/');
  const owner = await signedInOperator(browser, ownerLink, 'boss');
  const contentLink = await invite(owner.page, 'editor', 'content');
  await owner.page.goto(`${server.url}/console/#/`);
  const supportLink = await invite(owner.page, 'helper', 'support');

  // A player on their phone, signed in, on the home page.
  const member = await registerViaApi(server.url);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  const player = await phone.newPage();
  await player.goto(`${server.url}/m/`);
  await expect(player.locator('.banner__slide').first()).toBeVisible();

  // Content: a new banner, uploaded, previewed at phone size, published first in the carousel.
  const content = await signedInOperator(browser, contentLink, 'editor');
  const cp = content.page;
  await expect(cp.getByRole('menuitem', { name: 'Members' })).toHaveCount(0);
  await cp.getByRole('menuitem', { name: 'Content' }).click();
  await expect(cp.getByRole('row').filter({ hasText: 'Welcome bonus' })).toBeVisible();
  await expectAccessible(cp);
  await shot(cp, 'content-list');
  await cp.getByRole('link', { name: 'Create' }).click();
  await cp.getByRole('textbox', { name: 'Title (th)' }).fill('แบนเนอร์คอนโซล');
  await cp.getByRole('textbox', { name: 'Title (en)' }).fill('Console banner');
  await cp
    .getByRole('textbox', { name: 'HTML (en)' })
    .fill('<p>Hello <script>alert(1)</script><b>players</b></p>');
  const png = await player.screenshot();
  await cp.getByTestId('banner-file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(cp.getByRole('textbox', { name: 'Image' })).toHaveValue(
    /^\/media\/uploads\/banner-[0-9a-f]+\.webp$/,
  );
  const bannerUrl = await cp.getByRole('textbox', { name: 'Image' }).inputValue();
  const preview = cp.getByTestId('phone-preview');
  await expect(preview.locator('img')).toHaveAttribute('src', bannerUrl);
  await expect(preview.getByRole('heading')).toHaveText('แบนเนอร์คอนโซล');
  // The preview's language, not the console's own (the app bar's language menu is named so too).
  await cp.getByRole('main').getByRole('button', { name: 'English' }).click();
  // Cleaned in the browser before it is shown: the script is gone, the bold stays.
  await expect(preview.getByTestId('preview-html')).toContainText('Hello players');
  await expect(preview.locator('script')).toHaveCount(0);
  await expectAccessible(cp);
  await shot(cp, 'content-create-preview');
  await cp.getByRole('button', { name: 'Save' }).click();
  await expect(cp.getByRole('row').filter({ hasText: 'Console banner' })).toBeVisible();

  await player.reload();
  const newBanner = player.getByRole('button', { name: 'แบนเนอร์คอนโซล' });
  await expect(newBanner.locator('img')).toHaveAttribute('src', bannerUrl);

  // Catalogue pages, and a vendor put in maintenance from its switch.
  await cp.getByRole('menuitem', { name: 'Vendors' }).click();
  await expect(cp.getByRole('row').filter({ hasText: 'SBO' }).first()).toBeVisible();
  await expectAccessible(cp);
  await shot(cp, 'catalogue-vendors');
  await cp.getByRole('menuitem', { name: 'Games' }).click();
  await expect(cp.getByRole('row').nth(3)).toBeVisible();
  await expectAccessible(cp);
  await cp.getByRole('menuitem', { name: 'Lottery' }).click();
  await expect(cp.getByRole('row').filter({ hasText: 'VN_FAST1' })).toBeVisible();
  await expectAccessible(cp);
  await cp.getByRole('menuitem', { name: 'Hot matches' }).click();
  await expect(cp.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(cp);

  // Content turns maintenance on; the player's app shows the maintenance page, no restart.
  await cp.getByRole('menuitem', { name: 'Settings' }).click();
  await cp.getByLabel('The app shows its maintenance page').check();
  await cp.getByLabel('Text the app shows').fill('Back at 14:00');
  await cp.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(cp.getByText('Maintenance is on')).toBeVisible();
  await expect(async () => {
    await player.reload();
    await expect(player.getByTestId('maintenance-page')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(player.getByTestId('maintenance-page')).toContainText('Back at 14:00');

  // Content is refused what support does.
  expect((await opsFetch(content.token, '/ops/members?username=a')).status).toBe(403);
  expect(
    (await opsFetch(content.token, '/ops/members/lock', { memberId: 1, locked: true })).status,
  ).toBe(403);

  // Support: finds the member, locks them; their open session ends.
  const sessions = () =>
    fetch(`${server.url}/wps/member/sessions`, { headers: { authorization: member.token } });
  expect((await sessions()).status).toBe(200);
  const support = await signedInOperator(browser, supportLink, 'helper');
  const sp = support.page;
  await expect(sp.getByRole('menuitem', { name: 'Content' })).toHaveCount(0);
  await sp.getByRole('menuitem', { name: 'Members' }).click();
  await sp.getByPlaceholder('Username starts with').fill(member.username.slice(0, 6));
  // The filter reaches the address after a debounce that would bring the list back over the page.
  await expect(sp).toHaveURL(new RegExp(member.username.slice(0, 6)));
  // Issue 34: the member set a deposit limit; support reads it and its history, changes nothing.
  const limit = await fetch(`${server.url}/wps/member/protection/limit`, {
    method: 'POST',
    headers: { authorization: member.token, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'deposit', period: 'day', amount: '1000' }),
  });
  expect(limit.status).toBe(200);
  await sp.getByRole('row').filter({ hasText: member.username }).click();
  const protection = sp.getByTestId('member-protection');
  await expect(protection.getByRole('table', { name: 'Limits' })).toContainText('1000.0000');
  await expect(protection).toContainText('Only the member can change limits');
  await expect(protection.getByRole('table', { name: 'Protection changes' })).toContainText(
    'Limit set or lowered',
  );
  await expectAccessible(sp);
  await shot(sp, 'member-protection');
  await sp.getByRole('button', { name: 'Lock member' }).click();
  await expect(sp.getByRole('button', { name: 'Unlock member' })).toBeVisible();
  expect((await sessions()).status).toBe(401);
  // Support is refused content, the catalogue and settings.
  expect((await opsFetch(support.token, '/ops/content')).status).toBe(403);
  expect(
    (await opsFetch(support.token, '/ops/catalogue/vendors', { id: 1, maintenance: true })).status,
  ).toBe(403);
  expect(
    (await opsFetch(support.token, '/ops/merchant/maintenance', { version: 1, maintenance: false }))
      .status,
  ).toBe(403);

  // The audit log lists every one of these actions, and the refusals.
  const op = owner.page;
  await op.goto(`${server.url}/console/#/audit`);
  for (const [who, action] of [
    ['boss', 'operator.invite'],
    ['editor', 'content.uploadBanner'],
    ['editor', 'content.create'],
    ['editor', 'merchant.maintenance'],
    ['editor', 'opsMemberSearch'],
    ['helper', 'member.lock'],
    ['helper', 'opsContentList'],
  ] as const) {
    await op.getByRole('textbox', { name: 'Action', exact: true }).fill(action);
    await expect(op.getByRole('row').filter({ hasText: who }).first()).toBeVisible();
  }
  await shot(op, 'audit-log');
  // The filter reaches the address after a debounce; leaving before it would come back here.
  await expect(op).toHaveURL(/opsContentList/);

  // Settings as a form generated from the schema; the server's message lands on its field.
  await op.getByRole('menuitem', { name: 'Settings' }).click();
  // Each field by its label, not its key in the configuration.
  const name = op.getByRole('textbox', { name: 'Merchant name', exact: true });
  await expect(name).toHaveValue('Lucky Demo');
  await expect(op.getByLabel('Primary colour')).toHaveAttribute('type', 'color');
  await expect(op.getByLabel('Free play (FREEPLAY3)')).toBeChecked();
  await expectAccessible(op);
  await shot(op, 'settings-form');
  await name.fill('');
  await op.getByRole('button', { name: 'Save configuration' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Lucky Console');
  await op.getByRole('button', { name: 'Save configuration' }).click();
  await expect(op.getByText('Settings saved')).toBeVisible();
  await expect(op.getByRole('table', { name: 'Configuration versions' })).toContainText(
    'Merchant name',
  );

  // The owner disables the content operator: their session ends at once.
  await op.getByRole('menuitem', { name: 'Operators' }).click();
  await expect(op.getByRole('button', { name: 'Disable editor' })).toBeVisible();
  await expectAccessible(op);
  await op.getByRole('button', { name: 'Disable editor' }).click();
  await expect(op.getByRole('button', { name: 'Enable editor' })).toBeVisible();
  expect((await opsFetch(content.token, '/ops/me')).status).toBe(401);
  await phone.close();
  for (const c of [owner, content, support]) await c.context.close();
});
