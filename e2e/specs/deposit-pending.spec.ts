import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';
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

/** A real 1 x 1 png: the server decodes every slip. */
const SLIP = {
  name: 'slip.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Seconds left on a countdown such as "Expires in 14:52". */
const secondsOf = (text: string) => {
  const m = /(\d+):(\d\d)/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
};

const WORDS = {
  th: {
    pending: /รายการฝากที่กำลังดำเนินการ \(1\)/,
    bankPending: 'รอฝ่ายการเงินตรวจสอบการโอนของคุณ',
    slips: 'แนบแล้ว 1 รูป',
    replaces: 'คิวอาร์ใหม่จะแทนที่รายการที่เก่าที่สุด',
    withdrawable: 'ยอดที่ถอนได้ตอนนี้',
    cash: /เงินสดของคุณ: [\d,]+\.\d\d THB/,
    turnover: /ต้องทำยอดเทิร์นโอเวอร์อีก [\d,]+\.\d\d THB จึงจะถอนเงินได้/,
  },
  en: {
    pending: /Deposits in progress \(1\)/,
    bankPending: 'Waiting for finance to check your transfer',
    slips: '1 attached',
    replaces: 'A new one replaces the oldest',
    withdrawable: 'Withdrawable now',
    cash: /Your cash: [\d,]+\.\d\d THB/,
    turnover: /Play [\d,]+\.\d\d THB more turnover: until then no withdrawal can be made/,
  },
} as const;

for (const language of ['th', 'en'] as const) {
  const words = WORDS[language];
  test.describe(`pending deposits in ${language}`, () => {
    test('a PromptPay QR survives a reload; a new one keeps the old, and the fourth warns', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const member = await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      await page.getByTestId('deposit-amount-input').fill('500');
      await page.getByTestId('deposit-submit').click();
      const cards = page.getByTestId('deposit-request');
      await expect(cards).toHaveCount(1);
      await expect(cards).toHaveAttribute('data-state', 'pending');
      const amount = await cards.getByTestId('deposit-amount').textContent();
      const reference = (await cards.getByTestId('deposit-reference').textContent())!;
      const before = secondsOf((await page.getByTestId('deposit-countdown').textContent())!);

      // The player went to the bank app and came back: the same QR, not a new amount.
      await page.reload();
      await expect(page.getByTestId('pending-deposits-heading')).toHaveText(words.pending);
      await expect(cards).toHaveCount(1);
      await expect(cards).toHaveAttribute('data-state', 'pending');
      await expect(cards.getByRole('img')).toBeVisible();
      await expect(cards.getByTestId('deposit-amount')).toHaveText(amount!);
      await expect(cards.getByTestId('deposit-reference')).toHaveText(reference);
      const after = secondsOf((await page.getByTestId('deposit-countdown').textContent())!);
      expect(after).toBeLessThanOrEqual(before);
      expect(after).toBeGreaterThan(before - 60);
      await shot(page, `deposit-pending-${language}`);

      // A new deposit: the form, with the way back; the first QR stays.
      await page.getByTestId('deposit-new').click();
      await expect(page.getByTestId('deposit-back-to-pending')).toBeVisible();
      await page.getByTestId('deposit-amount-input').fill('500');
      await page.getByTestId('deposit-submit').click();
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(1).getByTestId('deposit-reference')).toHaveText(reference);
      await expect(cards.nth(1)).toHaveAttribute('data-state', 'pending');
      await expect(cards.nth(0).getByTestId('deposit-reference')).not.toHaveText(reference);
      await expect(cards.nth(0).getByTestId('deposit-amount')).not.toHaveText(amount!);

      // A third through the API, then asking a fourth says which QR it replaces.
      await memberApi(baseURL!, member)('POST', '/wps/deposit/promptpay', {
        amount: '300',
        idempotencyKey: `e2e-pending-${Date.now()}-${language}`,
      });
      await page.reload();
      await expect(cards).toHaveCount(3);
      await page.getByTestId('deposit-new').click();
      const warning = page.getByTestId('deposit-replaces');
      await expect(warning).toContainText(words.replaces);
      await expect(warning).toContainText(reference);
      await shot(page, `deposit-replaces-${language}`);
      await page.getByTestId('deposit-amount-input').fill('200');
      await page.getByTestId('deposit-submit').click();
      // The replaced QR reads as expired rather than vanishing.
      const replaced = cards.filter({ hasText: reference });
      await expect(replaced).toHaveAttribute('data-state', 'expired', { timeout: 10_000 });
      await expect(
        page.locator('[data-testid="deposit-request"][data-state="pending"]'),
      ).toHaveCount(3);
    });

    test('a bank transfer in progress: its own words, its slips, and a new deposit', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      await page.locator('input[name="deposit-method"]').nth(1).check();
      await page.getByTestId('bank-transfer-amount-input').fill('1000');
      await page.getByTestId('bank-transfer-slips').setInputFiles(SLIP);
      await page.getByTestId('bank-transfer-submit').click();
      const card = page.getByTestId('deposit-request');
      await expect(card).toHaveAttribute('data-method', 'bankTransfer');
      await page.reload();
      await expect(card).toHaveAttribute('data-state', 'pending');
      await expect(card.getByRole('status')).toHaveText(words.bankPending);
      await expect(card.getByTestId('deposit-slips')).toHaveText(words.slips);
      await shot(page, `deposit-bank-pending-${language}`);
      await page.getByTestId('deposit-new').click();
      await expect(page.getByTestId('deposit-amount-input')).toBeVisible();
    });

    test('withdraw: what can be withdrawn now, and why the rest cannot', async ({
      context,
      page,
      baseURL,
    }) => {
      const member = await memberIn(context, baseURL!, language);
      const call = memberApi(baseURL!, member);
      // 1,000 reaches Silver, whose level-up bonus asks a turnover before any withdrawal.
      const d = (await call('POST', '/wps/deposit/promptpay', {
        amount: '1000',
        idempotencyKey: `e2e-withdrawable-${Date.now()}-${language}`,
      })) as { value: { amount: string } };
      await call('POST', '/dev/deposit/promptpay/transfer', { amount: d.value.amount });
      await page.goto('/m/withdraw');
      const summary = page.getByTestId('withdraw-summary');
      await expect(summary).toContainText(words.withdrawable);
      await expect(page.getByTestId('withdraw-balance')).toHaveText('0.00 THB');
      await expect(page.getByTestId('withdraw-withheld')).toContainText(words.cash);
      await expect(page.getByTestId('withdraw-reason-turnover')).toHaveText(words.turnover);
      await shot(page, `withdraw-withheld-${language}`);
    });
  });
}
