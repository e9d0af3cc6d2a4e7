import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn,
  expectAccessible,
} from '../support/console-operator';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';
import { memberValue } from '../support/member-api';

/**
 * End to end: a member deposits through the demo payment gateway (its page in the
 * member's language, Pay, a signed callback from the gateway's outbox) and sees it credited on
 * the deposit page without reloading; finance approves a withdrawal and marks it paid in the
 * console, and credits a bank transfer after looking at its slip.
 */
const PORT = E2E_PORT + 11;
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
let ownerLink = '';
/** A second owner for the slip test: an enrolment link is good once. */
let tellerLink = '';
/** A third, for the gateway payments page. */
let auditorLink = '';
/** The demo gateway's callback key, so that a test can play the gateway itself. */
const GATEWAY_KEY = randomBytes(24).toString('hex');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // §4 dep_func '1': the new deposit layout (methods as tabs); money.spec.ts runs the base one.
  server = await startServer(PORT, { mobileTemplate: { dep_func: '1' } }, (env) => {
    ownerLink = createOwnerByCommand(env, 'cashier', PORT);
    tellerLink = createOwnerByCommand(env, 'teller', PORT);
    auditorLink = createOwnerByCommand(env, 'auditor', PORT);
    env.DEMO_GATEWAY_HMAC_KEY = GATEWAY_KEY;
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const memberIn = async (context: BrowserContext, language: string) => {
  const member = await registerViaApi(server.url);
  await skipHomePopups(context);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  await signInContext(context, member);
  return member;
};

const call = (member: ApiMember, method: string, path: string, body?: unknown) =>
  memberValue(server.url, member)(method, path, body);

for (const language of ['th', 'en'] as const) {
  test(`deposit through the demo payment gateway, with a deposit bonus (${language})`, async ({
    context,
    page,
  }) => {
    await memberIn(context, language);
    await page.goto(`${server.url}/m/voucherCenter`);
    await expect(page.getByTestId('page-deposit')).toBeVisible();
    // §7 promo list and accept promo: the bonus is joined from the deposit page.
    const promo = page.getByTestId('deposit-promo').first();
    await promo.getByRole('button').click();
    await expect(promo.getByTestId('deposit-promo-status')).toBeVisible();
    await page.getByRole('tab').nth(2).click();
    await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('deposit-amount-input').fill('750');
    await shot(page, `gateway-form-${language}`);
    await page.getByTestId('deposit-submit').click();

    // The gateway's page, in the member's language.
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('demo-pay-amount')).toHaveText('750.00 THB');
    await shot(page, `gateway-page-${language}`);
    await expectAccessible(page);
    await page.getByTestId('demo-pay-submit').click();

    // Back in the app: pending until the callback lands, then credited without a reload.
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
    const request = page.getByTestId('deposit-request');
    await expect(request).toHaveAttribute('data-state', 'credited', { timeout: 15_000 });
    await shot(page, `gateway-credited-${language}`);
    await expectAccessible(page);
  });
}

test('finance approves a withdrawal and marks it paid in the console', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(server.url);
  // Under 1,000: a deposit that reaches Silver earns a level-up bonus whose turnover (1×) the
  // withdrawal would wait for.
  const d = await call(member, 'POST', '/wps/deposit/promptpay', {
    amount: '900',
    idempotencyKey: `e2e-gw-${Date.now()}`,
  });
  await call(member, 'POST', '/dev/deposit/promptpay/transfer', { amount: d.amount });
  await call(member, 'PUT', '/wps/member/info/payeename', { payeeName: 'Somchai Jaidee' });
  await call(member, 'PUT', '/wps/member/paymentPassword', {
    password: E2E_PASSWORD,
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
  });
  const card = await call(member, 'POST', '/wps/member/bankCard', {
    bankCode: 'SCB',
    accountNumber: '1234567890',
    holderName: 'Somchai Jaidee',
  });
  await call(member, 'POST', '/wps/withdraw', {
    amount: '300',
    bankCardId: card.id,
    paymentPassword: '135790',
    idempotencyKey: `e2e-gw-w-${Date.now()}`,
  });

  const context = await browser.newContext(CONSOLE_DEVICE);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await enrolAndSignIn(page, ownerLink, 'cashier');
  await page.getByRole('menuitem', { name: 'Withdrawals' }).click();
  const row = page.getByRole('row').filter({ hasText: member.username });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(row).toContainText('Approved, not paid yet');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await shot(page, 'console-withdrawal-paid');
  const list = (await call(member, 'GET', '/wps/withdraw/list')) as unknown as {
    state: string;
  }[];
  expect(JSON.stringify(list)).toContain('"state":"paid"');
  await context.close();
});

