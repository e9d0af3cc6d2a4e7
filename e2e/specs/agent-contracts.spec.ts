import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD } from '../support/session';
import {
  AGENT_PAYMENT_PASSWORD as PAYMENT_PASSWORD,
  DEMO_TOP_AGENT as TOP,
  apiValue as value,
  callAs,
  inLanguage,
  loginViaApi as login,
  newAgentName as newName,
  signInAgent,
  type Caller,
} from '../support/agent-line';
import { shot } from '../support/shots';

/**
 * Issue 32, contracts, on the main server of the run (its demo seed has the agent line): a new
 * agent under the demo top agent, funded, opens a sub-agent; in the browser it offers the
 * sub-agent a daily salary from team management; the sub-agent logs in, the §6 contract check
 * sends it to the salary contract page, it accepts; it plays three spins; the payout run (the
 * development route, as at tomorrow) pays the day's salary, which both members' transaction
 * records show and the salary page's statement explains.
 */
const DAY_MS = 86_400_000;

/** A new agent under the demo top agent with 1000 in cash and a payment password, and its sub-agent. */
async function agentWithSubAgent(baseURL: string, merchantCode: string) {
  const topToken = await login(baseURL, merchantCode, TOP.username, TOP.password);
  const top: Caller = { ...TOP, token: topToken, merchantCode, baseURL };
  const agentName = newName('ca');
  await callAs(top, 'POST', '/wps/agent/downlines', {
    kind: 'agent',
    username: agentName,
    password: E2E_PASSWORD,
  });
  const agent: Caller = {
    username: agentName,
    password: E2E_PASSWORD,
    token: await login(baseURL, merchantCode, agentName, E2E_PASSWORD),
    merchantCode,
    baseURL,
  };
  await callAs(agent, 'PUT', '/wps/member/paymentPassword', {
    password: E2E_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  const d = await callAs(agent, 'POST', '/wps/deposit/promptpay', {
    amount: '1000',
    idempotencyKey: `contracts-e2e-${agentName}`,
  });
  await value(
    await fetch(`${baseURL}/dev/deposit/promptpay/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: merchantCode },
      body: JSON.stringify({ amount: d.amount }),
    }),
  );
  const sub = newName('cs');
  await callAs(agent, 'POST', '/wps/agent/downlines', {
    kind: 'agent',
    username: sub,
    password: E2E_PASSWORD,
  });
  // Cash for the sub-agent's spins.
  await callAs(
    agent,
    'POST',
    '/wps/agent/transfer',
    { username: sub, amount: '100', paymentPassword: PAYMENT_PASSWORD },
    `contracts-e2e-${sub}`,
  );
  return { agent, sub };
}

const TEXT = {
  th: {
    offered: /เสนอสัญญาให้ .* แล้ว/,
    increasing: 'ต้องมากกว่าขั้นก่อนหน้า',
    awaiting: 'รอคุณพิจารณา',
    current: 'สัญญาที่มีผล',
    salary: 'เงินเดือนรายวันตัวแทน',
    paid: 'จ่ายแล้ว',
  },
  en: {
    offered: /Contract offered to /,
    increasing: 'Must be above the tier before',
    awaiting: 'Awaiting your review',
    current: 'Contract in force',
    salary: 'Agent daily salary',
    paid: 'Paid',
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`an agent offers a daily salary; the sub-agent's login check sends it to review; it accepts and is paid (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const { agent, sub } = await agentWithSubAgent(baseURL!, merchantCode);

    // The agent offers the contract from team management.
    const agentContext = await browser.newContext();
    await skipHomePopups(agentContext);
    await inLanguage(agentContext, language);
    await signInAgent(agentContext, agent);
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/m/member/team');
    const row = agentPage.getByTestId('team-member').filter({ hasText: sub });
    await row.getByTestId('offer-open').click();
    const form = row.getByTestId('offer-form');
    await form.getByTestId('offer-threshold-0').fill('0');
    await form.getByTestId('offer-activePlayers-0').fill('1');
    await form.getByTestId('offer-rate-0').fill('10');
    await form.getByTestId('offer-add-tier').click();
    // A second tier must start above the first: refused under its field.
    await form.getByTestId('offer-threshold-1').fill('0');
    await form.getByTestId('offer-activePlayers-1').fill('5');
    await form.getByTestId('offer-rate-1').fill('20');
    await form.getByTestId('offer-submit').click();
    await expect(form.getByTestId('offer-threshold-1-error')).toHaveText(TEXT[language].increasing);
    await expect(form.getByTestId('offer-threshold-1')).toHaveAttribute('aria-invalid', 'true');
    // The form's row at the top: no button half under the sticky top bar (axe target-size).
    await row.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await agentPage.evaluate(() => window.scrollBy(0, -80));
    await expectAxeClean(agentPage);
    await shot(agentPage, `contracts-offer-form-${language}`);
    await form.getByTestId('offer-threshold-1').fill('1000000');
    await form.getByTestId('offer-submit').click();
    await expect(agentPage.getByTestId('toast-success')).toHaveText(TEXT[language].offered);
    await expect(form).toHaveCount(0);

    // The sub-agent logs in: the contract check sends it to the salary contract page.
    const subContext = await browser.newContext();
    await skipHomePopups(subContext);
    await inLanguage(subContext, language);
    const page = await subContext.newPage();
    await page.goto('/m/login');
    await page.getByTestId('login-username').fill(sub);
    await page.getByTestId('login-password').fill(E2E_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/, { timeout: 30_000 });
    const awaiting = page.getByTestId('contract-awaiting');
    await expect(awaiting).toContainText(TEXT[language].awaiting);
    await expect(awaiting).toContainText(agent.username);
    await expect(awaiting.getByTestId('contract-tiers').locator('tbody tr')).toHaveCount(2);
    await expectAxeClean(page);
    await shot(page, `contracts-awaiting-${language}`);
    await awaiting.getByTestId('contract-accept').click();
    const confirm = page.getByTestId('contract-confirm');
    await expect(confirm).toBeVisible();
    await expectAxeClean(page);
    await confirm.getByRole('button').last().click();
    await expect(page.getByTestId('contract-current')).toContainText(TEXT[language].current);
    await expect(awaiting).toHaveCount(0);

    // Three spins of a demo game (1.00 each): the team's turnover of the day.
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('game-tile').first().locator('.game-tile__open').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/m/'));
    for (let i = 0; i < 3; i += 1) {
      await page.locator('#spin').click();
      await expect(page.locator('#spin')).toBeEnabled();
    }

    // The payout run as at tomorrow: today has ended, its salary is paid (written now).
    const run = await value(
      await fetch(`${baseURL}/dev/agent/contract-payouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: merchantCode },
        body: JSON.stringify({ at: Date.now() + DAY_MS }),
      }),
    );
    expect(Number(run.statements)).toBeGreaterThanOrEqual(1);

    // The statement: the day's turnover, one active player, tier 1 at 10 %, paid (the exact
    // figures are the integration tests'; the spins' stakes are the demo game's).
    await page.goto('/m/member/agent/getSalaryContract');
    const statement = page.getByTestId('contract-statement').first();
    await expect(statement).toContainText('10.00 %');
    await expect(statement).toContainText(TEXT[language].paid);
    await expect(statement.getByTestId('contract-statement-amount')).not.toHaveText('0.00');
    await expectAxeClean(page);
    await shot(page, `contracts-statement-${language}`);

    // Both members' transaction records show the salary.
    await page.goto('/m/transaction/record');
    await expect(page.getByTestId('transaction-records')).toContainText(TEXT[language].salary);
    await shot(page, `contracts-record-sub-${language}`);
    await agentPage.goto('/m/transaction/record');
    await expect(agentPage.getByTestId('transaction-records')).toContainText(TEXT[language].salary);
    await shot(agentPage, `contracts-record-agent-${language}`);
    await agentContext.close();
    await subContext.close();
  });
}
