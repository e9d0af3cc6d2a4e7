import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { CONSOLE_DEVICE, createOwnerByCommand, enrolAndSignIn } from '../support/console-operator';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';
import { memberValue } from '../support/member-api';

/**
 * End to end, as one member's day: deposits by PromptPay QR, by bank transfer with a
 * slip that finance credits in the console and by the demo gateway; plays; withdraws to a new
 * bank card with the payment password; finance approves and pays it; then the betting record,
 * the transaction record and profit and loss show every step, with totals that add up.
 */
const PORT = E2E_PORT + 15;
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
/** One owner per language: an enrolment link is good once. */
const ownerLinks: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    ownerLinks.th = createOwnerByCommand(env, 'financeth', PORT);
    ownerLinks.en = createOwnerByCommand(env, 'financeen', PORT);
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server.stop());

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const call = (member: ApiMember, path: string) =>
  memberValue(server.url, member)<unknown>('GET', path);

/** Decimal strings to hundredths of the currency, so that sums are exact. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A 1 × 1 PNG, as a phone's file picker would give a slip. */
const SLIP = {
  name: 'slip.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

interface Transaction {
  kind: string;
  account: string;
  amount: string;
  balanceAfter: string;
  reference: string | null;
}

for (const language of ['th', 'en'] as const) {
  test(`a member's money day: three deposits, play, a paid withdrawal, the records (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const member = await registerViaApi(server.url);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await signInContext(context, member);
    const page = await context.newPage();
    const methods = page.locator('input[name="deposit-method"]');

    // 1. PromptPay QR: the demo matching receives a transfer of exactly the amount shown. The
    // three deposits stay under the 1,000 that reaches Silver, whose bonus would ask a turnover.
    await page.goto(`${server.url}/m/voucherCenter`);
    await page.getByTestId('deposit-amount-input').fill('400');
    await page.getByTestId('deposit-submit').click();
    const promptPay = (await page.getByTestId('deposit-amount').textContent())!
      .split(' ')[0]!
      .replace(/,/g, '');
    const matched = await page.request.post(`${server.url}/dev/deposit/promptpay/transfer`, {
      data: { amount: promptPay },
    });
    expect(matched.ok()).toBe(true);
    await expect(page.getByTestId('deposit-request')).toHaveAttribute('data-state', 'credited', {
      timeout: 10_000,
    });

    // 2. Bank transfer with a slip: pending until finance has looked at it.
    await page.goto(`${server.url}/m/voucherCenter`);
    await methods.nth(1).check();
    await page.getByTestId('bank-transfer-amount-input').fill('300');
    await page.getByTestId('bank-transfer-slips').setInputFiles(SLIP);
    await page.getByTestId('bank-transfer-submit').click();
    const transfer = page.getByTestId('deposit-request');
    await expect(transfer).toHaveAttribute('data-state', 'pending');

    const operator = await browser.newContext(CONSOLE_DEVICE);
    const desk = await operator.newPage();
    desk.on('dialog', (dialog) => void dialog.accept());
    await enrolAndSignIn(desk, ownerLinks[language]!, `finance${language}`);
    await desk.getByRole('menuitem', { name: 'Deposits' }).click();
    const depositRow = desk.getByRole('row').filter({ hasText: member.username });
    await depositRow.getByRole('button', { name: 'Slips' }).click();
    await expect(desk.getByRole('dialog').getByRole('img')).toHaveCount(1);
    await desk.keyboard.press('Escape');
    await depositRow.getByRole('button', { name: 'Credit' }).click();
    await expect(desk.getByText('Credit: done')).toBeVisible();
    // The member's page follows without a reload.
    await expect(transfer).toHaveAttribute('data-state', 'credited', { timeout: 15_000 });

    // 3. The demo payment gateway: its page, Pay, a signed callback, credited.
    await page.goto(`${server.url}/m/voucherCenter`);
    await methods.nth(2).check();
    await page.getByTestId('deposit-amount-input').fill('150');
    await page.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await page.getByTestId('demo-pay-submit').click();
    await expect(page.getByTestId('deposit-request')).toHaveAttribute('data-state', 'credited', {
      timeout: 15_000,
    });

    // 4. Play: three spins of a demo slot.
    await page.goto(`${server.url}/m/gameList?gameType=RNG`);
    await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
    for (let i = 0; i < 3; i += 1) {
      await page.locator('#spin').click();
      await expect(page.locator('#spin')).toBeEnabled();
    }

    // 5. Withdraw to a new bank card with the payment password.
    await page.goto(`${server.url}/m/withdraw`);
    await page.getByTestId('payee-name-input').fill('Somchai Jaidee');
    await page.getByTestId('payee-name-submit').click();
    await page.getByTestId('login-password-input').fill(E2E_PASSWORD);
    await page.getByTestId('payment-password-new').fill('246810');
    await page.getByTestId('payment-password-confirm').fill('246810');
    await page.getByTestId('payment-password-submit').click();
    await page.getByTestId('bank-select').selectOption('KBANK');
    await page.getByTestId('account-number-input').fill('0123456789');
    await page.getByTestId('add-card-submit').click();
    await expect(page.getByTestId('bank-card')).toHaveCount(1);
    await page.getByTestId('withdraw-amount-input').fill('250');
    await page.getByTestId('withdraw-password-input').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    const withdrawal = page.getByTestId('withdrawal');
    await expect(withdrawal).toHaveAttribute('data-state', 'pending');

    // 6. Finance approves it and marks it paid.
    await desk.getByRole('menuitem', { name: 'Withdrawals' }).click();
    const withdrawalRow = desk.getByRole('row').filter({ hasText: member.username });
    await withdrawalRow.getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('combobox', { name: 'State' }).click();
    await desk.getByRole('option', { name: 'All' }).click();
    await expect(withdrawalRow).toContainText('Approved, not paid yet');
    await withdrawalRow.getByRole('button', { name: 'Mark paid' }).click();
    await expect(withdrawalRow).toContainText('Paid');
    await operator.close();
    await page.reload();
    await expect(withdrawal).toHaveAttribute('data-state', 'paid');

    // 7. The transaction record: every movement once, and the balances follow from them.
    const { list: moves } = (await call(
      member,
      '/wps/wallet/reports/transactions?range=today&pageSize=100',
    )) as { list: Transaction[] };
    const deposits = moves.filter((m) => m.kind === 'deposit').map((m) => cents(m.amount));
    const byValue = (a: number, b: number) => a - b;
    expect(deposits.sort(byValue)).toEqual([15_000, 30_000, cents(promptPay)].sort(byValue));
    const spendable = moves.filter((m) => m.account !== 'withdrawal_hold');
    const newestCash = spendable.find((m) => m.account === 'cash')!;
    const cashSum = spendable
      .filter((m) => m.account === 'cash')
      .reduce((sum, m) => sum + cents(m.amount), 0);
    expect(cents(newestCash.balanceAfter)).toBe(cashSum);
    const held = moves.filter((m) => m.account === 'withdrawal_hold');
    // Held at the request, paid out by finance: the hold is back to nothing.
    expect(held.map((m) => cents(m.amount)).sort(byValue)).toEqual([-25_000, 25_000]);
    expect(cents(held[0]!.balanceAfter)).toBe(0);
    const wallet = (await call(member, '/wps/wallet/balance')) as { sumBalance: string };
    expect(cents(wallet.sumBalance)).toBe(cashSum);

    await page.goto(`${server.url}/m/transaction/record`);
    const rows = page.getByTestId('transaction-records').locator('li');
    await expect(rows).toHaveCount(moves.length);
    for (const amount of ['+300.00', '+150.00', '-250.00'])
      await expect(page.getByTestId('transaction-records')).toContainText(amount);
    await shot(page, `journey-transactions-${language}`);

    // 8. The betting record: the three spins, totals equal to their sum.
    const bets = (await call(member, '/wps/wallet/reports/bets?range=today')) as {
      list: { stake: string; win: string | null }[];
      totals: { count: number; stake: string; win: string; net: string };
    };
    expect(bets.list).toHaveLength(3);
    const stake = bets.list.reduce((sum, b) => sum + cents(b.stake), 0);
    const win = bets.list.reduce((sum, b) => sum + cents(b.win ?? '0'), 0);
    expect([cents(bets.totals.stake), cents(bets.totals.win), cents(bets.totals.net)]).toEqual([
      stake,
      win,
      win - stake,
    ]);
    const betMoves = moves.filter((m) => m.kind === 'bet' || m.kind === 'win');
    expect(betMoves.reduce((sum, m) => sum + cents(m.amount), 0)).toBe(win - stake);
    await page.goto(`${server.url}/m/gameRecord`);
    await expect(page.getByTestId('bet-records').locator('li')).toHaveCount(3);
    const betNet = (await page.getByTestId('records-net').textContent())!;
    await shot(page, `journey-bets-${language}`);

    // 9. Profit and loss: one day, the same net as the betting record.
    await page.goto(`${server.url}/m/profitandloss`);
    await expect(page.getByTestId('pnl-days').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('records-net')).toHaveText(betNet);
    const pnl = (await call(member, '/wps/wallet/reports/profitloss?range=today')) as {
      total: { net: string };
    };
    expect(cents(pnl.total.net)).toBe(win - stake);
    await shot(page, `journey-profit-loss-${language}`);
    await context.close();
  });
}
