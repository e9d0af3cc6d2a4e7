import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean, finiteAnimationsDone } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';

/**
 * §1 "The full language catalogue has over 30 entries": a merchant offering two catalogue
 * languages beside th and en. A player who picks one sees its name in its own script, the texts
 * of the language it falls back to, its own tag on <html lang>, and keeps it over a reload.
 */
const PORT = E2E_PORT + 46;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {
    languages: { default: 'th', supported: ['th', 'en', 'ko', 'ms'] },
  });
});
test.afterAll(async () => server.stop());
test.describe.configure({ timeout: 60_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeEach(({ context }) => skipHomePopups(context));

const openPicker = async (page: Page) => {
  const panel = page.getByTestId('side-panel');
  if (!(await panel.isVisible())) await page.getByTestId('top-bar-menu').click();
  await panel.getByRole('button', { name: /^(ภาษา|Language|Bahasa)/ }).click();
  return page.getByTestId('language-picker');
};

test('the picker lists the merchant languages by their own names', async ({ page }) => {
  await page.goto('/m/home');
  const picker = await openPicker(page);
  await expect(picker.getByRole('button')).toHaveText([
    'ไทย',
    'English',
    '한국어',
    'Bahasa Melayu',
  ]);
  await expect(page.getByTestId('language-option-ko')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('language-option-ja')).toHaveCount(0);
});

test('Korean reads in English, is marked ko and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await (await openPicker(page)).getByTestId('language-option-ko').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('top-bar-login')).toHaveText('Log in');
  await page.reload();
  // The server marks the page from its first byte, from the language cookie.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('top-bar-login')).toHaveText('Log in');
  await page.getByTestId('top-bar-menu').click();
  await expect(
    page.getByTestId('side-panel').getByRole('button', { name: /^Language/ }),
  ).toContainText('한국어');
  await page.keyboard.press('Escape');
  await finiteAnimationsDone(page);
  await expectAxeClean(page);
});

test('Malay reads in Indonesian, is marked ms and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await (await openPicker(page)).getByTestId('language-option-ms').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByTestId('top-bar-login')).toHaveText('Masuk');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByTestId('top-bar-login')).toHaveText('Masuk');
  await finiteAnimationsDone(page);
  await expectAxeClean(page);
});

test('the server answers a catalogue language in the texts it reads in, never a 400', async ({
  request,
}) => {
  const index = await request.get('/m/home', { headers: { cookie: 'lang=ms' } });
  // The served first view also sets the frame's sizes on <html>.
  expect(await index.text()).toMatch(/<html lang="ms"[ >]/);
  for (const language of ['ko', 'ms', 'zh-HK']) {
    const menu = await request.get(`/lgw/vn/games/game_menu?language=${language}`, {
      headers: { language, merchant: 'DEMO' },
    });
    expect(menu.status(), language).toBe(200);
  }
  const unknown = await request.get('/lgw/vn/games/game_menu?language=xx');
  expect(unknown.status()).toBe(400);
});
