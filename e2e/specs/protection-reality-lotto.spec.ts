import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { memberValue } from '../support/member-api';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';
import { backToFront, loggedInFor, realityCheckTexts } from '../support/protection-dev';

/**
 * Issue 34: the reality check over the lotto-h5 page (the lottery's own game page, served by the
 * server), counted on the server and asked with the page's own session cookie; keep playing
 * dismisses it, log out ends the login session. In Thai and English.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The demo 1-minute lottery. */
const FAST1_GAME_ID = '101';

for (const language of ['th', 'en'] as const) {
  const t = realityCheckTexts[language];
  test(`a reality check over the lotto-h5 page (${language})`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(baseURL!);
    const call = memberValue(baseURL!, member);
    await call('POST', '/wps/member/protection/realityCheck', { intervalMinutes: 10 });
    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await signInContext(context, member);

    // The lottery page opened with a launch code, as the app opens it (here on its own).
    const code = await fetch(`${baseURL}/wps/game/lottery/pageCode`, {
      method: 'POST',
      headers: { merchant: member.merchantCode, authorization: member.token },
    });
    expect(code.status, await code.clone().text()).toBe(200);
    const { launchCode } = ((await code.json()) as { value: { launchCode: string } }).value;
    await page.goto(
      `/m/lotto-h5/${member.merchantCode}/ent/games/${FAST1_GAME_ID}?launch=${launchCode}&merchant=${member.merchantCode}&language=${language}`,
    );
    await expect(page.getByTestId('lh5-title')).toBeVisible();
    await expect(page.getByTestId('lh5-balance')).toHaveText(/1,000\.00 THB/);
    await expect(page.getByTestId('reality-check-dialog')).toHaveCount(0);

    // Eleven minutes by the server's clock: the check shows over the lottery.
    await loggedInFor(baseURL!, member, 11);
    await backToFront(page);
    const dialog = page.getByTestId('reality-check-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(t.title);
    await expect(dialog.getByTestId('reality-check-played')).toHaveText(t.played);
    await expectAxeClean(page);
    await shot(page, `reality-over-lotto-${language}`);

    // Keep playing: it closes, the slip goes on, and the same check is not asked again.
    await dialog.getByTestId('reality-check-keep').click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('lh5-numbers').fill('12');
    await page.getByTestId('lh5-add-bet').click();
    await expect(page.getByTestId('lh5-total')).toHaveText('1.00 THB');
    await backToFront(page);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);

    // The next check (21 minutes): log out ends the login session, and the page's with it.
    await loggedInFor(baseURL!, member, 21);
    await backToFront(page);
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('reality-check-log-out').click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/m/') && !url.pathname.startsWith('/m/lotto-h5/'),
    );
    const after = await fetch(`${baseURL}/wps/member/protection/realityCheck`, {
      headers: { merchant: member.merchantCode, authorization: member.token },
    });
    expect(after.status).toBe(401);
    const balance = await page.request.get('/m/lotto-h5/lgw/balance');
    expect(balance.status()).toBe(401);
  });
}

test('in the app, the lottery frame leaves the check to the app: one dialog, not two', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = await registerViaApi(baseURL!);
  await memberValue(baseURL!, member)('POST', '/wps/member/protection/realityCheck', {
    intervalMinutes: 10,
  });
  await skipHomePopups(context);
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInContext(context, member);
  await loggedInFor(baseURL!, member, 11);

  await page.goto(`/m/startLottery?gameId=${FAST1_GAME_ID}&playType=ent`);
  const frame = page.frameLocator('[data-testid="start-lottery-frame"]');
  await expect(frame.getByTestId('lh5-title')).toBeVisible();
  // The app's own check shows over the whole screen, the frame included.
  const appDialog = page.getByTestId('reality-check-dialog');
  await expect(appDialog).toBeVisible();
  await expect(appDialog.getByRole('heading')).toHaveText(realityCheckTexts.en.title);
  // The frame's page asked too, and stays out.
  await page.waitForTimeout(1_000);
  await expect(frame.getByTestId('reality-check-dialog')).toHaveCount(0);
  await expect(frame.locator('#reality-overlay')).toHaveCount(1);
});
