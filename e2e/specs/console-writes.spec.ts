import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { CONSOLE_DEVICE, createOwnerByCommand, enrolAndSignIn } from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi } from '../support/session';

/**
 * The console's writes and lists as an operator meets them: a double click sends one message,
 * a list counts what the server has, every menu entry has its icon and no page logs a warning,
 * and a wide table on a narrow screen leaves the menu usable.
 */
test.use(CONSOLE_DEVICE);

const PORT = E2E_PORT + 17;
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
const links: string[] = [];

test.beforeAll(async () => {
  // Four create-owner commands, each migrating the embedded database, then the server's own
  // 3 minutes to start (support/server.ts): a busy machine needs them all.
  test.setTimeout(420_000);
  server = await startServer(PORT, {}, (env) => {
    // An enrolment link is good once: one owner per test.
    for (const name of ['sender', 'counter', 'walker', 'narrow'])
      links.push(createOwnerByCommand(env, name, PORT));
  });
});
test.afterAll(async () => server.stop());

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('ops.token')!);

test('a double click on Send delivers a message to everyone once', async ({ page }) => {
  test.setTimeout(90_000);
  await registerViaApi(server.url);
  await enrolAndSignIn(page, links[0]!, 'sender');
  await page.getByRole('menuitem', { name: 'Messages' }).click();
  await page.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'Everyone' }).click();
  const title = `Once ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message (HTML)').fill('<p>Only once</p>');
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/ops/messages')
      sends.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(page.getByText(/Message sent to \d+ member\(s\)/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);

  const res = await fetch(`${server.url}/ops/messages`, {
    headers: { authorization: await token(page) },
  });
  const sent = ((await res.json()) as { value: { list: { title: string }[] } }).value.list;
  expect(sent.filter((m) => m.title === title)).toHaveLength(1);
  // Whatever reached the server carried the form's one key.
  expect(new Set(sends).size).toBe(1);
  expect(sends[0]).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);

  // The next message is a new intent: sent, not answered from the first.
  await page.getByLabel('Title').fill(`${title} again`);
  await page.getByLabel('Message (HTML)').fill('<p>Second</p>');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `${title} again` })).toHaveCount(1);
  expect(new Set(sends).size).toBe(2);
});

test("the Members list counts the server's members, not its page size", async ({ page }) => {
  test.setTimeout(90_000);
  await enrolAndSignIn(page, links[1]!, 'counter');
  const search = async () => {
    const res = await fetch(`${server.url}/ops/members?pageSize=1`, {
      headers: { authorization: await token(page) },
    });
    return ((await res.json()) as { value: { total: number } }).value.total;
  };
  await registerViaApi(server.url);
  await registerViaApi(server.url);
  const total = await search();
  await page.getByRole('menuitem', { name: 'Members' }).click();
  const shown = Math.min(total, 25);
  await expect(page.getByText(`1-${shown} of ${total}`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(shown + 1);

  // Two more members: the count follows.
  await registerViaApi(server.url);
  await registerViaApi(server.url);
  await page.reload();
  await expect(page.getByText(`of ${total + 2}`)).toBeVisible();
  // Narrowed to one member, the count is one.
  const one = await registerViaApi(server.url);
  await page.getByPlaceholder('Username starts with').fill(one.username);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-members-total.png` });
});

test('every menu entry has its icon, and no page logs a warning or an error', async ({ page }) => {
  test.setTimeout(120_000);
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') logged.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
  await enrolAndSignIn(page, links[2]!, 'walker');
  const entries = page.getByRole('menu').getByRole('menuitem');
  const names = (await entries.allTextContents()).map((n) => n.trim());
  expect(names).toEqual(expect.arrayContaining(['Points mall', 'Feedback', 'Settings']));
  for (const name of names) {
    const entry = page.getByRole('menu').getByRole('menuitem', { name, exact: true });
    await expect(entry.locator('svg'), `${name} has an icon`).toHaveCount(1);
    await entry.click();
    await expect(entry).toHaveClass(/RaMenuItemLink-active/);
    await page.waitForLoadState('networkidle');
  }
  expect(logged).toEqual([]);
});

test('on a phone the Deposits table scrolls inside its area; the menu stays usable', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A deposit request, so that the list shows its table rather than its empty state.
  const member = await registerViaApi(server.url);
  const asked = await fetch(`${server.url}/wps/deposit/promptpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      merchant: member.merchantCode,
      authorization: member.token,
    },
    body: JSON.stringify({ amount: '300', idempotencyKey: `narrow-${Date.now()}` }),
  });
  expect(asked.status).toBe(200);
  const context = await browser.newContext(CONSOLE_DEVICE);
  const page = await context.newPage();
  // Signed in at the desk (the sign-in helper waits for the open menu), then on a phone.
  await enrolAndSignIn(page, links[3]!, 'narrow');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/console/#/deposits`);
  await expect(page.getByRole('columnheader', { name: 'Decided by' })).toBeAttached({
    timeout: 30_000,
  });
  // The page itself does not scroll sideways: the table does, inside the list.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-deposits-390.png` });
  // Open the menu and go on to an entry below Deposits by clicking it.
  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  const gateway = page.getByRole('menuitem', { name: 'Gateway payments' });
  await gateway.scrollIntoViewIfNeeded();
  // A real click, hit-tested: nothing of the content may lie over the entry.
  await gateway.click();
  await expect(page).toHaveURL(/#\/gateway-payments/);
  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  const settings = page.getByRole('menuitem', { name: 'Settings' });
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  await expect(page).toHaveURL(/#\/settings/);
  await context.close();
});
