import { expect, test, type Browser } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';
import {
  DEMO_TOP_AGENT as TOP,
  apiValue as value,
  callAs,
  demoTopAgent,
  inLanguage,
  loginViaApi as login,
  openSubAgent,
  signInAgent,
} from '../support/agent-line';
import { shot } from '../support/shots';

/**
 * Issue 32 team reports on the main server of the run (its demo seed has the agent line): a new
 * sub-agent of the demo top agent (1.5 % in slots) invites a player, who spins a demo slot twice
 * at 10; the sub-agent sees them in its team profit and loss, team betting and team transactions
 * (the TRANSREC3 tile); after a rebate run (the development route) the rebate is in its own
 * transaction record. Every sub-agent is new, so its figures are exact whatever else the run does.
 */
const STAKE = 10;
const SPINS = 2;

/** A new sub-agent (type 1, 1.5 % in slots) under the demo top agent, and its invitation code. */
async function newSubAgent(baseURL: string, merchantCode: string) {
  const agent = await openSubAgent(await demoTopAgent(baseURL, merchantCode), 'ra', {
    RNG: '1.5',
  });
  const invitation = await callAs(agent, 'GET', '/wps/agent/invitation');
  return { agent: agent as ApiMember, code: String(invitation.code) };
}

/** The session record of an agent: type 1 has the agent option (§6). */
/** The player spins the first demo slot SPINS times at STAKE, in a browser context of its own. */
async function playerSpins(browser: Browser, player: ApiMember) {
  const context = await browser.newContext();
  await skipHomePopups(context);
  await signInContext(context, player);
  const page = await context.newPage();
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
  await page.locator('.bet', { hasText: new RegExp(`^${STAKE}(\\.0*)?$`) }).click();
  for (let i = 0; i < SPINS; i += 1) {
    await page.locator('#spin').click();
    await expect(page.locator('#spin')).toBeEnabled();
  }
  await context.close();
}

const TEXT = {
  th: { rebate: 'เงินคืนตัวแทน', scopeAll: 'ทั้งทีม' },
  en: { rebate: 'Agent rebate', scopeAll: 'Whole team' },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: an agent's team P&L, team betting, team transactions and rebate (issue 32)`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const { agent, code } = await newSubAgent(baseURL!, merchantCode);
    const player = await registerViaApi(baseURL!, { affiliateCode: code });
    await playerSpins(browser, player);

    await skipHomePopups(context);
    await inLanguage(context, language);
    await signInAgent(context, agent);

    // Team profit and loss: the player's two bets of 10, today.
    await page.goto('/m/agent/team/pnl');
    await expect(page.getByTestId('team-pnl-total-count').locator('dd')).toHaveText(String(SPINS));
    await expect(page.getByTestId('team-pnl-total-stake').locator('dd')).toHaveText('20.00');
    const row = page.getByTestId('team-pnl-row').filter({ hasText: player.username });
    await expect(row).toBeVisible();
    await page.getByTestId('team-scope-all').click();
    await expect(page.getByTestId('team-scope-all')).toHaveText(TEXT[language].scopeAll);
    await expect(page.getByTestId('team-scope-all')).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();
    await expectAxeClean(page);
    await shot(page, `agent-reports-pnl-${language}`);

    // Team betting: every bet, with its player.
    await page.goto('/m/teamBetting');
    const bets = page.getByTestId('team-bets').locator('li');
    await expect(bets).toHaveCount(SPINS);
    await expect(bets.first()).toContainText(player.username);
    await expect(page.getByTestId('team-bets-total-stake').locator('dd')).toHaveText('20.00');
    // Another game type leaves nothing.
    await page.getByTestId('team-game-type').selectOption('LIVE');
    await expect(page.getByTestId('team-empty')).toBeVisible();
    await page.getByTestId('team-game-type').selectOption('');
    await expect(bets).toHaveCount(SPINS);
    await expectAxeClean(page);
    await shot(page, `agent-reports-betting-${language}`);

    // Team transactions from the popup's TRANSREC3 tile.
    await page.goto('/m/member/home');
    await page.getByTestId('member-entry-agent').click();
    await page.getByTestId('agent-tile-transactions').click();
    await expect(page).toHaveURL(/\/m\/transaction\/record\?scope=team$/);
    await expect(page.getByTestId('record-tab-team')).toHaveAttribute('aria-pressed', 'true');
    const movements = page.getByTestId('team-transactions').locator('li');
    // The starting grant and the two stakes at least (and the wins the spins paid).
    await expect.poll(() => movements.count()).toBeGreaterThanOrEqual(1 + SPINS);
    await expect(movements.first()).toContainText(player.username);
    await expectAxeClean(page);
    await shot(page, `agent-reports-transactions-${language}`);

    // The day's rebate run: 1.5 % of 20 is 0.30 to the sub-agent.
    const run = await value(
      await fetch(`${baseURL}/dev/agent/rebates/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: merchantCode },
        body: JSON.stringify({}),
      }),
    );
    expect(Number(run.claims)).toBeGreaterThanOrEqual(SPINS);
    await page.getByTestId('record-tab-mine').click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    const mine = page.getByTestId('transaction-records').locator('li');
    await expect(mine.filter({ hasText: TEXT[language].rebate })).toHaveCount(1);
    await expect(mine.filter({ hasText: TEXT[language].rebate })).toContainText('0.30');
    await expectAxeClean(page);
    await shot(page, `agent-reports-rebate-${language}`);
  });
}

for (const language of ['th', 'en'] as const) {
  test(`${language}: the demo top agent's team P&L over 7 days, drilled into its sub-agent (issue 32)`, async ({
    page,
    context,
    baseURL,
  }) => {
    const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const token = await login(baseURL!, merchantCode, TOP.username, TOP.password);
    await skipHomePopups(context);
    await inLanguage(context, language);
    await context.addInitScript(
      (record) => sessionStorage.setItem('session', record),
      JSON.stringify({
        token,
        merchantCode,
        userName: TOP.username,
        type: 41,
        firstTimeLogin: false,
      }),
    );
    await page.goto('/m/agent/team/pnl');
    await page.getByTestId('team-range-7d').click();
    // The seed's two weeks of play: demosub's team and demoplayer3, with bets and rebates.
    const sub = page.getByTestId('team-pnl-row').filter({ hasText: 'demosub' });
    await expect(sub).toBeVisible();
    await expect(page.getByTestId('team-pnl-total-count').locator('dd')).not.toHaveText('0');
    await sub.getByTestId('team-pnl-drill').click();
    await expect(page.getByTestId('team-path')).toContainText('demosub');
    await expect(page.getByTestId('team-pnl-rows-title')).toBeFocused();
    await expect(page.getByTestId('team-pnl-row')).toHaveCount(2);
    await expect(page.getByTestId('team-pnl-row').first()).toContainText('demoplayer');
    await expectAxeClean(page);
    await shot(page, `agent-reports-demotop-drill-${language}`);
  });
}

