import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, signInContext } from '../support/session';

/** The demo 1-minute lottery: draws every minute, betting closes 5 s before. */
const FAST1 = { gameCode: 'VN_FAST1', gameId: '101', lockSeconds: 5 };
const HMS = /^\d{2}:\d{2}:\d{2}$/;
const TEN_MINUTES_MS = 10 * 60_000;

const seconds = (hms: string) => {
  const [h, m, s] = hms.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

interface Draw {
  gameCode: string;
  numero: string;
  remainTime: number;
  drawTime: number;
  lockTime: number;
  isSale: boolean;
}

const drawOf = async (request: APIRequestContext, gameCode: string): Promise<Draw> => {
  const res = await request.get('/lotto/lgw/games/opened/numero?prizeMode=SEA');
  const d = ((await res.json()).value as Draw[]).find((x) => x.gameCode === gameCode);
  if (!d) throw new Error(`no draw for ${gameCode}`);
  return d;
};

const tile = (page: Page, gameCode: string) => page.locator(`[data-game-code="${gameCode}"]`);
const countdownOf = (page: Page, gameCode: string) =>
  tile(page, gameCode).getByTestId('lottery-countdown');

test.describe('lottery list and draws', () => {
  test('the 1-minute countdown runs to the lock, then the next draw is offered; the result of the locked draw appears without a reload', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const h5 = await context.newPage();
    await h5.goto(
      `/m/lotto-h5/DEMO/ent/games/${FAST1.gameId}?merchant=DEMO&prize_mode=SEA&language=en`,
    );
    await page.goto('/m/lottery');
    const countdown = countdownOf(page, FAST1.gameCode);
    // Opened inside the lock window the tile shows --:--:-- until the next draw opens (≤ ~7 s).
    await expect(countdown).toHaveText(HMS, { timeout: 15_000 });

    // If the lock is already close, wait for the next draw so that the whole run is seen.
    let open = await drawOf(request, FAST1.gameCode);
    if (open.remainTime <= FAST1.lockSeconds + 3) {
      await expect
        .poll(async () => (await drawOf(request, FAST1.gameCode)).numero, { timeout: 12_000 })
        .not.toBe(open.numero);
      open = await drawOf(request, FAST1.gameCode);
    }
    const numero = open.numero;
    await expect(h5.getByTestId('lh5-numero')).toHaveText(numero, { timeout: 5_000 });
    // A marker on the window tells a live update from a reload.
    await h5.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    // It ticks: the value goes down (from a time, not the placeholder shown between draws).
    await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/, { timeout: 10_000 });
    const first = seconds((await countdown.textContent()) ?? '');
    await expect
      .poll(async () => seconds((await countdown.textContent()) ?? ''))
      .toBeLessThan(first);

    // At the lock the next draw is offered at once (§2.9): the locked one stops being current
    // and the tile counts down to the next lock without a reload.
    await expect
      .poll(async () => (await drawOf(request, FAST1.gameCode)).numero, {
        timeout: 62_000,
        intervals: [250],
      })
      .not.toBe(numero);
    const next = await drawOf(request, FAST1.gameCode);
    expect(next.isSale).toBe(true);
    expect(next.remainTime - next.lockTime).toBeGreaterThan(FAST1.lockSeconds);
    await expect(countdown).toHaveText(/^00:0[01]:[0-5]\d$/, { timeout: 10_000 });

    // After the draw: the page shows the next numero and the locked draw's result.
    await expect(h5.getByTestId('lh5-numero')).not.toHaveText(numero, { timeout: 5_000 });
    await expect(h5.locator(`[data-testid="lh5-results"] li`).first()).toHaveAttribute(
      'data-numero',
      numero,
      { timeout: 8_000 },
    );
    await expect(h5.locator('.lh5-result .lh5-ball').first()).toHaveText(/^\d{5}$/);
    expect(await h5.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("with the phone's clock 10 minutes wrong the countdown still follows the server", async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: Date.now() + TEN_MINUTES_MS });
    await page.goto('/m/lottery');
    let compared = 0;
    for (const gameCode of ['VN_HOURLY', 'VN_FAST5', 'VN_FAST3', 'VN_EVENING']) {
      const draw = await drawOf(request, gameCode);
      // Games in their lock window or off sale show --:--:--; they prove nothing about the clock.
      if (!draw.isSale || draw.remainTime - draw.lockTime < 3) continue;
      const countdown = countdownOf(page, gameCode);
      await expect(countdown).toHaveText(HMS);
      // The server's time left read just before and just after the page's: on a busy machine the
      // calls take seconds, so the page's figure is judged against that span, not one reading.
      const before = (await drawOf(request, gameCode)).remainTime - draw.lockTime;
      const shown = seconds((await countdown.textContent()) ?? '');
      const after = (await drawOf(request, gameCode)).remainTime - draw.lockTime;
      expect(shown, gameCode).toBeLessThanOrEqual(before + 2);
      expect(shown, gameCode).toBeGreaterThanOrEqual(after - 2);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    // The 1-minute game would read "time is up" on the phone's clock; it counts on.
    await expect(countdownOf(page, FAST1.gameCode)).not.toHaveText('--:--:--', { timeout: 10_000 });
  });
});

