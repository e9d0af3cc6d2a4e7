import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

const DAY_MS = 86_400_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Moves the engagement module's clock (a development route; production has none). */
const moveEngagementClock = async (request: APIRequestContext, offsetMs: number) => {
  const res = await request.post('/dev/engagement/clock', { data: { offsetMs } });
  expect(res.ok()).toBe(true);
};

const setPaymentPassword = async (request: APIRequestContext, member: ApiMember) => {
  const res = await request.put('/wps/member/paymentPassword', {
    headers: { authorization: member.token, merchant: member.merchantCode },
    data: {
      password: member.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    },
  });
  expect(res.ok()).toBe(true);
};

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const texts = {
  th: {
    signIn: /เช็คอินวันนี้/,
    streak1: 'เช็คอินต่อเนื่อง: 1 วัน',
    streak2: 'เช็คอินต่อเนื่อง: 2 วัน',
    claim: 'รับรางวัล',
    redeem: 'แลก',
    submit: 'ยืนยัน',
  },
  en: {
    signIn: /Sign in today/,
    streak1: 'Days in a row: 1',
    streak2: 'Days in a row: 2',
    claim: 'Claim',
    redeem: 'Redeem',
    submit: 'Confirm',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: sign in on two days, claim a task, redeem a mall item (issue 21)`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const words = texts[language];
    const member = await registerViaApi(baseURL ?? '');
    await signInContext(context, member);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await moveEngagementClock(request, 0);
    try {
      // Day one.
      await page.goto('/m/activity/signIn');
      await expect(page.getByTestId('sign-in-streak')).toBeVisible();
      await page.getByTestId('sign-in-button').click();
      await expect(page.getByTestId('sign-in-streak')).toHaveText(words.streak1);
      await expect(page.getByTestId('sign-in-button')).toBeDisabled();
      await expect(page.getByTestId('points-value')).toHaveText('10');

      // The next day in the merchant's time zone: the streak grows.
      await moveEngagementClock(request, DAY_MS);
      await page.reload();
      await expect(page.getByTestId('sign-in-button')).toHaveText(words.signIn);
      await page.getByTestId('sign-in-button').click();
      await expect(page.getByTestId('sign-in-streak')).toHaveText(words.streak2);
      await expect(page.getByTestId('points-value')).toHaveText('20');
      await shot(page, `sign-in-${language}`);

      // A novice task: the payment password is set, so it can be claimed once.
      await setPaymentPassword(request, member);
      await page.goto('/m/activity/noviceTask');
      const task = page.getByTestId('task-payment_password');
      await task.getByRole('button', { name: words.claim }).click();
      await expect(task.getByRole('button')).toHaveCount(0);
      await expect(page.getByTestId('points-value')).toHaveText('70');
      await shot(page, `novice-task-${language}`);

      // The mall: redeem the cheapest item (30 points).
      await page.goto('/m/mall/mallHome');
      const item = page.locator('[data-testid^="mall-item-"]').first();
      const stockBefore = await item.locator('.mall-item__stock').textContent();
      await item.getByRole('button', { name: words.redeem }).click();
      await page.getByTestId('mall-confirm').getByRole('button', { name: words.submit }).click();
      await expect(page.getByTestId('points-value')).toHaveText('40');
      await expect(item.locator('.mall-item__stock')).not.toHaveText(stockBefore ?? '');
      await shot(page, `mall-${language}`);

      // Invite friends: the member's code, its link (which carries it) and the QR code.
      await page.goto('/m/inviteFriends');
      const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      await expect(page.getByTestId('invite-link')).toContainText(`recommenderId=${code}`);
      await expect(page.locator('img.invite-card__qr')).toBeVisible();
      await shot(page, `invite-friends-${language}`);

      await page.goto('/m/rewardCenter');
      await expect(page.getByTestId('page-reward-center')).toBeVisible();
      await expect(page.locator('.reward-list__points')).toHaveCount(3);
      await shot(page, `reward-center-${language}`);
    } finally {
      await moveEngagementClock(request, 0);
    }
  });
}

test('the mall opens without a session and sends a visitor to log in to redeem', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/mall/mallHome');
  const first = page.locator('[data-testid^="mall-item-"]').first();
  await expect(first).toBeVisible();
  await shot(page, 'mall-visitor-en');
  await first.getByRole('button', { name: 'Log in to redeem' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});
