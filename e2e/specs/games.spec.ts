import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerViaApi, signInContext } from '../support/session';

/** The list answers the next page only after it asked for it: wait for the call with these fields. */
const listCall = (page: Page, has: string) =>
  page.waitForResponse((r) => r.url().includes('/lgw/games/list') && r.url().includes(has));

const pickFilter = async (page: Page, group: string, label: string | RegExp) => {
  await page.getByTestId('open-filter').click();
  await page.getByTestId(group).getByRole('button', { name: label }).click();
  await page.getByTestId('filter-apply').click();
};

test('browse, filter, page, star, launch, spin, and find the game under recent (issue 4)', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(baseURL ?? '');
  await signInContext(context, member);
  await context.addInitScript(() => localStorage.setItem('language', 'en'));

  // Game center: All first, a category that stays in place, and one that opens the game list.
  await page.goto('/m/gameCenter');
  const tabs = page.getByTestId('game-center-tabs');
  await expect(tabs.getByRole('tab').first()).toHaveText('All');
  await expect(page.getByTestId('third-party-RNG')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Sports', exact: true }).click();
  await expect(page.getByTestId('vendor-tiles-SPORTS')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/gameCenter$/);
  await tabs.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  // Filter by vendor, by classification and by a trimmed name; each shows as a chip.
  let answer = listCall(page, 'vassalage=PG');
  await pickFilter(page, 'filter-vendors', 'PG Slots');
  await answer;
  await expect(page.getByTestId('chip-vassalage')).toHaveText(/PG Slots/);

  answer = listCall(page, 'gameClassify=JP');
  await pickFilter(page, 'filter-classifies', 'Jackpot');
  await answer;
  await expect(page.getByTestId('chip-gameClassify')).toBeVisible();
  await page.getByTestId('chip-gameClassify').click();
  await expect(page.getByTestId('chip-gameClassify')).toHaveCount(0);

  const firstName = (
    await page.getByTestId('game-tile').first().locator('.game-tile__name').innerText()
  ).trim();
  const word = firstName.split(' ')[0] ?? firstName;
  answer = listCall(page, `gameName=${encodeURIComponent(word)}`);
  await page.getByTestId('open-filter').click();
  await page.getByTestId('filter-name').fill(`  ${word}  `);
  await page.getByTestId('filter-apply').click();
  await answer;
  await expect(page.getByTestId('chip-gameName')).toHaveText(new RegExp(word));
  await expect(page.getByTestId('game-tile').first()).toContainText(word);
  await page.getByTestId('chip-gameName').click();
  await expect(page.getByTestId('chip-gameName')).toHaveCount(0);

  // Scroll the vendor's list to its last page, once it is the whole vendor's list again (the
  // name's one page, which ended in view-all, shows until then).
  const end = page.getByTestId('list-end');
  await expect(end).not.toHaveAttribute('data-state', 'view-all');
  for (let i = 0; i < 40 && (await end.getAttribute('data-state')) !== 'view-all'; i += 1) {
    await end.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
  }
  await expect(end).toHaveAttribute('data-state', 'view-all');
  expect(await page.getByTestId('game-tile').count()).toBeGreaterThan(15);

  // Star the first game and find it under favourites.
  await page.evaluate(() => window.scrollTo(0, 0));
  const tile = page.getByTestId('game-tile').first();
  const nodeId = await tile.getAttribute('data-node-id');
  await tile.getByTestId('game-tile-star').click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  await expect(tile.getByTestId('game-tile-star')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('game-list-tabs').getByRole('tab', { name: 'Favourites' }).click();
  const starred = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
  await expect(starred).toBeVisible();

  // Launch it and spin until the balance moves.
  await starred.locator('.game-tile__open').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
  const balance = page.locator('#balance');
  const before = (await balance.innerText()).trim();
  let after = before;
  for (let i = 0; i < 10 && after === before; i += 1) {
    await page.locator('#spin').click();
    await expect(page.locator('#spin')).toBeEnabled();
    await page.waitForTimeout(300);
    after = (await balance.innerText()).trim();
  }
  expect(after).not.toBe(before);

  // The top bar shows the new balance with 2 decimals; the game is under recent.
  await page.goto('/m/home');
  const shown = page.getByTestId('top-bar-balance-value');
  await expect(shown).toBeVisible();
  const expected = Number(after.replace(/,/g, '')).toLocaleString('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(shown).toHaveText(expected);

  await page.goto('/m/gameList?gameType=RNG&type=recent');
  await expect(page.getByTestId('recent-panel')).toBeVisible();
  await expect(page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`)).toBeVisible();
});

test('a visitor is asked to log in for favourites and sees the banner placeholder go', async ({
  page,
}) => {
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('game-list-tabs').getByRole('tab').nth(3).click();
  await expect(page.getByTestId('toast-info')).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByTestId('banner-loading')).toHaveCount(0);
  await expect(page.getByTestId('notice-ticker')).toBeVisible();
});
