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

const PAYMENT_PASSWORD = '135790';
/** VN_FAST1, a lottery whose slip takes bets whenever a draw is open. */
const FAST1_GAME_ID = '101';

/** The member's fields the withdrawal asks for, set through the API. */
const readyToWithdraw = async (call: ReturnType<typeof memberApi>) => {
  expect(
    (await call('PUT', '/wps/member/info/payeename', { payeeName: 'Somchai Jaidee' })).success,
  ).toBe(true);
  expect(
    (
      await call('PUT', '/wps/member/paymentPassword', {
        password: E2E_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      })
    ).success,
  ).toBe(true);
  const card = await call('POST', '/wps/member/bankCard', {
    bankCode: 'SCB',
    accountNumber: '1234567890',
    holderName: 'Somchai Jaidee',
  });
  expect(card.success).toBe(true);
  return (card.value as { id: number }).id;
};

/** Every form control's font against the body's: the browser's default font has no Thai. */
const controlFonts = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body).fontFamily;
    const controls = Array.from(
      document.querySelectorAll('input, textarea, select, button'),
    ).filter((el) => (el as HTMLElement).offsetParent !== null);
    return {
      body,
      count: controls.length,
      others: controls
        .map((el) => `${el.tagName} ${getComputedStyle(el).fontFamily}`)
        .filter((f) => !f.endsWith(` ${body}`)),
    };
  });

