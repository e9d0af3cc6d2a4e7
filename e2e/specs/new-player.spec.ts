import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';

/** Issue 16: what a new player hits, each defect as the player meets it. */

const THAI = /[\u0E00-\u0E7F]/;
const baseURLOf = () => test.info().project.use.baseURL ?? '';

const chooseLanguage = async (page: Page, language: 'th' | 'en') => {
  const panel = page.getByTestId('side-panel');
  if (!(await panel.isVisible())) await page.getByTestId('top-bar-menu').click();
  await panel.getByRole('button', { name: /^(ภาษา|Language)/ }).click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

test.beforeEach(({ context }) => skipHomePopups(context));

test('defect 4: the Vietnam lottery vendor tile opens the lottery lobby', async ({
  page,
  context,
}) => {
  await signInContext(context, await registerViaApi(baseURLOf()));
  await page.goto('/m/gameCenter');
  await page
    .getByTestId('third-party-LOTT')
    .locator('[data-vendor="TCG_LOTTO_VN"]')
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/startLottery\?/);
  await expect(
    page.frameLocator('[data-testid="start-lottery-frame"]').getByTestId('lh5-lobby'),
  ).toBeVisible();
});

test('defect 5: the embedded lottery page loads the Thai web font the app uses', async ({
  page,
  context,
}) => {
  await signInContext(context, await registerViaApi(baseURLOf()));
  await page.goto('/m/lottery');
  await page
    .locator('[data-testid="lottery-tile"][data-game-code="VN_NORTH"]')
    .getByRole('button', { name: 'หวยเวียดนามเหนือ', exact: true })
    .click();
  const frame = page.frameLocator('[data-testid="start-lottery-frame"]');
  await expect(frame.getByTestId('lh5-title')).toHaveText('หวยเวียดนามเหนือ');
  const element = frame.getByTestId('lh5-title');
  await expect
    .poll(() =>
      element.evaluate(async () => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Noto Sans Thai' && face.status === 'loaded')
            loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
});

test('defect 7: after a language switch the notice ticker follows, both ways', async ({ page }) => {
  await page.goto('/m/home');
  const ticker = page.getByTestId('notice-ticker-text');
  await expect(ticker).toHaveText(THAI);
  await chooseLanguage(page, 'en');
  await expect(ticker).not.toHaveText(THAI);
  await chooseLanguage(page, 'th');
  await expect(ticker).toHaveText(THAI);
});

test('defect 8: after logging in from a page that needs a session, the player is on it', async ({
  page,
}) => {
  const member = await registerViaApi(baseURLOf());
  await page.goto('/m/myAccount/index');
  await expect(page).toHaveURL(/\/m\/login/);
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/myAccount\/index$/);
});

test('defect 8: a return address off the site is ignored', async ({ page }) => {
  const member = await registerViaApi(baseURLOf());
  await page.goto('/m/login?redirect=%2F%2Fevil.example.com%2Fm%2Fhome');
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/m\/home$/);
});

for (const language of ['th', 'en'] as const) {
  test(`defect 12: the demo game page speaks the player's language (${language})`, async ({
    page,
    context,
  }) => {
    await signInContext(context, await registerViaApi(baseURLOf()));
    await inLanguage(context, language);
    await page.goto('/m/gameList?gameType=RNG');
    const tile = page.getByTestId('game-tile').first();
    await tile.locator('.game-tile__open').click();
    // A game without free play shows its play-now mask first (§2.7).
    const mask = tile.getByTestId('game-tile-mask');
    if (await mask.isVisible()) await mask.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/vendor\/demo\/play/);
    await expect(page.locator('#spin')).toHaveText(language === 'th' ? 'หมุน' : 'Spin');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('session') ?? 'null') as { token?: string })?.token,
  );

for (const language of ['th', 'en'] as const) {
  test(`defect 1: free play asks a member first and keeps their session (${language})`, async ({
    page,
    context,
  }) => {
    const member = await registerViaApi(baseURLOf());
    await signInContext(context, member);
    await inLanguage(context, language);
    await page.goto('/m/trail');
    const question = page.getByTestId('trial-play');
    await expect(question).toContainText(member.username);
    await expect(question).toContainText(
      language === 'th' ? 'การทดลองเล่นฟรีจะออกจากบัญชีนี้' : 'Free play logs you out',
    );
    expect(await sessionToken(page)).toBe(member.token);
    await page.getByTestId('trial-keep-account').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await sessionToken(page)).toBe(member.token);

    // Choosing free play ends the member's session first, then starts a trial one.
    await page.goto('/m/trail');
    await page.getByTestId('trial-switch').click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
    const trial = await page.evaluate(() => sessionStorage.getItem('session'));
    expect(JSON.parse(trial ?? 'null')).toMatchObject({ trial: true });
    expect(await sessionToken(page)).not.toBe(member.token);
    const old = await page.request.get('/wps/member/info', {
      headers: { authorization: member.token, merchant: member.merchantCode },
    });
    expect(old.status()).toBe(401);
  });
}
