import { expect, test, type Browser } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

/**
 * What a screen reader is given, read from the accessibility tree (Playwright's aria snapshots)
 * rather than by rules: the login form's names and structure, and a refused field tied to its
 * message, which is announced (an alert) — in Thai and English.
 */
const texts = {
  th: {
    skip: 'ข้ามไปที่เนื้อหา',
    title: 'เข้าสู่ระบบ',
    methods: 'วิธีเข้าสู่ระบบ',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    show: 'แสดงรหัสผ่าน',
    usernameMissing: 'กรุณากรอกชื่อผู้ใช้',
    passwordMissing: 'กรุณากรอกรหัสผ่าน',
  },
  en: {
    skip: 'Skip to content',
    title: 'Log in',
    methods: 'Login method',
    username: 'Username',
    password: 'Password',
    show: 'Show password',
    usernameMissing: 'Please enter your username',
    passwordMissing: 'Please enter your password',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const phone = async (browser: Browser, language: 'th' | 'en', member?: ApiMember) => {
  const context = await browser.newContext({ locale: language === 'th' ? 'th-TH' : 'en-GB' });
  await skipHomePopups(context);
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  if (member) await signInContext(context, member);
  return context;
};

for (const language of ['th', 'en'] as const) {
  const t = texts[language];

  test(`aria tree: the login form, then its refusals announced at their fields (${language})`, async ({
    browser,
  }) => {
    const context = await phone(browser, language);
    const page = await context.newPage();
    await page.goto('/m/login');
    await expect(page.getByTestId('page-login')).toBeVisible();
    await expect(page.locator('body')).toMatchAriaSnapshot(`
      - link "${t.skip}"
      - main:
        - heading "${t.title}" [level=1]
        - tablist "${t.methods}":
          - tab "${t.username}" [selected]
          - tab
        - textbox "${t.username}"
        - textbox "${t.password}"
        - button "${t.show}"
        - button "${t.title}"
    `);
    await page.getByTestId('login-submit').click();
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - textbox "${t.username}" [invalid]
      - alert: ${t.usernameMissing}
      - textbox "${t.password}" [invalid]
      - button "${t.show}"
      - alert: ${t.passwordMissing}
    `);
    // Each message is the field's description: read when the field is reached again.
    const username = page.getByRole('textbox', { name: t.username });
    await expect(username).toHaveAccessibleDescription(t.usernameMissing);
    await context.close();
  });

  test(`aria tree: the deposit amount refused below the minimum, announced (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const member = await registerViaApi(baseURL ?? '');
    const context = await phone(browser, language, member);
    const page = await context.newPage();
    await page.goto('/m/voucherCenter');
    const amount = page.getByTestId('deposit-amount-input');
    await expect(amount).toBeVisible();
    await amount.fill('0');
    await page.getByTestId('deposit-submit').click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveCount(1);
    const message = (await alert.textContent()) ?? '';
    expect(message).not.toBe('');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // Described by its hint (the limits) and then the refusal.
    await expect(amount).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
    await context.close();
  });
}