const TEXT = {
  th: {
    min: 'ขั้นต่ำ',
    locked: /ลองใหม่ได้ในอีก 1[45]:\d\d นาที/,
    decimals: 'ราคาต่อหน่วยมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    saved: 'บันทึกแล้ว',
  },
  en: {
    min: 'At least',
    locked: /Try again in 1[45]:\d\d$/,
    decimals: 'The stake can have at most 2 decimal places.',
    saved: 'Saved',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`inputs in ${language}`, () => {
    // Each test registers a member first; a busy machine needs more than 30 s for some.
    test.slow();
    test('a double tap on "add bank account" sends one request and reads as success', async ({
      context,
      page,
      baseURL,
    }) => {
      const member = await memberIn(context, baseURL!, language);
      const call = memberApi(baseURL!, member);
      await call('PUT', '/wps/member/info/payeename', { payeeName: 'Somchai Jaidee' });
      await call('PUT', '/wps/member/paymentPassword', {
        password: E2E_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      });
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/bankCard')
          adds.push(r.url());
      });
      await page.goto('/m/withdraw');
      await page.getByTestId('bank-select').selectOption('SCB');
      await page.getByTestId('account-number-input').fill('1234567890');
      await page.getByTestId('add-card-submit').dblclick();
      await expect(page.getByTestId('bank-card')).toHaveCount(1);
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.locator('.money-field__error')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(adds).toHaveLength(1);
      // Thai digits are digits: the account number reads them as 0-9.
      await page.getByTestId('account-number-input').fill('๑๒๓๔๕๖๗๘๙๐');
      await expect(page.getByTestId('account-number-input')).toHaveValue('1234567890');
      await shot(page, `inputs-card-added-${language}`);
    });

    test('an add whose answer was lost reads as success when the member taps again', async ({
      context,
      page,
      baseURL,
    }) => {
      const member = await memberIn(context, baseURL!, language);
      await memberApi(baseURL!, member)('PUT', '/wps/member/info/payeename', {
        payeeName: 'Somchai Jaidee',
      });
      const keys: (string | undefined)[] = [];
      let lose = true;
      await page.route('**/wps/member/bankCard', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        keys.push(route.request().headers()['idempotency-key']);
        if (!lose) return route.fallback();
        lose = false;
        // The server adds the card; its answer never reaches the phone.
        await route.fetch();
        await route.abort('failed');
      });
      await page.goto('/m/withdraw');
      await page.getByTestId('bank-select').selectOption('KBANK');
      await page.getByTestId('account-number-input').fill('2234567890');
      await page.getByTestId('add-card-submit').click();
      await expect(page.locator('.money-field__error')).toHaveCount(1);
      await page.getByTestId('add-card-submit').click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByTestId('bank-card')).toHaveCount(1);
      await expect(page.locator('.money-field__error')).toHaveCount(0);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,}$/);
      expect(keys[1]).toBe(keys[0]);
    });

    test('two submits of one form in the same instant send one request', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      const sends: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/wps/member/info/payeename') sends.push(r.method());
      });
      await page.goto('/m/withdraw');
      await page.getByTestId('payee-name-input').fill('Somchai Jaidee');
      // Before React can render the button disabled: only the form's own guard stops the second.
      await page.getByTestId('payee-name-submit').evaluate((button) => {
        const form = (button as HTMLButtonElement).form!;
        form.requestSubmit();
        form.requestSubmit();
      });
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.locator('.money-field__error')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(sends).toEqual(['PUT']);
    });

    test('every input, select and button uses the app font', async ({ context, page, baseURL }) => {
      await memberIn(context, baseURL!, language);
      await page.goto('/m/withdraw');
      await expect(page.getByTestId('payee-name-input')).toBeVisible();
      const withdraw = await controlFonts(page);
      expect(withdraw.body).toContain('Noto Sans Thai');
      expect(withdraw.count).toBeGreaterThan(3);
      expect(withdraw.others).toEqual([]);

      await page.goto('/m/voucherCenter');
      await page.locator('input[name="deposit-method"]').nth(1).check();
      await expect(page.getByTestId('bank-transfer-amount-input')).toBeVisible();
      const deposit = await controlFonts(page);
      expect(deposit.count).toBeGreaterThan(3);
      expect(deposit.others).toEqual([]);
    });

    test('amounts: 0 and -1 name the minimum, Thai digits are digits', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      const amount = page.getByTestId('deposit-amount-input');
      for (const typed of ['0', '-1']) {
        await amount.fill(typed);
        await page.getByTestId('deposit-submit').click();
        await expect(page.locator('.money-field__error')).toContainText(text.min);
      }
      await amount.fill('๕๐๐');
      await expect(amount).toHaveValue('500');
      await expect(page.locator('.money-field__error')).toHaveCount(0);
      await shot(page, `inputs-amount-${language}`);
    });

    test('a locked payment password counts the time left down', async ({
      context,
      page,
      baseURL,
    }) => {
      const member = await memberIn(context, baseURL!, language);
      const call = memberApi(baseURL!, member);
      const bankCardId = await readyToWithdraw(call);
      // Five wrong passwords lock it (§ the withdrawal's payment password).
      for (let i = 0; i < 5; i++)
        await call('POST', '/wps/withdraw', {
          amount: '300',
          bankCardId,
          paymentPassword: '000000',
          idempotencyKey: `lock${Date.now()}${i}${language}`,
        });
      await page.goto('/m/withdraw');
      await page.getByTestId('withdraw-amount-input').fill('300');
      await page.getByTestId('withdraw-password-input').fill(PAYMENT_PASSWORD);
      await page.getByTestId('withdraw-submit').click();
      const message = page.locator('.money-field__error');
      await expect(message).toHaveText(text.locked);
      const first = await message.textContent();
      // To a screen reader: the ticking text is not a live region; one status says it once.
      await expect(message).not.toHaveAttribute('role', 'alert');
      const announcement = page.getByTestId('withdraw-lock-announcement');
      await expect(announcement).toHaveAttribute('role', 'status');
      await expect(announcement).toHaveText(text.locked);
      const announced = await announcement.textContent();
      await expect(message).not.toHaveText(first!, { timeout: 3_000 });
      await expect(message).toHaveText(text.locked);
      await expect(announcement).toHaveText(announced!);
      await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
      await shot(page, `inputs-locked-${language}`);
    });

    test('the bet slip checks the stake decimals as it is typed', async ({ page, request }) => {
      const baseURL = test.info().project.use.baseURL ?? '';
      const member = await registerViaApi(baseURL);
      const code = await request.post('/wps/game/lottery/pageCode', {
        headers: { authorization: member.token, merchant: member.merchantCode },
      });
      const { launchCode } = (await code.json()).value as { launchCode: string };
      await page.goto(
        `/m/lotto-h5/${member.merchantCode}/ent/games/${FAST1_GAME_ID}?launch=${launchCode}&merchant=${member.merchantCode}&language=${language}`,
      );
      const stake = page.getByTestId('lh5-stake');
      const error = page.getByTestId('lh5-stake-error');
      await stake.fill('0.001');
      await expect(error).toHaveText(text.decimals);
      await expect(stake).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({
        path: test.info().outputPath(`slip-${language}.png`),
        fullPage: true,
      });
      if (SHOTS) await shot(page, `inputs-stake-${language}`);
      await stake.fill('๒');
      await expect(stake).toHaveValue('2');
      await expect(error).toBeHidden();
      await page.getByTestId('lh5-numbers').fill('๑๒');
      await expect(page.getByTestId('lh5-numbers')).toHaveValue('12');
    });
  });
}
