import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const texts = {
  th: {
    first: 'บรอนซ์',
    second: 'ซิลเวอร์',
    progress: /ยอดฝากใน 30 วันล่าสุด/,
    rebates: /เงินคืนจ่ายทุกวันหลังเที่ยงคืน/,
  },
  en: {
    first: 'Bronze',
    second: 'Silver',
    progress: /Deposits in the last 30 days/,
    rebates: /Rebates are paid every day/,
  },
} as const;

/** A PromptPay deposit of 1000 baht, and the transfer that credits it (development route). */
async function deposit(baseURL: string, member: ApiMember) {
  const post = async (path: string, body: unknown, auth = true) => {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: member.merchantCode,
        ...(auth ? { authorization: member.token } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { value: Record<string, unknown> }).value;
  };
  const d = await post('/wps/deposit/promptpay', {
    amount: '1000',
    idempotencyKey: `levels-e2e-${member.username}`,
  });
  await post('/dev/deposit/promptpay/transfer', { amount: d.amount }, false);
}

for (const language of ['th', 'en'] as const) {
  test(`${language}: benefits page shows the levels, the member's level and the way up (issue 21)`, async ({
    page,
    context,
    baseURL,
  }) => {
    const words = texts[language];
    const member = await registerViaApi(baseURL ?? '');
    await signInContext(context, member);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);

    await page.goto('/m/member/benefits');
    await expect(page.getByTestId('level-current')).toHaveText(words.first);
    await expect(page.getByTestId('levels-table').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('level-progress')).toHaveText(words.progress);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText(words.rebates)).toBeVisible();

    // A credited deposit of 1000 reaches the second level at once.
    await deposit(baseURL ?? '', member);
    await page.reload();
    await expect(page.getByTestId('level-current')).toHaveText(words.second);
    await expect(page.getByTestId('levels-table').locator('[aria-current="true"]')).toContainText(
      words.second,
    );
    await shot(page, `member-benefits-${language}`);

    // The side panel's level label leads to the benefits (§2.12).
    await page.goto('/m/mall/mallHome');
    await page.getByTestId('top-bar-menu').click();
    const label = page.getByTestId('side-panel-level');
    await expect(label).toHaveText(words.second);
    await shot(page, `side-panel-level-${language}`);
    await label.click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId('level-current')).toHaveText(words.second);
  });
}
