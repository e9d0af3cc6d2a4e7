import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD, registerViaApi, signInContext } from '../support/session';
import { memberApi } from '../support/member-api';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const memberIn = async (context: BrowserContext, baseURL: string, language: string) => {
  const member = await registerViaApi(baseURL);
  await skipHomePopups(context);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  await signInContext(context, member);
  return member;
};

for (const language of ['th', 'en'] as const) {
  test.describe(`money in ${language}`, () => {
    test('deposit by PromptPay QR: the member sees it credited without reloading', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      await expect(page.getByTestId('page-deposit')).toBeVisible();
      await expect(page.getByTestId('deposit-amount-input')).toHaveAttribute(
        'inputmode',
        'decimal',
      );
      await shot(page, `deposit-form-${language}`);
      // Too many decimals is refused before sending, naming the amount.
      await page.getByTestId('deposit-amount-input').fill('100.123');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByRole('button', { name: '500', exact: true }).click();
      await page.getByTestId('deposit-submit').click();
      const request = page.getByTestId('deposit-request');
      await expect(request).toHaveAttribute('data-state', 'pending');
      await expect(page.getByRole('img')).toBeVisible();
      await expect(page.getByTestId('deposit-countdown')).toBeVisible();
      await shot(page, `deposit-qr-${language}`);
      const amount = (await page.getByTestId('deposit-amount').textContent())!.split(' ')[0]!;
      // The demo matching: a transfer of exactly this amount arrives.
      const match = await page.request.post('/dev/deposit/promptpay/transfer', {
        data: { amount: amount.replace(/,/g, '') },
      });
      expect(
        ((await match.json()) as { value: { depositId: number | null } }).value.depositId,
      ).not.toBeNull();
      await expect(request).toHaveAttribute('data-state', 'credited', { timeout: 10_000 });
      await shot(page, `deposit-credited-${language}`);
    });

    test('deposit by bank transfer with a slip: pending for finance', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      await page.locator('input[name="deposit-method"]').nth(1).check();
      await expect(page.getByTestId('merchant-account')).toBeVisible();
      await page.getByTestId('bank-transfer-amount-input').fill('1000');
      // A slip of the wrong type is refused before sending.
      await page.getByTestId('bank-transfer-slips').setInputFiles({
        name: 'slip.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await page.getByTestId('bank-transfer-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, `deposit-bank-transfer-${language}`);
      await page.getByTestId('bank-transfer-slips').setInputFiles({
        name: 'slip.png',
        mimeType: 'image/png',
        // A real 1 x 1 png: the server decodes every slip.
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await page.getByTestId('bank-transfer-submit').click();
      await expect(page.getByTestId('deposit-request')).toHaveAttribute('data-state', 'pending');
      await shot(page, `deposit-bank-transfer-pending-${language}`);
    });

    test('withdraw: payee name, payment password, a bank card, then a held request', async ({
      context,
      page,
      baseURL,
    }) => {
      const member = await memberIn(context, baseURL!, language);
      const call = memberApi(baseURL!, member);
      // Money to withdraw: a PromptPay deposit matched through the API, under the 1,000 that
      // reaches Silver (its level-up bonus asks a turnover before any withdrawal).
      const d = (await call('POST', '/wps/deposit/promptpay', {
        amount: '900',
        idempotencyKey: `e2e${Date.now()}${language}`,
      })) as { value: { amount: string } };
      await call('POST', '/dev/deposit/promptpay/transfer', { amount: d.value.amount });

      await page.goto('/m/withdraw');
      await expect(page.getByTestId('page-withdraw')).toBeVisible();
      await shot(page, `withdraw-setup-${language}`);
      await page.getByTestId('payee-name-input').fill('Somchai Jaidee');
      await page.getByTestId('payee-name-submit').click();
      await page.getByTestId('login-password-input').fill(E2E_PASSWORD);
      await page.getByTestId('payment-password-new').fill('135790');
      await page.getByTestId('payment-password-confirm').fill('135790');
      await page.getByTestId('payment-password-submit').click();
      await page.getByTestId('bank-select').selectOption('SCB');
      await page.getByTestId('account-number-input').fill('12345');
      await page.getByTestId('add-card-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByTestId('account-number-input').fill('1234567890');
      await page.getByTestId('add-card-submit').click();
      await expect(page.getByTestId('bank-card')).toHaveCount(1);
      await page.getByTestId('withdraw-amount-input').fill('300');
      await page.getByTestId('withdraw-password-input').fill('135790');
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdrawal')).toHaveAttribute('data-state', 'pending');
      await shot(page, `withdraw-done-${language}`);
    });

    test('a type-3 member gets free_reject', async ({ context, page, baseURL }) => {
      const member = await registerViaApi(baseURL!);
      await skipHomePopups(context);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      await signInContext(context, member);
      await context.addInitScript(() => {
        const raw = sessionStorage.getItem('session');
        if (raw) sessionStorage.setItem('session', JSON.stringify({ ...JSON.parse(raw), type: 3 }));
      });
      await page.goto('/m/voucherCenter');
      await expect(page.getByTestId('money-free-reject')).toBeVisible();
    });
  });
}
