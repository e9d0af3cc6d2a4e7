import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInContext } from '../support/session';
import { expectAxeClean } from '../support/accessibility';

/** The demo 1-minute lottery: draws every minute, betting closes 5 s before. */
const FAST1 = { gameCode: 'VN_FAST1', gameId: '101' };
/** The fast format: 11 prizes of these digits (packages/contract/src/lottery-bets.ts). */
const FAST_DIGITS = [5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2];

const money = async (page: Page) =>
  Number(
    ((await page.getByTestId('lh5-balance').textContent()) ?? '').replace(/[^\d.]/g, '') || 'NaN',
  );

/** The published rule, written here again independently of the server's code. */
function derive(seed: string, numero: string): string[] {
  const key = Buffer.from(seed, 'hex');
  let digits = '';
  for (let i = 0; digits.length < 40; i++)
    for (const b of createHmac('sha256', key).update(`${numero}:${i}`).digest())
      if (b < 250) digits += String(b % 10);
  let at = 0;
  return FAST_DIGITS.map((n) => digits.slice(at, (at += n)));
}

test.describe('lottery betting', () => {
  test('once a draw locks the slip offers the next one, and a bet placed then goes to it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const code = await request.post('/wps/game/lottery/pageCode', {
      headers: { authorization: member.token, merchant: member.merchantCode },
    });
    const { launchCode } = (await code.json()).value as { launchCode: string };
    const openDraw = async () =>
      (
        (await (await request.get('/lotto/lgw/games/opened/numero?prizeMode=SEA')).json())
          .value as { gameCode: string; numero: string; remainTime: number }[]
      ).find((d) => d.gameCode === FAST1.gameCode)!;
    await page.goto(
      `/m/lotto-h5/${member.merchantCode}/ent/games/${FAST1.gameId}?launch=${launchCode}&merchant=${member.merchantCode}&language=en`,
    );
    await expect(page.getByTestId('lh5-balance')).toHaveText(/1,000\.00 THB/);
    // A slip ready before the lock, so that it is placed inside the lock window.
    await page.getByTestId('lh5-numbers').fill('12');
    await page.getByTestId('lh5-add-bet').click();
    await expect(page.getByTestId('lh5-total')).toHaveText('1.00 THB');

    const locked = await openDraw();
    // When the draw will be drawn: until then it is locked, neither open nor settled.
    const drawnAt = Date.now() + locked.remainTime * 1000;
    await expect(page.getByTestId('lh5-numero')).not.toHaveText(locked.numero, {
      timeout: 70_000,
    });
    const next = ((await page.getByTestId('lh5-numero').textContent()) ?? '').trim();
    await page.getByTestId('lh5-place').click();
    await expect(page.getByTestId('lh5-slip-message')).toHaveText(/Bet placed #\d+/);
    // The slip moved on while the locked draw was still waiting for its result.
    expect(Date.now()).toBeLessThan(drawnAt);
    const order = page.getByTestId('lh5-orders').locator('li').first();
    await expect(order.locator('.lh5-order__draw')).toHaveCount(1);
    await expect(order.locator('.lh5-order__draw')).toHaveAttribute('data-numero', next);
    expect(next).not.toBe(locked.numero);
  });

  test('a member places a slip of two bet types over three draws, cancels the third, sees the first settle and verifies its draw', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const code = await request.post('/wps/game/lottery/pageCode', {
      headers: { authorization: member.token, merchant: member.merchantCode },
    });
    const { launchCode } = (await code.json()).value as { launchCode: string };

    // Start well before a lock: 20 s or more of betting left on the open draw.
    for (;;) {
      const draws = (
        await (await request.get('/lotto/lgw/games/opened/numero?prizeMode=SEA')).json()
      ).value as { gameCode: string; remainTime: number }[];
      const mine = draws.find((d) => d.gameCode === FAST1.gameCode);
      if (mine && mine.remainTime > 30) break;
      await page.waitForTimeout(2000);
    }

    await page.goto(
      `/m/lotto-h5/${member.merchantCode}/ent/games/${FAST1.gameId}?launch=${launchCode}&merchant=${member.merchantCode}&language=en`,
    );
    await expect(page.getByTestId('lh5-balance')).toHaveText(/1,000\.00 THB/);
    const before = await money(page);

    // Đề on 12 and 34, lô on a quick pick, 1.00 a unit, three draws.
    await page.getByTestId('lh5-numbers').fill('12 34');
    await page.getByTestId('lh5-add-bet').click();
    await page.getByRole('radio', { name: /^Lô: 2 digits on any prize/ }).check();
    await page.getByRole('button', { name: 'Quick pick' }).click();
    await expect(page.getByTestId('lh5-numbers')).toHaveValue(/^\d{2}$/);
    await page.getByTestId('lh5-add-bet').click();
    await page.getByTestId('lh5-draws').fill('3');
    await expect(page.getByTestId('lh5-units')).toHaveText('9');
    await expect(page.getByTestId('lh5-total')).toHaveText('9.00 THB');
    await page.screenshot({ path: test.info().outputPath('slip.png'), fullPage: true });
    await page.getByTestId('lh5-place').click();
    await expect(page.getByTestId('lh5-slip-message')).toHaveText(/Bet placed #\d+/);
    await expect.poll(() => money(page)).toBe(before - 9);

    const order = page.getByTestId('lh5-orders').locator('li').first();
    const draws = order.locator('.lh5-order__draw');
    await expect(draws).toHaveCount(3);
    const first = (await draws.nth(0).getAttribute('data-numero')) ?? '';
    const third = (await draws.nth(2).getAttribute('data-numero')) ?? '';
    // Cancel the third draw before it locks: its 3.00 comes back.
    await draws
      .nth(2)
      .getByRole('button', { name: `Cancel this draw ${third}` })
      .click();
    await expect(page.getByTestId('lh5-slip-message')).toHaveText(/Cancelled/);
    await expect.poll(() => money(page)).toBe(before - 6);
    await expect(draws.nth(2).locator('[data-status="cancelled"]')).toHaveCount(2);

    // The first draw happens within a minute; its sub-orders settle, won or lost.
    const firstDraw = page.locator(`.lh5-order__draw[data-numero="${first}"]`);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return firstDraw.locator('[data-status="open"]').count();
        },
        { timeout: 100_000, intervals: [3000] },
      )
      .toBe(0);
    await expect(firstDraw).toContainText('Result:');
    await page.screenshot({ path: test.info().outputPath('settled.png'), fullPage: true });
    await expectAxeClean(page);

    // The balance agrees with the wins the order reports.
    const detail = await (
      await page.request.get(`/lgw/orders?gameCode=${FAST1.gameCode}`, {
        headers: { authorization: member.token, merchant: member.merchantCode },
      })
    ).json();
    const wins = (detail.value.list[0].subOrders as { win: string | null }[]).reduce(
      (sum, s) => sum + Number(s.win ?? 0),
      0,
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => money(page)).toBeCloseTo(before - 6 + wins, 2);

    // Anyone can check the draw: the seed matches its commitment and gives the result.
    await page.getByTestId('lh5-verify-link').click();
    const drawn = page.locator(`[data-testid="lh5-verify"] li[data-numero="${first}"]`);
    const seed = (await drawn.getByTestId('lh5-seed').textContent()) ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    await expect(drawn).toContainText(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
    await expect(drawn).toContainText(derive(seed, first).join(' '));
    await page.screenshot({ path: test.info().outputPath('verify.png') });
    await expectAxeClean(page);

    // In the app: the order's bets in the betting record and the lottery in profit and loss.
    const app = await browser.newContext();
    await signInContext(app, member);
    const records = await app.newPage();
    await records.goto('/m/gameRecord');
    await expect(
      records.getByTestId('bet-records').locator('li', { hasText: `หวยเวียดนามด่วน 1 นาที ${first}` }),
    ).not.toHaveCount(0);
    await records.screenshot({ path: test.info().outputPath('game-record.png'), fullPage: true });
    await records.goto('/m/profitandloss');
    await expect(records.getByTestId('pnl-days').locator('li')).not.toHaveCount(0);
    await records.screenshot({ path: test.info().outputPath('profit-loss.png'), fullPage: true });
    await app.close();
  });
});
