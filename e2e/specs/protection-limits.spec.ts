import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { useUpSessionTime } from '../support/protection-dev';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, solveAltcha } from '../support/session';

/** Issue 34, the daily session-time limit as the player meets it, in Thai and English. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The page's and the server's words (protection locales, contract error-messages.ts). */
const texts = {
  th: {
    depositPrompt: 'ตั้งวงเงินฝากไหม?',
    used: 'วันนี้: อยู่ในระบบ 0 นาที · เหลือ 30 นาที จาก 30 นาที',
    reached: 'คุณใช้เวลาครบตามวงเงินเวลาเล่น 30 นาทีของวันนี้แล้ว เข้าสู่ระบบได้อีกครั้งตั้งแต่',
  },
  en: {
    depositPrompt: 'Set a deposit limit?',
    used: 'Today: 0 min logged in · 30 min left of 30 min',
    reached:
      'You have reached your session-time limit of 30 minutes for today; you can log in again from',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  const t = texts[language];
  test.describe(`first-deposit prompt (${language})`, () => {
    test('before the first deposit a prompt offers a deposit limit; closed, it stays closed', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const member = await registerViaApi(baseURL!);
      await skipHomePopups(context);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      await signInContext(context, member);

      await page.goto('/m/voucherCenter');
      const prompt = page.getByTestId('deposit-limit-prompt');
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('heading')).toHaveText(t.depositPrompt);
      await expect(page.getByTestId('deposit-amount-input')).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `deposit-limit-prompt-${language}`);

      // The link leads to the limits; the prompt waits until closed.
      await page.getByTestId('deposit-limit-prompt-link').click();
      await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
      await page.goto('/m/voucherCenter');
      await expect(prompt).toBeVisible();
      await page.getByTestId('deposit-limit-prompt-dismiss').click();
      await expect(prompt).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('deposit-amount-input')).toBeVisible();
      await expect(prompt).toHaveCount(0);
    });
  });

  test.describe(`daily session-time limit (${language})`, () => {
    test('set on the page with used and left; reached, the session ends with the reason and login waits', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const member = await registerViaApi(baseURL!);
      await skipHomePopups(context);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      await signInContext(context, member);

      await page.goto('/m/responsibleGaming');
      await expect(page.getByTestId('protection-session-time')).toBeVisible();
      await page.getByTestId('session-time-select').selectOption('30');
      await page.getByTestId('session-time-save').click();
      await expect(page.getByTestId('toast-success')).toBeVisible();
      await expect(page.getByTestId('session-time-used')).toHaveText(t.used);
      // The toast over the page would hide a button from the check.
      await expect(page.getByTestId('toast-success')).toBeHidden({ timeout: 15_000 });
      // Checked from the top, as the page opens: scrolled, the sticky top bar covers a row.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAxeClean(page);
      await shot(page, `session-time-${language}`);

      // A minute short of the limit… then the app asks the server when time runs out.
      await useUpSessionTime(baseURL!, member, 30 * 60 - 3);
      await page.goto('/m/myAccount/index');
      const dialog = page.getByTestId('session-ended-dialog');
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('session-ended-text')).toContainText(t.reached);
      await expectAxeClean(page);
      await shot(page, `session-time-reached-${language}`);

      // Every session ended; a new login is refused until the next merchant day.
      const info = await fetch(`${baseURL}/wps/member/info`, {
        headers: { merchant: member.merchantCode, authorization: member.token },
      });
      expect(info.status).toBe(401);
      const login = await fetch(`${baseURL}/wps/session/login`, {
        method: 'POST',
        headers: {
          merchant: member.merchantCode,
          language,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          type: 'username',
          username: member.username,
          password: member.password,
          altcha: await solveAltcha(baseURL!),
        }),
      });
      expect(login.status).toBe(401);
      const refused = (await login.json()) as { code: string; message: string };
      expect(refused.code).toBe('SESSION_TIME_LIMIT');
      expect(refused.message).toContain(t.reached);
    });
  });
}
