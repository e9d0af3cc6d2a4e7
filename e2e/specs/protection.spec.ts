import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { captchaAnswer } from '../support/captcha';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';

/** Issue 34, the player's side: limits, time-out and self-exclusion, in Thai and English. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const FAST1 = 'VN_FAST1';
let counter = 0;
const thaiMobile = () => `08${String(Date.now() + counter++).slice(-8)}`;

/** The server's words for each refusal (packages/contract error-messages.ts). */
const texts = {
  th: {
    depositLimit: 'วงเงินฝากต่อ 24 ชั่วโมง ของคุณคือ 300.00 เหลือ 300.00',
    timedOut: 'คุณพักการเล่นถึง',
    registration: 'ข้อมูลนี้เป็นของบัญชีที่ระงับตนเองอยู่',
    leftLine: 'วงเงินฝาก (24 ชั่วโมง): เหลือ 300.00',
  },
  en: {
    depositLimit: 'Your deposit limit for 24 hours is 300.00; 300.00 is left',
    timedOut: 'You are on a time-out until',
    registration: 'These details belong to an account that is self-excluded',
    leftLine: 'Deposit limit (24 hours): 300.00',
  },
} as const;

const memberIn = async (
  context: BrowserContext,
  baseURL: string,
  language: string,
  extra: Record<string, string> = {},
) => {
  const member = await registerViaApi(baseURL, extra);
  await skipHomePopups(context);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  await signInContext(context, member);
  return member;
};

/**
 * A phone (390 px) in the language with no session: the first context puts the old session back
 * at every load, and a break has ended that one.
 */
async function freshPhone(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  await skipHomePopups(context);
  return context.newPage();
}

const openResponsibleGaming = async (page: Page) => {
  await page.goto('/m/responsibleGaming');
  await expect(page.getByTestId('page-responsible-gaming')).toBeVisible();
  await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
};

/** Starts a break through the page's two steps: the choice, then the confirmation. */
const startBreak = async (page: Page, testId: string) => {
  await page.getByTestId(testId).click();
  const dialog = page.getByTestId('break-confirm');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('break-confirm-start')).toBeDisabled();
  await page.getByTestId('break-confirm-understand').check();
  await page.getByTestId('break-confirm-start').click();
  await expect(page).toHaveURL(/\/m\/login$/);
};

const isLive = async (baseURL: string, m: ApiMember, token: string) =>
  (
    await fetch(`${baseURL}/wps/member/info`, {
      headers: { merchant: m.merchantCode, authorization: token },
    })
  ).status === 200;