const QUOTA_TEXT = {
  th: {
    used: 'ใช้แล้ว 0 จาก 1',
    left: 'เหลือ 1',
    full: 'ไม่เหลือโควตา',
    refused: 'ไม่มีโควตาเหลือ',
    aboveOwn: 'อัตรานี้สูงกว่าอัตราเงินคืนของตัวแทนย่อย',
  },
  en: {
    used: '0 of 1 used',
    left: '1 left',
    full: 'None left',
    refused: 'No quota left',
    aboveOwn: "The rate is above the sub-agent's own rebate rate",
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`${language}: the quota an upline gives a sub-agent in team management shows in its register centre and bounds it (issue 32)`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const top = await demoTopAgent(baseURL!, merchantCode);
    const sub = await openSubAgent(top, 'rq', { RNG: '1.5' });

    // The upline sets it in team management (/m/member/team), in a browser context of its own.
    const topContext = await browser.newContext();
    await skipHomePopups(topContext);
    await inLanguage(topContext, language);
    await signInAgent(topContext, top);
    const topPage = await topContext.newPage();
    await topPage.goto('/m/member/team');
    await topPage.getByTestId('team-search').fill(sub.username);
    await topPage.getByTestId('team-search').press('Enter');
    await expect(topPage.getByTestId('team-member')).toHaveCount(1);
    await topPage.getByTestId('quota-open').click();
    const form = topPage.getByTestId('quota-form');
    await form.getByTestId('quota-form-category').selectOption('RNG');
    // Above the sub-agent's own rate: refused under the rate, nothing written.
    await form.getByTestId('quota-form-rate').fill('2');
    await form.getByTestId('quota-form-quota').fill('1');
    await form.getByTestId('quota-form-submit').click();
    await expect(form.getByTestId('quota-form-rate-error')).toContainText(
      QUOTA_TEXT[language].aboveOwn,
    );
    await expect(form.getByTestId('quota-form-rate')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(topPage);
    await form.getByTestId('quota-form-rate').fill('1.5');
    await form.getByTestId('quota-form-submit').click();
    await expect(form.getByTestId('quota-form-quotas')).toContainText(QUOTA_TEXT[language].used);
    await expect(form.getByTestId('quota-form-rate-error')).toHaveCount(0);
    await expectAxeClean(topPage);
    await shot(topPage, `agent-team-quota-form-${language}`);
    await topContext.close();

    await skipHomePopups(context);
    await inLanguage(context, language);
    await signInAgent(context, sub);
    await page.goto('/m/agentRegister');
    const quota = page.getByTestId('agent-quota-RNG-1.50');
    await expect(quota).toContainText(QUOTA_TEXT[language].used);
    await expect(quota).toContainText(QUOTA_TEXT[language].left);
    await expectAxeClean(page);
    await shot(page, `agent-register-quotas-${language}`);

    const open = async () => {
      await page.getByTestId('downline-username').fill(`rq${Date.now().toString(36).slice(-7)}`);
      await page.getByTestId('downline-password').fill(sub.password);
      await page.getByTestId('downline-rate-RNG').fill('1.5');
      await page.getByTestId('open-downline-submit').click();
    };
    await open();
    await expect(quota).toContainText(QUOTA_TEXT[language].full);
    await open();
    await expect(page.getByTestId('open-downline-error')).toContainText(
      QUOTA_TEXT[language].refused,
    );
    await expectAxeClean(page);
    await shot(page, `agent-register-quota-full-${language}`);
  });
}
