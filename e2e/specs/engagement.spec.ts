import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { captchaAnswer } from '../support/captcha';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';
import { smsCode } from '../support/sms-outbox';

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

/** A PromptPay deposit the bank matches at once (a development route): the member's first. */
const depositViaApi = async (request: APIRequestContext, member: ApiMember, amount: string) => {
  const headers = { authorization: member.token, merchant: member.merchantCode };
  const created = await request.post('/wps/deposit/promptpay', {
    headers,
    data: { amount, idempotencyKey: `invite-e2e-${member.username}` },
  });
  expect(created.ok()).toBe(true);
  const { value } = (await created.json()) as { value: { amount: string } };
  const matched = await request.post('/dev/deposit/promptpay/transfer', {
    headers: { merchant: member.merchantCode },
    data: { amount: value.amount },
  });
  expect(matched.ok()).toBe(true);
};

/** The security centre's form: the code sent by SMS proves the number. */
const proveMobile = async (page: Page, national: string) => {
  await page.goto('/m/securityCenter');
  await page.getByTestId('security-mobile-input').fill(national);
  await page.getByTestId('security-mobile-form-send').click();
  await page.getByTestId('security-mobile-form-code').fill(await smsCode(page, national));
  await page.getByTestId('security-mobile-form-submit').click();
};

/**
 * A friend opens the invite link on another phone (a fresh context) and registers through the
 * form; the link is on the merchant's domain, so its path and query are opened here.
 */
const registerThroughLink = async (browser: Browser, link: string, language: 'th' | 'en') => {
  const context = await browser.newContext();
  try {
    await skipHomePopups(context);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    const { pathname, search } = new URL(link);
    await page.goto(`${pathname}${search}`);
    const username = `fr${Date.now().toString(36).slice(-7)}${language}`;
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill(E2E_PASSWORD);
    await page.getByTestId('register-confirmPassword').fill(E2E_PASSWORD);
    await page.getByTestId('register-captcha').fill(await captchaAnswer(page));
    await page.getByTestId('register-birthDate').fill('1990-01-01');
    await page.getByTestId('register-agreeTerms').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-success')).toBeVisible({ timeout: 15_000 });
    const record = await page.evaluate(() => sessionStorage.getItem('session'));
    const { token, merchantCode } = JSON.parse(record ?? '{}') as {
      token: string;
      merchantCode: string;
    };
    return { username, password: E2E_PASSWORD, token, merchantCode } satisfies ApiMember;
  } finally {
    await context.close();
  }
};

/** How the invite page names a friend (referral.service maskName). */
const maskedName = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

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
    inviteReward: '+50.00 โบนัส',
    registered: 'สมัครแล้ว',
    mobileProven: 'ยืนยันแล้ว',
    inviteKind: 'รางวัลชวนเพื่อน',
  },
  en: {
    signIn: /Sign in today/,
    streak1: 'Days in a row: 1',
    streak2: 'Days in a row: 2',
    claim: 'Claim',
    redeem: 'Redeem',
    submit: 'Confirm',
    inviteReward: '+50.00 bonus',
    registered: 'Registered',
    mobileProven: 'Verified',
    inviteKind: 'Invitation reward',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: sign in on two days, claim two tasks, redeem, invite (issue 21)`, async ({
    browser,
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
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

      // Two novice tasks: the mobile number proven by SMS and the payment password set.
      await proveMobile(page, `08${language === 'th' ? 1 : 2}${String(Date.now()).slice(-7)}`);
      await expect(page.getByTestId('security-mobile-state')).toContainText(words.mobileProven);
      await setPaymentPassword(request, member);
      await page.goto('/m/activity/noviceTask');
      for (const [code, points] of [
        ['prove_mobile', '70'],
        ['payment_password', '120'],
      ] as const) {
        const task = page.getByTestId(`task-${code}`);
        await task.getByRole('button', { name: words.claim }).click();
        await expect(task.getByRole('button')).toHaveCount(0);
        await expect(page.getByTestId('points-value')).toHaveText(points);
      }
      await shot(page, `novice-task-${language}`);

      // The mall: redeem the cheapest item (30 points).
      await page.goto('/m/mall/mallHome');
      const item = page.locator('[data-testid^="mall-item-"]').first();
      const stockBefore = await item.locator('.mall-item__stock').textContent();
      await item.getByRole('button', { name: words.redeem }).click();
      await page.getByTestId('mall-confirm').getByRole('button', { name: words.submit }).click();
      await expect(page.getByTestId('points-value')).toHaveText('90');
      await expect(item.locator('.mall-item__stock')).not.toHaveText(stockBefore ?? '');
      await shot(page, `mall-${language}`);

      // Invite friends: the member's code, its link (which carries it) and the QR code.
      await page.goto('/m/inviteFriends');
      const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
      expect(link).toContain(`recommenderId=${code}`);
      await expect(page.locator('img.invite-card__qr')).toBeVisible();
      await expect(page.getByTestId('invite-rule')).toBeVisible();

      // A friend registers through the link: the inviter's list shows them, registered.
      const friend = await registerThroughLink(browser, link, language);
      await page.reload();
      const friends = page.getByTestId('invite-friends');
      await expect(friends).toContainText(maskedName(friend.username));
      await expect(friends).toContainText(words.registered);

      // Their first deposit pays the inviter's reward (the demo rule: 50 in bonus for a first
      // deposit of at least 100), once.
      await depositViaApi(request, friend, '200');
      await page.reload();
      await expect(page.getByTestId('invite-reward')).toHaveText(words.inviteReward);
      await shot(page, `invite-friends-${language}`);

      await page.goto('/m/rewardCenter');
      await expect(page.getByTestId('page-reward-center')).toBeVisible();
      await expect(page.locator('.reward-list__points')).toHaveCount(5);
      await shot(page, `reward-center-${language}`);

      await page.goto('/m/transaction/record');
      await expect(page.getByTestId('transaction-records')).toContainText(words.inviteKind);
      await shot(page, `transaction-record-${language}`);
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
