import { expect, test, type Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';

/**
 * §9 the special launch vendors LOTT and ELOTT (docs/lottery.md): /m/launchGame with the gameId of
 * their demo game opens that game on /m/startLottery (§2.10) with the vendor's prize mode.
 */
const GAMES = [
  { code: 'LOTT', gameId: '301', prizeMode: 'Lott', name: 'ล็อตโต้รายชั่วโมง' },
  { code: 'ELOTT', gameId: '401', prizeMode: 'Elott', name: 'อีล็อตโต้ 3 นาที' },
] as const;

/** On /m/startLottery with the game's id and prize mode, its page in the frame. */
const expectStartLottery = async (page: Page, game: (typeof GAMES)[number]) => {
  await page.waitForURL((url) => url.pathname === '/m/startLottery', { timeout: 15_000 });
  const query = new URL(page.url()).searchParams;
  expect(query.get('gameId')).toBe(game.gameId);
  expect(query.get('prize_mode')).toBe(game.prizeMode);
  const frame = page.frameLocator('[data-testid="start-lottery-frame"]');
  await expect(frame.getByTestId('lh5-title')).toHaveText(game.name);
  await expect(frame.getByTestId('lh5-countdown')).toHaveText(/^(\d{2}:\d{2}:\d{2}|--:--:--)$/);
};

test.describe('LOTT and ELOTT through /m/launchGame', () => {
  test.beforeEach(({ context }) => skipHomePopups(context));

  for (const game of GAMES) {
    test(`a member opens ${game.code}'s game ${game.gameId} on /m/startLottery`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signInContext(context, await registerViaApi(baseURL ?? ''));
      await page.goto(`/m/launchGame?code=${game.code}&gameId=${game.gameId}&pageBack=/m/home`);
      await expectStartLottery(page, game);
      expect(new URL(page.url()).searchParams.get('pageBack')).toBe('/m/home');
      await page.getByTestId('start-lottery-close').click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('a visitor logs in first and then lands on the game', async ({ page, baseURL }) => {
    const member = await registerViaApi(baseURL ?? '');
    const [lott] = GAMES;
    const launch = `/m/launchGame?code=${lott.code}&gameId=${lott.gameId}`;
    await page.goto(launch);
    await expect(page).toHaveURL(`${baseURL}/m/login?redirect=${encodeURIComponent(launch)}`);
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expectStartLottery(page, lott);
  });
});
