import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean, finiteAnimationsDone } from '../support/accessibility';
import {
  startTestProvider,
  type TestProvider,
} from '../../apps/server/test/helpers/oidc-test-provider';
import { startServer, type RunningServer } from '../support/server';
import { shot } from '../support/shots';

/**
 * §2.4 sign-in by an identity provider, in Chromium against a real OpenID Connect provider
 * (oidc-provider, its own login and consent pages) that the app's server is configured with:
 * Google-, Facebook- and LINE-shaped providers are one mechanism. A first sign-in asks the age
 * and the terms and creates the member; the next one logs straight in.
 */
const PORT = E2E_PORT + 31;
const IDP_PORT = E2E_PORT + 32;
const SECRET = 'e2e-client-secret-of-at-least-32-characters';
const PROVIDERS = [
  { id: 'google', kind: 'google' },
  { id: 'facebook', kind: 'facebook' },
  { id: 'line', kind: 'line' },
] as const;

let idp: TestProvider;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const redirectUri = `http://127.0.0.1:${PORT}/m/identity/callback`;
  idp = await startTestProvider(
    PROVIDERS.map((p) => ({
      clientId: `${p.id}-client`,
      clientSecret: SECRET,
      redirectUris: [redirectUri],
    })),
    IDP_PORT,
  );
  server = await startServer(
    PORT,
    {
      whitelabel: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true },
      identityProviders: PROVIDERS.map((p) => ({
        ...p,
        issuer: idp.issuer,
        clientId: `${p.id}-client`,
        scopes: ['openid', 'email', 'profile'],
      })),
    },
    (env) => {
      env.OIDC_CLIENT_SECRETS = PROVIDERS.map((p) => `DEMO:${p.id}=${SECRET}`).join(',');
    },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

async function phone(browser: Browser, language: 'th' | 'en') {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
    serviceWorkers: 'block',
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('language', lang);
    localStorage.setItem('firstVisitPopupClosed', '1');
    sessionStorage.setItem('loginPopupsShown', '1');
    localStorage.setItem('hideDownloadBar', '1');
  }, language);
  return context;
}

/**
 * The provider's own pages: its login form (any password) unless the browser is signed in there
 * already, then its consent; until it sends the player back.
 */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  for (let step = 0; step < 4 && page.url().startsWith(idp.issuer); step++) {
    const field = page.locator('input[name=login]');
    if ((await field.count()) > 0) {
      await field.fill(login);
      await page.locator('input[name=password]').fill('any password');
    }
    await page.locator('button[type=submit]').click();
    await page.waitForLoadState('load');
  }
}

const texts = {
  th: {
    line: 'ดำเนินการต่อด้วย LINE',
    google: 'ดำเนินการต่อด้วย Google',
    register: 'สร้างบัญชีของคุณให้เสร็จสมบูรณ์',
    expired: 'การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว',
    linked: 'เชื่อมแล้วเมื่อ',
  },
  en: {
    line: 'Continue with LINE',
    google: 'Continue with Google',
    register: 'Finish creating your account',
    expired: 'This sign-in has expired or was already used',
    linked: 'Linked',
  },
};

for (const language of ['th', 'en'] as const) {
  test(`first sign-in registers, the next logs straight in (${language})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const who = `e2e-${language}-${Date.now().toString(36)}`;
    const t = texts[language];

    const context = await phone(browser, language);
    const page = await context.newPage();
    await page.goto('/m/login');
    await expect(page.getByTestId('identity-line')).toHaveText(t.line);
    await expect(page.getByTestId('identity-google')).toHaveText(t.google);
    await expect(page.getByTestId('identity-facebook')).toBeVisible();
    await finiteAnimationsDone(page);
    await expectAxeClean(page);
    await shot(page, `login-${language}`);

    await page.getByTestId('identity-line').click();
    await signInAtProvider(page, who);
    await expect(page.getByTestId('identity-register-form')).toContainText(t.register);
    await page.getByTestId('identity-register-submit').click();
    await expect(page.getByTestId('register-agreeTerms-error')).toBeVisible();
    await finiteAnimationsDone(page);
    await expectAxeClean(page);
    await shot(page, `register-${language}`);
    await page.getByTestId('register-birthDate').fill('1990-01-31');
    await page.getByTestId('register-agreeTerms').check();
    await page.getByTestId('identity-register-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const first = await page.evaluate(() => sessionStorage.getItem('session'));
    expect(first).toContain('"token"');
    const userName = (JSON.parse(first!) as { userName: string }).userName;
    expect(userName).toMatch(/^li[a-z0-9]+$/);
    await context.close();

    // Another day, another browser: the provider asks again, the app logs straight in.
    const again = await phone(browser, language);
    const page2 = await again.newPage();
    await page2.goto('/m/login?redirect=%2Fm%2Fmember%2Fhome');
    await page2.getByTestId('identity-line').click();
    await signInAtProvider(page2, who);
    await expect(page2).toHaveURL(/\/m\/member\/home$/);
    const second = await page2.evaluate(() => sessionStorage.getItem('session'));
    expect((JSON.parse(second!) as { userName: string }).userName).toBe(userName);

    // The security centre lists the linked account and links another provider's to this member.
    await page2.goto('/m/securityCenter');
    await expect(page2.getByTestId('security-identity-line')).toContainText(t.linked);
    await page2.getByTestId('security-identity-link-google').click();
    // Signed in at the provider already: only its consent for this client.
    await signInAtProvider(page2, who);
    await expect(page2).toHaveURL(/\/m\/securityCenter$/);
    await expect(page2.getByTestId('security-identity-google')).toContainText(t.linked);
    await finiteAnimationsDone(page2);
    await expectAxeClean(page2);
    await shot(page2.getByTestId('security-identity'), `security-${language}`);

    // The provider's answer is good once: the same address again is refused, with a way back.
    await page2.goto(`/m/identity/callback?state=used-or-unknown&code=x`);
    await expect(page2.getByTestId('identity-failed')).toContainText(t.expired);
    await finiteAnimationsDone(page2);
    await expectAxeClean(page2);
    await shot(page2, `failed-${language}`);
    await again.close();
  });
}

test('Google- and Facebook-shaped providers sign in the same way', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const id of ['google', 'facebook'] as const) {
    const who = `e2e-${id}-${Date.now().toString(36)}`;
    const context = await phone(browser, 'en');
    const page = await context.newPage();
    await page.goto('/m/login');
    await page.getByTestId(`identity-${id}`).click();
    await signInAtProvider(page, who);
    await page.getByTestId('register-birthDate').fill('1990-01-31');
    await page.getByTestId('register-agreeTerms').check();
    await page.getByTestId('identity-register-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const session = await page.evaluate(() => sessionStorage.getItem('session'));
    expect((JSON.parse(session!) as { userName: string }).userName).toMatch(
      new RegExp(`^${id.slice(0, 2)}[a-z0-9]+$`),
    );
    await context.close();
  }
});
