import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';
import { expectAxeClean } from '../support/accessibility';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** What a player reads in each language (the app's locales and the contract's §8 catalogue). */
const texts = {
  th: {
    loggedOut: 'บัญชีของคุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
    badFormat: 'รูปแบบไม่ถูกต้อง',
  },
  en: {
    loggedOut: 'Your account was logged out, please log in again',
    badFormat: 'The format is not valid',
  },
} as const;

const memberIn = async (context: BrowserContext, baseURL: string, language: string) => {
  const member = await registerViaApi(baseURL);
  await skipHomePopups(context);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  await signInContext(context, member);
  return member;
};

/** The member logs out on another phone with the same token: the server ends the session. */
const endSessionElsewhere = async (baseURL: string, m: ApiMember) => {
  const res = await fetch(`${baseURL}/wps/session?token=${encodeURIComponent(m.token)}`, {
    method: 'DELETE',
    headers: { merchant: m.merchantCode, authorization: m.token },
  });
  expect(res.status).toBe(200);
};

const openBankTransfer = async (page: Page) => {
  await page.goto('/m/voucherCenter');
  await page.locator('input[name="deposit-method"]').nth(1).check();
  await expect(page.getByTestId('merchant-account')).toBeVisible();
  await page.getByTestId('bank-transfer-amount-input').fill('1000');
  await page.getByTestId('bank-transfer-slips').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    // A real 1 × 1 png: the server decodes every slip.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
};

for (const language of ['th', 'en'] as const) {
  test.describe(`session and refusals (${language})`, () => {
    test('a session the server ended logs the app out, says so, and login comes back', async ({
      context,
      page,
      baseURL,
    }) => {
      const m = await memberIn(context, baseURL!, language);
      await page.goto('/m/voucherCenter');
      await expect(page.getByTestId('page-deposit')).toBeVisible();

      await endSessionElsewhere(baseURL!, m);
      // The phone still holds its session record when the app is opened again.
      await page.reload();
      const dialog = page.getByTestId('session-ended-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(texts[language].loggedOut);
      expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-ended-${language}.png` });

      await dialog.getByTestId('session-ended-login').click();
      await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
      await page.getByTestId('login-username').fill(m.username);
      await page.getByTestId('login-password').fill(m.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/, { timeout: 15_000 });
      await expect(page.getByTestId('page-deposit')).toBeVisible();
    });

    test('a bank-transfer note is taken as written, and a refused one says why', async ({
      context,
      page,
      baseURL,
    }) => {
      await memberIn(context, baseURL!, language);
      await openBankTransfer(page);
      // A note pasted with a hidden direction mark: the server refuses it, naming the note.
      const note = page.getByTestId('bank-transfer-note');
      await note.fill('โอนเวลา 13:45\u202e');
      await page.getByTestId('bank-transfer-submit').click();
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert')).toHaveText(texts[language].badFormat);
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/refused-note-${language}.png` });

      await note.fill('โอนเวลา 13:45 #2 A, B 🙏');
      await page.getByTestId('bank-transfer-submit').click();
      await expect(page.getByTestId('deposit-request')).toHaveAttribute('data-state', 'pending');
    });
  });
}
