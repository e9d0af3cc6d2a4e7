import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerViaApi, signInContext } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const language of ['en', 'th'] as const) {
  test(`records show the demo credit, every bet and the totals (issue 18, ${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member = await registerViaApi(baseURL ?? '');
    await signInContext(context, member);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);

    // Before playing: the betting record is empty (§8), the grant is marked as demo credit.
    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await shot(page, `game-record-empty-${language}`);
    await page.goto('/m/transaction/record');
    await expect(page.getByTestId('demo-credit')).toBeVisible();

    // Three spins of a demo game.
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
    for (let i = 0; i < 3; i += 1) {
      await page.locator('#spin').click();
      await expect(page.locator('#spin')).toBeEnabled();
    }

    await page.goto('/m/gameRecord');
    const bets = page.getByTestId('bet-records').locator('li');
    await expect(bets).toHaveCount(3);
    await expect(page.getByTestId('records-totals')).toContainText('3');
    await shot(page, `game-record-${language}`);
    // Filtering by another game type leaves nothing.
    await page.getByTestId('filter-game-type').selectOption('LIVE');
    await expect(page.getByTestId('list-empty')).toBeVisible();

    await page.goto('/m/transaction/record');
    // The grant, three bets and the wins the spins paid.
    await expect(page.getByTestId('transaction-records').locator('li')).not.toHaveCount(0);
    expect(
      await page.getByTestId('transaction-records').locator('li').count(),
    ).toBeGreaterThanOrEqual(4);
    await shot(page, `transaction-record-${language}`);

    await page.goto('/m/profitandloss');
    await expect(page.getByTestId('pnl-days').locator('li')).toHaveCount(1);
    await shot(page, `profit-and-loss-${language}`);
  });
}
