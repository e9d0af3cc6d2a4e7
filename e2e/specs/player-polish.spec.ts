import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';
import { skipHomePopups } from '../support/quiet-home';

/** The demo 1-minute lottery: draws every minute, betting closes 5 s before. */
const FAST1 = { gameCode: 'VN_FAST1', gameId: '101' };

const texts = {
  th: {
    chatGreeting: (name: string) => `สวัสดีคุณ ${name}`,
    stake: 'ยอดแทง 1.00 THB · คืนแล้ว 1.00',
    cancelledLine: 'ยกเลิก · คืนแล้ว 1.00',
  },
  en: {
    chatGreeting: (name: string) => `Hello ${name}`,
    stake: 'Stake 1.00 THB · returned 1.00',
    cancelledLine: 'Cancelled · returned 1.00',
  },
} as const;

/** A phone (390 px) in the given language; with a member signed in when one is given. */
async function phone(browser: Browser, language: 'th' | 'en', member?: ApiMember) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  if (member) await signInContext(context, member);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await skipHomePopups(context);
  return context;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/**
 * The page's Thai is drawn in the app's own face, loaded from this site: a phone without a Thai
 * system font would show boxes otherwise.
 */
const expectAppThaiFont = async (page: Page) => {
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('16px "Noto Sans Thai"', 'ก');
    let found = false;
    document.fonts.forEach((f) => {
      if (f.family.replace(/"/g, '') === 'Noto Sans Thai' && f.status === 'loaded') found = true;
    });
    return found;
  });
  expect(loaded).toBe(true);
  // Every element with text of its own, buttons included (they do not inherit by default).
  const elsewhere = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((el) =>
        Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()),
      )
      .filter((el) => !/^"?Noto Sans Thai/.test(getComputedStyle(el).fontFamily))
      .map((el) => `${el.tagName}: ${getComputedStyle(el).fontFamily}`),
  );
  expect(elsewhere).toEqual([]);
};

const call = async (page: Page, member: ApiMember, path: string, init: RequestInit = {}) => {
  const res = await page.request.fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: member.token,
      merchant: member.merchantCode,
      ...(init.headers as Record<string, string>),
    },
    data: init.body as string | undefined,
  });
  const body = (await res.json()) as { success: boolean; value: unknown };
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.value as Record<string, unknown>;
};