/** A 1 × 1 PNG, as a phone's file reader would send a slip. */
const SLIP_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('finance looks at a bank transfer’s slip and credits it in the console', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(server.url);
  const deposit = await call(member, 'POST', '/wps/deposit/manual', {
    amount: '500',
    memberReference: 'E2E 42',
    idempotencyKey: `e2e-bt-${Date.now()}`,
  });
  await call(member, 'POST', '/wps/deposit/slip', { depositId: deposit.id, data: SLIP_PNG });

  const context = await browser.newContext(CONSOLE_DEVICE);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await enrolAndSignIn(page, tellerLink, 'teller');
  await page.getByRole('menuitem', { name: 'Deposits' }).click();
  const row = page.getByRole('row').filter({ hasText: member.username });
  await row.getByRole('button', { name: 'Slips' }).click();
  const slips = page.getByRole('dialog');
  await expect(
    slips.getByRole('img', { name: `Slip 1 of deposit ${String(deposit.reference)}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(slips).toHaveCount(0);
  await row.getByRole('button', { name: 'Credit' }).click();
  await expect(page.getByText('Credit: done')).toBeVisible();
  await shot(page, 'console-deposit-credited');
  await context.close();

  // The member's deposit reads credited, and the money is in the transaction record.
  const after = await call(member, 'GET', `/wps/deposit?id=${String(deposit.id)}`);
  expect(after.state).toBe('credited');
  const records = await call(member, 'GET', '/wps/wallet/reports/transactions?range=today');
  expect(JSON.stringify(records)).toContain('500.00');
});

/** A callback signed as the demo gateway signs it (HMAC-SHA256 over timestamp, nonce, body). */
const gatewayCallback = async (body: object) => {
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = randomBytes(18).toString('base64url');
  const res = await fetch(`${server.url}/wps/deposit/gateway/demo/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-nonce': nonce,
      'x-gateway-signature': createHmac('sha256', GATEWAY_KEY)
        .update(`${timestamp}.${nonce}.${text}`)
        .digest('hex'),
    },
    body: text,
  });
  return (await res.json()) as { value: { state: string } };
};

test('finance credits a held gateway payment and disputes a credited deposit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(server.url);
  // A pending gateway deposit, and a payment for it that the platform never opened.
  const deposit = await call(member, 'POST', '/wps/deposit/gateway', {
    amount: '640',
    idempotencyKey: `e2e-held-${Date.now()}`,
  });
  const txId = `DGe2e${randomBytes(8).toString('hex')}`;
  const held = await gatewayCallback({
    txId,
    reference: deposit.reference,
    amount: '640.0000',
    currency: 'THB',
    status: 'paid',
  });
  expect(held.value.state).toBe('held');

  const context = await browser.newContext(CONSOLE_DEVICE);
  const page = await context.newPage();
  // Confirmations, and the Dispute button's prompt for the gateway's case number.
  page.on(
    'dialog',
    (dialog) => void dialog.accept(dialog.type() === 'prompt' ? 'case 77' : undefined),
  );
  await enrolAndSignIn(page, auditorLink, 'auditor');
  await page.getByRole('menuitem', { name: 'Gateway payments' }).click();
  const row = page.getByTestId('held-payments').getByRole('row').filter({ hasText: txId });
  await expect(row).toContainText(member.username);
  await expect(row).toContainText('Not opened by a deposit');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Credit' }).click();
  await expect(row).toContainText('credited by operator:auditor');
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByTestId('reconciliation')).toBeVisible();
  await shot(page, 'console-gateway-payments');
  const balance = await call(member, 'GET', '/wps/wallet/balance');
  expect(String(balance.sumBalance)).toContain('1640');

  // The member's own deposit, paid and credited, is then disputed by the gateway.
  await fetch(`${server.url}${String(deposit.payUrl)}/pay`, { method: 'POST', redirect: 'manual' });
  await expect
    .poll(async () => (await call(member, 'GET', `/wps/deposit?id=${String(deposit.id)}`)).state)
    .toBe('credited');
  await page.getByRole('menuitem', { name: 'Deposits' }).click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  const deposits = page.getByRole('row').filter({ hasText: String(deposit.reference) });
  await deposits.getByRole('button', { name: 'Dispute' }).click();
  await expect(page.getByText(/Held 640\.0000/)).toBeVisible();
  // The wide deposits table lies over the menu at this size: go by the address instead.
  await page.evaluate(() => (window.location.hash = '#/gateway-payments'));
  const dispute = page.getByTestId('disputes').getByRole('row').filter({ hasText: 'case 77' });
  await expect(dispute).toContainText('Held');
  await expectAccessible(page);
  await dispute.getByRole('button', { name: 'Reverse' }).click();
  await expect(dispute).toContainText('Reversed');
  await context.close();
});
