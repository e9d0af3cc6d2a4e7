import { expect, test, type BrowserContext } from '@playwright/test';
import { generate } from 'otplib';
import { skipHomePopups } from '../support/quiet-home';
import {
  politelyLimited,
  registerViaApi,
  signInContext,
  solveAltcha,
  type ApiMember,
} from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;
const TOTP_PERIOD_MS = 30_000;

const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

/** A second session of the member, as another phone would start it. */
async function loginElsewhere(baseURL: string, m: ApiMember): Promise<string> {
  const res = await politelyLimited(async () =>
    fetch(`${baseURL}/wps/session/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: m.merchantCode,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
      },
      body: JSON.stringify({
        type: 'username',
        username: m.username,
        password: m.password,
        altcha: await solveAltcha(baseURL),
      }),
    }),
  );
  const body = (await res.json()) as { value: { token: string } };
  return body.value.token;
}

const isLive = async (baseURL: string, m: ApiMember, token: string) =>
  (
    await fetch(`${baseURL}/wps/member/info`, {
      headers: { merchant: m.merchantCode, authorization: token },
    })
  ).status === 200;

/** The next time step's code: the step used at enrolment is never accepted again. */
async function nextCode(secret: string, afterStepOf: number): Promise<string> {
  const nextStepAt = (Math.floor(afterStepOf / TOTP_PERIOD_MS) + 1) * TOTP_PERIOD_MS;
  const wait = nextStepAt - Date.now() + 500;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

for (const language of ['th', 'en'] as const) {
  test.describe(`security centre (${language})`, () => {
    test.beforeEach(async ({ context }) => {
      await skipHomePopups(context);
      await inLanguage(context, language);
    });

    test('signs out another device from the session list', async ({ page, context, baseURL }) => {
      const m = await registerViaApi(baseURL!);
      const other = await loginElsewhere(baseURL!, m);
      await signInContext(context, m);
      await page.goto('/m/securityCenter');
      await expect(page.getByTestId('page-security-center')).toBeVisible();
      const sessions = page.getByTestId('security-session');
      await expect(sessions).toHaveCount(2);
      await expect(page.getByTestId('security-login').first()).toBeVisible();
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/security-center-${language}.png`, fullPage: true });
      await sessions
        .filter({ hasNot: page.getByTestId('security-session-current') })
        .getByRole('button')
        .click();
      await expect(sessions).toHaveCount(1);
      expect(await isLive(baseURL!, m, other)).toBe(false);
      expect(await isLive(baseURL!, m, m.token)).toBe(true);
    });

    test('turns on two-factor sign-in and logs in with a TOTP code', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const m = await registerViaApi(baseURL!);
      await signInContext(context, m);
      await page.goto('/m/securityCenter');
      await page.getByTestId('security-two-factor-start').click();
      const secret = (await page.getByTestId('security-two-factor-secret').textContent())!.trim();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/two-factor-enrol-${language}.png`,
          fullPage: true,
        });
      const enrolledAt = Date.now();
      await page
        .getByTestId('security-two-factor-confirm-code')
        .fill(await generate({ secret, epoch: Math.floor(enrolledAt / 1000) }));
      await page.getByTestId('security-two-factor-confirm-submit').click();
      await expect(page.getByTestId('security-recovery-codes').locator('li')).toHaveCount(10);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-codes-${language}.png` });
      await page.getByTestId('security-recovery-done').click();
      await expect(page.getByTestId('security-two-factor-disable-code')).toBeVisible();

      // A new phone: no session, the password first, then the code.
      const fresh = await context.browser()!.newContext();
      await skipHomePopups(fresh);
      await inLanguage(fresh, language);
      const phone = await fresh.newPage();
      await phone.goto('/m/login');
      await phone.getByTestId('login-username').fill(m.username);
      await phone.getByTestId('login-password').fill(m.password);
      await phone.getByTestId('login-submit').click();
      await expect(phone.getByTestId('login-two-factor-form')).toBeVisible({ timeout: 15_000 });
      if (SHOTS) await phone.screenshot({ path: `${SHOTS}/login-two-factor-${language}.png` });
      await phone.getByTestId('login-two-factor-code').fill('000000');
      await phone.getByTestId('login-two-factor-submit').click();
      await expect(
        phone.getByTestId('login-two-factor-form').locator('.field__error'),
      ).toBeVisible();
      await phone.getByTestId('login-two-factor-code').fill(await nextCode(secret, enrolledAt));
      await phone.getByTestId('login-two-factor-submit').click();
      await expect(phone.getByTestId('login-two-factor-form')).toBeHidden({ timeout: 15_000 });
      await expect
        .poll(() => phone.evaluate(() => sessionStorage.getItem('session')))
        .toContain(m.username);
      await fresh.close();
    });
  });
}
