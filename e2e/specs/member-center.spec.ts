import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A 1×1 png, enough for the server to crop and resize. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

for (const language of ['th', 'en'] as const) {
  test.describe(`member center (${language})`, () => {
    test.beforeEach(async ({ context }) => {
      await skipHomePopups(context);
      await inLanguage(context, language);
    });

    test('the new member center (mem_cen 1): name, balance, entries, nickname and icon', async ({
      page,
      context,
      baseURL,
    }) => {
      const m = await registerViaApi(baseURL!);
      await signInContext(context, m);
      await page.goto('/m/member/home');
      await expect(page.getByTestId('member-center-new')).toBeVisible();
      await expect(page.getByTestId('member-name')).toHaveText(m.username);
      await expect(page.getByTestId('member-balance-cash')).toContainText('.');
      await expect(page.getByTestId('member-entry-security-center')).toBeVisible();
      await expect(page.getByTestId('member-level')).toHaveAttribute('href', '/m/member/benefits');

      await page.getByTestId('member-nickname-edit').click();
      await page.getByTestId('member-nickname-input').fill('Lucky Star');
      await page.getByTestId('member-nickname-save').click();
      await expect(page.getByTestId('member-nickname')).toHaveText('Lucky Star');

      await page.getByTestId('member-icon-input').setInputFiles({
        name: 'gif.gif',
        mimeType: 'image/gif',
        buffer: PNG,
      });
      await expect(page.getByTestId('member-profile-error')).toBeVisible();
      await page.getByTestId('member-icon-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByTestId('member-icon')).toBeVisible();
      await expect(page.getByTestId('member-profile-error')).toHaveCount(0);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/member-center-new-${language}.png`,
          fullPage: true,
        });
    });
  });
}

test.describe('the base member center (mem_cen 0)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer(E2E_PORT + 8, { mobileTemplate: { mem_cen: '0' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const language of ['th', 'en'] as const) {
    test(`renders on /m/myAccount/index (${language})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url });
      await skipHomePopups(context);
      await inLanguage(context, language);
      const m = await registerViaApi(server.url);
      await signInContext(context, m);
      const page = await context.newPage();
      await page.goto('/m/myAccount/index');
      await expect(page.getByTestId('member-center-base')).toBeVisible();
      await expect(page.getByTestId('member-name')).toHaveText(m.username);
      await expect(page.getByTestId('member-entry-deposit')).toBeVisible();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/member-center-base-${language}.png`,
          fullPage: true,
        });
      await context.close();
    });
  }
});