for (const language of ['th', 'en'] as const) {
  const t = texts[language];

  test(`${language}: the register page's top-bar title is whole at 390 px`, async ({ browser }) => {
    const context = await phone(browser, language);
    const page = await context.newPage();
    await page.goto('/m/register');
    const title = page.getByTestId('top-bar-title');
    await expect(title).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Judged once the bar has settled (fonts in, the right side's buttons laid out): a title cut
    // for good never passes.
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => title.evaluate((el) => el.scrollWidth <= el.clientWidth), {
        message: `"${await title.textContent()}" is cut`,
      })
      .toBe(true);
    await shot(page, `register-${language}`);
    await context.close();
  });

  test(`${language}: records dates read DD/MM/YYYY HH:mm in the Common Era`, async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await phone(browser, language, member);
    const page = await context.newPage();
    await page.goto('/m/transaction/record');
    const row = page.getByTestId('transaction-records').locator('.records-row').first();
    await expect(row).toBeVisible();
    const year = new Date().getUTCFullYear();
    await expect(row.locator('.records-row__sub').first()).toHaveText(
      new RegExp(`^\\d{2}/\\d{2}/(${year}|${year + 1}) \\d{2}:\\d{2}`),
    );
    await shot(page, `transaction-record-${language}`);
    await context.close();
  });

  test(`${language}: the demo slot's balance has thousands separators; live chat speaks the language`, async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await phone(browser, language, member);
    const page = await context.newPage();
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
    await expect(page.locator('#balance')).toHaveText('1,000.00');
    await expectAppThaiFont(page);
    await shot(page, `demo-slot-${language}`);

    const { chatUrl } = (await call(page, member, '/wps/message/chat/launch', {
      headers: { language },
    })) as { chatUrl: string };
    await page.goto(chatUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('demo-chat-greeting')).toContainText(
      t.chatGreeting(member.username),
    );
    if (language === 'th') await expect(page.locator('body')).not.toContainText(/Hello|agent/);
    await expectAppThaiFont(page);
    await shot(page, `demo-chat-${language}`);
    await context.close();
  });

  test(`${language}: the top bar shows cash and bonus together, as the side panel does`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await phone(browser, language, member);
    const page = await context.newPage();
    // 1,000 paid reaches Silver, whose level-up bonus lands in the bonus balance.
    const deposit = (await call(page, member, '/wps/deposit/promptpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000', idempotencyKey: `pp-total-${Date.now()}` }),
    })) as { amount: string };
    await call(page, member, '/dev/deposit/promptpay/transfer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: deposit.amount }),
    });
    const wallet = (await call(page, member, '/wps/wallet/balance')) as {
      sumBalance: string;
      bonus: string;
    };
    expect(Number(wallet.bonus)).toBeGreaterThan(0);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const total = cents(wallet.sumBalance) + cents(wallet.bonus);
    const shown = `${Math.floor(total / 100).toLocaleString('en-US')}.${String(total % 100).padStart(2, '0')}`;

    await page.goto('/m/home');
    await expect(page.getByTestId('top-bar-balance-value')).toHaveText(shown);
    await page.getByTestId('top-bar-menu').click();
    await expect(page.getByTestId('side-panel-wallet-value')).toContainText(shown);
    await shot(page, `wallet-total-${language}`);
    await context.close();
  });

  test(`${language}: a lottery order card leaves a cancelled draw's stake out, marked returned`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const baseURL = test.info().project.use.baseURL ?? '';
    const member = await registerViaApi(baseURL);
    const context = await phone(browser, language, member);
    const page = await context.newPage();

    // 15 s or more of betting left on the open draw, so the second one is far from its lock.
    let numero = '';
    for (;;) {
      const draws = (await call(
        page,
        member,
        '/lotto/lgw/games/opened/numero?prizeMode=SEA',
      )) as unknown as { gameCode: string; numero: string; remainTime: number }[];
      const mine = draws.find((d) => d.gameCode === FAST1.gameCode);
      if (mine && mine.remainTime > 20) {
        numero = mine.numero;
        break;
      }
      await page.waitForTimeout(2000);
    }
    const placed = (await call(page, member, '/lgw/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `pp-${Date.now()}` },
      body: JSON.stringify({
        gameCode: FAST1.gameCode,
        numero,
        draws: 2,
        bets: [{ betType: 'vn_de', numbers: ['12'], stakePerUnit: '1' }],
      }),
    })) as { order: { orderId: number; subOrders: { subOrderId: number; numero: string }[] } };
    const { order } = placed;
    const second = order.subOrders.filter((s) => s.numero !== numero).map((s) => s.subOrderId);
    expect(second).toHaveLength(1);
    await call(page, member, '/lgw/orders/suborders/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `pc-${Date.now()}` },
      body: JSON.stringify({ orderId: order.orderId, subOrderIds: second }),
    });

    const { launchCode } = (await call(page, member, '/wps/game/lottery/pageCode', {
      method: 'POST',
    })) as { launchCode: string };
    await page.goto(
      `/m/lotto-h5/${member.merchantCode}/ent/games/${FAST1.gameId}?launch=${launchCode}&merchant=${member.merchantCode}&language=${language}`,
    );
    const card = page.getByTestId('lh5-orders').locator('li').first();
    await expect(card.getByTestId('lh5-order-stake')).toHaveText(t.stake);
    await expect(card.locator('[data-status="cancelled"]')).toContainText(t.cancelledLine);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `lottery-order-${language}`);
    await context.close();
  });
}