for (const language of ['th', 'en'] as const) {
  const t = texts[language];
  test.describe(`player protection (${language})`, () => {
    test('a deposit limit: what is left by the balance, a deposit past it refused, a raise waits', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await memberIn(context, baseURL!, language);
      // Reached from the security centre.
      await page.goto('/m/securityCenter');
      await page.getByTestId('security-responsible-gaming-link').click();
      await expect(page.getByTestId('page-responsible-gaming')).toBeVisible();
      await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
      await expect(page.getByTestId('reality-interval')).toHaveValue('60');
      await expectAxeClean(page);
      await shot(page, `responsible-gaming-${language}`);

      // No limit yet: nothing beside the balance.
      await page.goto('/m/myAccount/index');
      await expect(page.getByTestId('member-balances')).toBeVisible();
      await expect(page.getByTestId('limit-left-line')).toHaveCount(0);

      await openResponsibleGaming(page);
      await page.getByTestId('limit-deposit-day-edit').click();
      await page.getByTestId('limit-deposit-day-input').fill('300');
      await page.getByTestId('limit-deposit-day-save').click();
      await expect(page.getByTestId('limit-deposit-day-amount')).toContainText('300.00');
      await expect(page.getByTestId('limit-deposit-day-left')).toContainText('300.00');

      await page.goto('/m/myAccount/index');
      await expect(page.getByTestId('limit-left-line')).toContainText(t.leftLine);
      await shot(page, `member-centre-limit-${language}`);

      // A deposit past the limit is refused at the amount, naming the limit and what is left.
      await page.goto('/m/voucherCenter');
      await page.getByTestId('deposit-amount-input').fill('500');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByRole('alert')).toHaveText(t.depositLimit);
      await expect(page.getByTestId('deposit-request')).toHaveCount(0);
      await shot(page, `deposit-limit-refused-${language}`);

      // A raise waits 24 hours and a second confirmation; the lower limit stays in force.
      await openResponsibleGaming(page);
      await page.getByTestId('limit-deposit-day-edit').click();
      await page.getByTestId('limit-deposit-day-input').fill('1000');
      await page.getByTestId('limit-deposit-day-save').click();
      await expect(page.getByTestId('limit-deposit-day-pending')).toContainText('1,000.00');
      await expect(page.getByTestId('limit-deposit-day-amount')).toContainText('300.00');
      await expect(page.getByTestId('limit-deposit-day-confirm')).toHaveCount(0);

      // The reality-check interval is the member's choice.
      await page.getByTestId('reality-interval').selectOption('10');
      await page.getByTestId('reality-save').click();
      await expect(page.getByTestId('toast-success')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('reality-interval')).toHaveValue('10');

      // The break's confirmation spells out what it does; cancelling starts nothing.
      await page.getByTestId('break-self_exclusion-6m').click();
      await expect(page.getByTestId('break-confirm')).toBeVisible();
      await expect(page.getByTestId('break-confirm').getByRole('listitem')).toHaveCount(5);
      await expectAxeClean(page);
      await shot(page, `self-exclusion-confirm-${language}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('break-confirm')).toHaveCount(0);
      await expect(page.getByTestId('protection-exclusion')).toHaveCount(0);
    });

    test('a time-out ends the session; signed in again, a launch and a lottery order are refused', async ({
      context,
      page: first,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const member = await memberIn(context, baseURL!, language);
      await openResponsibleGaming(first);
      await startBreak(first, 'break-timeout-24h');
      expect(await isLive(baseURL!, member, member.token)).toBe(false);
      await expect(first.getByTestId('toast-success')).toBeVisible();
      await shot(first, `time-out-started-${language}`);

      // Signing in is still allowed (withdrawals go on), spending is not.
      const page = await freshPhone(browser, language);
      await page.goto('/m/login');
      await page.getByTestId('login-username').fill(member.username);
      await page.getByTestId('login-password').fill(E2E_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/home$/);
      const token = await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token: string }).token,
      );

      await openResponsibleGaming(page);
      await expect(page.getByTestId('protection-exclusion')).toBeVisible();
      await shot(page, `time-out-state-${language}`);

      await page.goto('/m/gameList?gameType=RNG');
      await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
      await expect(page.getByTestId('toast-error')).toContainText(t.timedOut);
      await expect(page).toHaveURL(/\/m\/gameList/);

      // The 1-minute draw may lock between asking for it and ordering (409): the next one then.
      const orderOnOpenDraw = async () => {
        const draws = await page.request.get('/lotto/lgw/games/opened/numero?prizeMode=SEA', {
          headers: { authorization: token, merchant: member.merchantCode },
        });
        const open = ((await draws.json()) as { value: { gameCode: string; numero: string }[] })
          .value;
        const numero = open.find((d) => d.gameCode === FAST1)?.numero;
        expect(numero).toBeTruthy();
        return page.request.post('/lgw/orders', {
          headers: {
            authorization: token,
            merchant: member.merchantCode,
            language,
            'idempotency-key': `protection-${Date.now()}`,
          },
          data: {
            gameCode: FAST1,
            numero,
            draws: 1,
            bets: [{ betType: 'vn_de', numbers: ['12'], stakePerUnit: '1' }],
          },
        });
      };
      let order = await orderOnOpenDraw();
      for (let tries = 1; order.status() === 409 && tries < 3; tries++) {
        await page.waitForTimeout(3_000);
        order = await orderOnOpenDraw();
      }
      expect(order.status()).toBe(403);
      const refusal = (await order.json()) as { code: string; message: string };
      expect(refusal.code).toBe('PROTECTION_EXCLUDED');
      expect(refusal.message.startsWith(t.timedOut)).toBe(true);
    });

    test('a self-exclusion blocks registering again with the same mobile number', async ({
      context,
      page: first,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const mobile = thaiMobile();
      await memberIn(context, baseURL!, language, { mobileNum: mobile });
      await openResponsibleGaming(first);
      await startBreak(first, 'break-self_exclusion-6m');

      const page = await freshPhone(browser, language);
      await page.goto('/m/register');
      await page.getByTestId('register-username').fill(`e2x${Date.now().toString(36).slice(-6)}`);
      await page.getByTestId('register-mobileNum').fill(mobile);
      await page.getByTestId('register-password').fill(E2E_PASSWORD);
      await page.getByTestId('register-confirmPassword').fill(E2E_PASSWORD);
      await page.getByTestId('register-captcha').fill(await captchaAnswer(page));
      await page.getByTestId('register-birthDate').fill('1990-01-01');
      await page.getByTestId('register-agreeTerms').check();
      await page.getByTestId('register-submit').click();
      await expect(page.getByText(t.registration)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('register-success')).toHaveCount(0);
      await shot(page, `re-registration-refused-${language}`);
    });
  });
}