test.describe('tabs, favourites and launch', () => {
  test('favourites need a login; they survive a reload and belong to their user', async ({
    browser,
    page,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    await page.goto('/m/lottery');
    await page.getByRole('tab', { name: /Favourite|รายการโปรด/ }).click();
    const toast = page.getByText('กรุณาเข้าสู่ระบบ');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4_000 });
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-tab', 'all');

    const alice = await registerViaApi(baseURL);
    const bob = await registerViaApi(baseURL);
    const aliceContext = await browser.newContext();
    await signInContext(aliceContext, alice);
    const a = await aliceContext.newPage();
    await a.goto('/m/lottery');
    const grid = a.getByTestId('lottery-grid');
    await expect(grid.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      'VN_FAST1',
    );
    await tile(a, 'TH_DAILY').getByTestId('lottery-star').click();
    await expect(grid.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      'TH_DAILY',
    );
    await a.reload();
    await expect(a.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      'TH_DAILY',
    );
    await expect(tile(a, 'TH_DAILY').getByTestId('lottery-star')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await a.getByRole('tab', { name: 'รายการโปรด' }).click();
    await expect(a.getByTestId('lottery-tile')).toHaveCount(1);
    await aliceContext.close();

    const bobContext = await browser.newContext();
    await signInContext(bobContext, bob);
    const b = await bobContext.newPage();
    // Same browser storage as Alice's would be irrelevant: favourites are keyed by user name.
    await b.addInitScript(
      (value) => localStorage.setItem('LOTTFAV', value),
      JSON.stringify({ [alice.username]: ['201'] }),
    );
    await b.goto('/m/lottery');
    await expect(b.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      'VN_FAST1',
    );
    await b.getByRole('tab', { name: 'รายการโปรด' }).click();
    await expect(b.getByTestId('lottery-empty')).toBeVisible();
    await bobContext.close();
  });

  test('a tile launches the start-lottery page; close goes home; the game is then in Recent', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await browser.newContext();
    await signInContext(context, member);
    const page = await context.newPage();
    await page.goto('/m/lottery?type=recent');
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-tab', 'recent');
    await expect(page.getByTestId('lottery-empty')).toBeVisible();

    await page.getByRole('tab', { name: 'ทั้งหมด' }).click();
    await tile(page, 'SEA_FAST5')
      .getByRole('button', { name: /^หวยอาเซียนด่วน 5 นาที\s*ปิดรับ/ })
      .click();
    await expect(page).toHaveURL(/\/m\/startLottery\?mui=DEMO&playType=ent&gameId=204/);
    // The frame gets a single-use launch code, never the session token.
    const src = await page.getByTestId('start-lottery-frame').getAttribute('src');
    expect(src).toMatch(/[?&]launch=[\w-]{40,}/);
    expect(src).not.toMatch(/[?&]token=/);
    const frame = page.frameLocator('[data-testid="start-lottery-frame"]');
    await expect(frame.getByTestId('lh5-title')).toHaveText('หวยอาเซียนด่วน 5 นาที');
    const frameUrl =
      page
        .frames()
        .find((f) => f.url().includes('/m/lotto-h5/'))
        ?.url() ?? '';
    expect(frameUrl).not.toMatch(/launch=/);
    await expect(frame.getByTestId('lh5-countdown')).toHaveText(/^(\d{2}:\d{2}:\d{2}|--:--:--)$/);
    await page.getByTestId('start-lottery-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // A Vietnam lottery tile opens the tapped game too, not the vendor's lobby.
    await page.goto('/m/lottery');
    await tile(page, 'VN_NORTH')
      .getByRole('button', { name: /^หวยเวียดนามเหนือ\s*ปิดรับ/ })
      .click();
    await expect(page).toHaveURL(/\/m\/startLottery\?/);
    await expect(
      page.frameLocator('[data-testid="start-lottery-frame"]').getByTestId('lh5-title'),
    ).toHaveText('หวยเวียดนามเหนือ');

    await page.goto('/m/lottery?type=recent');
    await expect(page.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      'VN_NORTH',
    );
    await expect(page.getByTestId('lottery-tile').nth(1)).toHaveAttribute(
      'data-game-code',
      'SEA_FAST5',
    );
    await context.close();
  });

  test("/m/launchGame of a special vendor's lottery game opens it and puts it in Recent", async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await browser.newContext();
    await signInContext(context, member);
    const page = await context.newPage();
    await page.goto(`/m/launchGame?code=TCG_SEA&gameId=${FAST1.gameId}&pageBack=/m/lottery`);
    await expect(page).toHaveURL(new RegExp(`/m/startLottery\\?gameId=${FAST1.gameId}&`));
    await page.goto('/m/lottery?type=recent');
    await expect(page.getByTestId('lottery-tile').first()).toHaveAttribute(
      'data-game-code',
      FAST1.gameCode,
    );
    await context.close();
  });

  test('a refused launch says why in the player language, and the list stays', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await browser.newContext();
    await signInContext(context, member);
    const page = await context.newPage();
    // The platform answers busy (§8 BUSY, 503): the player is told why, not left guessing.
    await page.route('**/wps/game/lottery/launch**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, value: null, code: 'BUSY', message: 'busy' }),
      }),
    );
    await page.goto('/m/lottery');
    await tile(page, 'SEA_FAST5')
      .getByRole('button', { name: /^หวยอาเซียนด่วน 5 นาที\s*ปิดรับ/ })
      .click();
    await expect(page.getByTestId('toast-error')).toHaveText(
      'ระบบกำลังอัปเกรดหรือไม่ว่าง กรุณาลองใหม่ภายหลัง',
    );
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await context.close();
  });

  test('logged out, a tile goes to the login page and back; the filter narrows by name and category', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/m/lottery');
    await page.getByTestId('lottery-search').click();
    await page.getByTestId('lottery-filter-text').fill('  เวียดนาม ');
    await page.getByTestId('lottery-filter-category').selectOption({ label: 'หวยเวียดนามรายวัน' });
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect(page.getByTestId('lottery-tile')).toHaveCount(4);
    await page.getByTestId('lottery-chips').getByRole('button').last().click();
    await expect(page.getByTestId('lottery-tile')).toHaveCount(8);
    await page.getByRole('tab', { name: 'ยอดนิยม' }).click();
    await expect(page.getByTestId('lottery-tile')).toHaveCount(5);
    await tile(page, 'VN_FAST1')
      .getByRole('button', { name: /^หวยเวียดนามด่วน 1 นาที\s*ปิดรับ/ })
      .click();
    // To the login page, with this list to come back to once logged in.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flottery/);
    const member = await registerViaApi(baseURL!);
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/lottery/);
    await expect(page.getByTestId('lottery-tile').first()).toBeVisible();
  });
});
