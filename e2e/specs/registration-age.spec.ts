import { expect, test, type BrowserContext } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;

const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

/** A birth date `years` years before today, a day short of the birthday. */
const almost = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + 1);
  return d.toISOString().slice(0, 10);
};

for (const language of ['th', 'en'] as const) {
  test(`registration asks the age and the terms first (${language})`, async ({ page, context }) => {
    await skipHomePopups(context);
    await inLanguage(context, language);
    await page.goto('/m/register');
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register')) asked = true;
    });
    await page.getByTestId('register-username').fill(`ag${Date.now().toString(36)}${language}`);
    await page.getByTestId('register-password').fill(E2E_PASSWORD);
    await page.getByTestId('register-confirmPassword').fill(E2E_PASSWORD);
    const image = page.getByTestId('captcha-image');
    await expect(image).toHaveAttribute('data-captcha-id', /.+/);
    const id = await image.getAttribute('data-captcha-id');
    const answer = (await (await page.request.get(`/dev/captcha?captchaId=${id}`)).json()) as {
      value: { answer: string };
    };
    await page.getByTestId('register-captcha').fill(answer.value.answer);
    await page.getByTestId('register-birthDate').fill(almost(18));
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-birthDate-error')).toContainText('18');
    await expect(page.getByTestId('register-agreeTerms-error')).toBeVisible();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/register-age-${language}.png`, fullPage: true });
    expect(asked).toBe(false);

    await page.getByTestId('register-birthDate').fill('1990-01-01');
    await page.getByTestId('register-agreeTerms').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-success')).toBeVisible({ timeout: 15_000 });
  });
}
