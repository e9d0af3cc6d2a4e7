import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;
const WEB_SRC = fileURLToPath(new URL('../../apps/web/src', import.meta.url));

/** Every locale folder of the app: the shell's and each feature's. */
const folders = [
  join(WEB_SRC, 'locales'),
  ...readdirSync(join(WEB_SRC, 'features')).map((f) => join(WEB_SRC, 'features', f, 'locales')),
].filter((d) => {
  try {
    return readdirSync(d).includes('en.json');
  } catch {
    return false;
  }
});

const messagesOf = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...folders.map((d) => JSON.parse(readFileSync(join(d, `${language}.json`), 'utf8')) as object),
  ) as Record<string, string>;

/**
 * English texts a page in `language` must not show: each key's English where the language words
 * it otherwise (a placeholder-free text of two words or more, so a shared "OK" or a name is not one).
 */
const englishFallbacks = (language: string): string[] => {
  const en = messagesOf('en');
  const own = messagesOf(language);
  return Object.entries(en)
    .filter(([k, v]) => own[k] !== v && !v.includes('{') && v.trim().split(/\s+/).length >= 2)
    .map(([, v]) => v);
};

const inLanguage = (context: BrowserContext, language: string) =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

const look = async (page: Page, language: string, name: string, fallbacks: string[]) => {
  await page.waitForLoadState('networkidle');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${language}-${name}.png` });
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  expect(
    lines.filter((l) => fallbacks.includes(l)),
    `${name} in ${language}`,
  ).toEqual([]);
};

for (const language of ['cn', 'ja', 'vi', 'id'] as const) {
  test(`pages read in ${language}, with no English fallback (§1, §2.12)`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const fallbacks = englishFallbacks(language);
    await skipHomePopups(context);
    await inLanguage(context, language);

    await page.goto('/m/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh' : language);
    await look(page, language, 'login', fallbacks);

    const member = await registerViaApi(baseURL!);
    await signInContext(context, member);
    await page.goto('/m/home');
    await look(page, language, 'home', fallbacks);
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('page-deposit')).toBeVisible();
    await look(page, language, 'deposit', fallbacks);
    await page.goto('/m/lottery');
    await look(page, language, 'lottery', fallbacks);
    await page.goto('/m/member/home');
    await look(page, language, 'member', fallbacks);
  });
}
