import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAxeClean, finiteAnimationsDone } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';
import { shot } from '../support/shots';

/**
 * §1 cockfighting (ไก่ชน) as a player finds it: the home entrance (§2.3) and the game center's tab
 * (§2.6) show the demo vendor SV388's menu and its arenas; an arena launches like any single game
 * (§2.7), and a visitor is sent to log in first and brought back (§6).
 */
const ARENAS = 4;
const TEXTS = {
  th: { tab: 'ไก่ชน', vendor: 'SV388 ไก่ชน', arena: (n: number) => `สนามไก่ชน ${n}` },
  en: {
    tab: 'Cockfighting',
    vendor: 'SV388 Cockfight',
    arena: (n: number) => `Cockfight Arena ${n}`,
  },
} as const;
const COCKFIGHT_CENTER = '/m/gameCenter?gameCategory=COCKFIGHT';

const inLanguage = (context: BrowserContext, language: keyof typeof TEXTS) =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

/** The cockfighting tab's body: SV388 chosen in the vendor menu and the four arenas by name. */
const expectArenas = async (page: Page, language: keyof typeof TEXTS) => {
  const body = page.getByTestId('game-center-COCKFIGHT');
  await expect(body).toBeVisible();
  const menu = body.getByTestId('vendor-menu-COCKFIGHT');
  await expect(menu.getByRole('button', { name: TEXTS[language].vendor })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const tiles = menu.getByTestId('game-tile');
  await expect(tiles).toHaveCount(ARENAS);
  const names = (await tiles.locator('.game-tile__name').allInnerTexts()).map((n) => n.trim());
  expect(names.sort()).toEqual(
    Array.from({ length: ARENAS }, (_, i) => TEXTS[language].arena(i + 1)).sort(),
  );
  await expect(
    page.getByTestId('game-center-tabs').getByRole('tab', { name: TEXTS[language].tab }),
  ).toHaveAttribute('aria-selected', 'true');
};

test.describe('cockfighting', () => {
  test.beforeEach(({ context }) => skipHomePopups(context));

  for (const language of ['th', 'en'] as const) {
    test(`home's entrance opens the tab with SV388's four arenas; axe clean (${language})`, async ({
      page,
      context,
    }) => {
      await inLanguage(context, language);
      await page.goto('/m/home');
      const entrance = page.getByTestId('game-area-COCKFIGHT');
      await expect(entrance).toHaveText(TEXTS[language].tab);
      await entrance.click();
      await expect(page).toHaveURL(/\/m\/gameCenter\?gameCategory=COCKFIGHT$/);
      await expectArenas(page, language);
      // Nothing wider than the phone: a long arena name or the vendor strip would scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // The arenas' art in (the tiles fade each in once loaded).
      await expect(page.locator('.game-tile__art[data-state="loaded"]')).toHaveCount(ARENAS);
      await finiteAnimationsDone(page);
      await shot(page, `cockfighting-tab-${language}`);
      await expectAxeClean(page);
    });
  }

  test('the game center tab switches in place', async ({ page, context }) => {
    await inLanguage(context, 'en');
    await page.goto('/m/gameCenter');
    await page
      .getByTestId('game-center-tabs')
      .getByRole('tab', { name: TEXTS.en.tab, exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await expectArenas(page, 'en');
    // The vendor's View All lists its arenas on the game list.
    await page.getByTestId('view-all').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=COCKFIGHT&vassalage=SV388$/);
    await expect(page.getByTestId('game-tile')).toHaveCount(ARENAS);
  });

  test("a member's arena opens the vendor's game", async ({ page, context, baseURL }) => {
    await signInContext(context, await registerViaApi(baseURL ?? ''));
    await page.goto(COCKFIGHT_CENTER);
    await expectArenas(page, 'th');
    const launch = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
    await page.getByRole('button', { name: TEXTS.th.arena(2), exact: true }).click();
    const answer = await launch;
    expect(new URL(answer.url()).searchParams.get('category')).toBe('COCKFIGHT');
    await page.waitForURL((url) => url.pathname === '/vendor/demo/play');
    await expect(page.locator('body')).toContainText(TEXTS.th.arena(2));
  });

  test('a visitor logs in first and comes back to the arenas', async ({ page, baseURL }) => {
    const member = await registerViaApi(baseURL ?? '');
    await page.goto(COCKFIGHT_CENTER);
    await expectArenas(page, 'th');
    await page.getByRole('button', { name: TEXTS.th.arena(1), exact: true }).click();
    await expect(page).toHaveURL(
      `${baseURL}/m/login?redirect=${encodeURIComponent(COCKFIGHT_CENTER)}`,
    );
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/gameCenter\?gameCategory=COCKFIGHT$/, { timeout: 15_000 });
    await expectArenas(page, 'th');
  });
});
