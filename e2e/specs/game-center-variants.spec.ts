import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';

/**
 * §2.6 the vertical entrance menu variant, chosen by the merchant's template
 * (mobileTemplate.entranceMenu): a Hot tab before Slots, a Recent tab at the end that sends a
 * visitor to /m/login and shows a member's recent games in place.
 */
const TEXTS = {
  th: { all: 'ทั้งหมด', hot: 'ยอดนิยม', slots: 'สล็อต', recent: 'เล่นล่าสุด' },
  en: { all: 'All', hot: 'Hot', slots: 'Slots', recent: 'Recent' },
} as const;

const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

test.describe('the vertical entrance menu', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer(E2E_PORT + 2, { mobileTemplate: { entranceMenu: 'vertical' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const language of ['th', 'en'] as const) {
    test(`Hot before Slots, Recent last; Recent asks a visitor to log in (${language})`, async ({
      browser,
    }) => {
      const text = TEXTS[language];
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
      });
      await skipHomePopups(context);
      await inLanguage(context, language);
      const page = await context.newPage();
      await page.goto('/m/gameCenter');
      const tabs = page.getByTestId('game-center-tabs').getByRole('tab');
      await expect(tabs.first()).toHaveText(text.all);
      const names = (await tabs.allInnerTexts()).map((n) => n.trim());
      expect(names.indexOf(text.hot)).toBe(names.indexOf(text.slots) - 1);
      expect(names.at(-1)).toBe(text.recent);

      await page.getByTestId('game-center-tabs').getByRole('tab', { name: text.hot }).click();
      await expect(page.getByTestId('game-center-HOT')).toBeVisible();
      await expectAxeClean(page);

      await page.getByTestId('game-center-tabs').getByRole('tab', { name: text.recent }).click();
      // §2.6: to /m/login, with the game centre to come back to after login.
      await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameCenter$/);
      await context.close();
    });
  }

  test('a member sees Recent in place', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    await skipHomePopups(context);
    await inLanguage(context, 'en');
    await signInContext(context, await registerViaApi(server.url));
    const page = await context.newPage();
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-center-tabs').getByRole('tab', { name: 'Recent' }).click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await expect(page.getByTestId('game-center-RECENT')).toBeVisible();
    await context.close();
  });
});
