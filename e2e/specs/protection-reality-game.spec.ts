import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { memberValue } from '../support/member-api';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';
import { backToFront, loggedInFor, realityCheckTexts } from '../support/protection-dev';

/**
 * Issue 34: the reality check over a running game (the demo vendor's page, outside the app),
 * counted on the server; keep playing dismisses it, log out ends the session. In Thai and English.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const language of ['th', 'en'] as const) {
  const t = realityCheckTexts[language];
  test(`a reality check over a running game (${language})`, async ({ context, page, baseURL }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(baseURL!);
    await memberValue(baseURL!, member)('POST', '/wps/member/protection/realityCheck', {
      intervalMinutes: 10,
    });
    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await signInContext(context, member);

    // The member launches a slot from the app: the game runs outside the app.
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
    await page.waitForURL((url) => url.pathname.startsWith('/vendor/demo/play'));
    await expect(page.locator('#spin')).toBeVisible();
    await expect(page.getByTestId('reality-check-dialog')).toHaveCount(0);

    // Eleven minutes by the server's clock: the check shows over the game.
    await loggedInFor(baseURL!, member, 11);
    await backToFront(page);
    const dialog = page.getByTestId('reality-check-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(t.title);
    await expect(dialog.getByTestId('reality-check-played')).toHaveText(t.played);
    await expectAxeClean(page);
    await shot(page, `reality-over-game-${language}`);

    // Keep playing: it closes, the game goes on, and the same check is not asked again.
    await dialog.getByTestId('reality-check-keep').click();
    await expect(dialog).toHaveCount(0);
    await page.locator('#spin').click();
    await expect(page.locator('#spin')).toBeEnabled();
    await backToFront(page);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);

    // The next check (21 minutes): log out ends the session.
    await loggedInFor(baseURL!, member, 21);
    await backToFront(page);
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('reality-check-log-out').click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/'));
    const after = await fetch(`${baseURL}/wps/member/protection/realityCheck`, {
      headers: { merchant: member.merchantCode, authorization: member.token },
    });
    expect(after.status).toBe(401);
  });
}
