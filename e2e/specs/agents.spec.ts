import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';
import {
  AGENT_PAYMENT_PASSWORD as PAYMENT_PASSWORD,
  apiValue as value,
  callAs,
  demoTopAgent,
  inLanguage,
  openSubAgent,
  signInAgent,
} from '../support/agent-line';
import { shot } from '../support/shots';

/**
 * Issue 32 on the main server of the run (its demo seed has the agent line): the demo top agent
 * opens a sub-agent through the API; in the browser the sub-agent opens the agent popup from the
 * member centre and the side panel, opens a player in the register centre, finds it in team
 * management and in today's team overview; a player who opens an agent page is told "not an
 * agent". Every sub-agent is new, so its figures are exact whatever else the run does.
 */
/** A new sub-agent (type 1, 1.5 % in slots) under the demo top agent, signed in through the API. */
const newSubAgent = async (baseURL: string, merchantCode: string): Promise<ApiMember> =>
  openSubAgent(await demoTopAgent(baseURL, merchantCode), 'sa', { RNG: '1.5' });

/**
 * Issue 32: a new sub-agent with a payment password, 1000 in cash (a PromptPay deposit and the
 * development route's bank transfer) and a player it opened.
 */
async function fundedAgentWithPlayer(baseURL: string, merchantCode: string) {
  const agent = { ...(await newSubAgent(baseURL, merchantCode)), baseURL };
  await callAs(agent, 'PUT', '/wps/member/paymentPassword', {
    password: E2E_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  const d = await callAs(agent, 'POST', '/wps/deposit/promptpay', {
    amount: '1000',
    idempotencyKey: `agents-e2e-${agent.username}`,
  });
  await value(
    await fetch(`${baseURL}/dev/deposit/promptpay/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: merchantCode },
      body: JSON.stringify({ amount: d.amount }),
    }),
  );
  const player = `tp${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 1e3)}`;
  await callAs(agent, 'POST', '/wps/agent/downlines', {
    kind: 'member',
    username: player,
    password: E2E_PASSWORD,
  });
  return { agent, player };
}

/** The session record of an agent: type 1 has the agent option (§6). */
const TEXT = {
  th: {
    popup: 'ตัวแทน',
    notAgent: 'ไม่ใช่ตัวแทน',
    registrations: 'สมัครสมาชิก',
    transfer: 'โอนเงิน',
    decimals: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    transferred: /โอน .*100.* ให้ /,
  },
  en: {
    popup: 'Agent',
    notAgent: 'Not an agent',
    registrations: 'Registrations',
    transfer: 'Transfer',
    decimals: 'At most 2 decimals',
    transferred: /100.* transferred to /,
  },
} as const;

for (const language of ['th', 'en'] as const) {
  test.describe(`agents (${language})`, () => {
    test.beforeEach(async ({ context }) => {
      await skipHomePopups(context);
      await inLanguage(context, language);
    });

    test('the agent popup, the register centre, team management and the team overview', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
      const merchantCode = (settings.merchant as { code: string }).code;
      const agent = await newSubAgent(baseURL!, merchantCode);
      await signInAgent(context, agent);

      // §2.12 from the member centre: every tile (the demo merchant has every flag on).
      await page.goto('/m/member/home');
      await page.getByTestId('member-entry-agent').click();
      const popup = page.getByTestId('agent-popup');
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('heading', { name: TEXT[language].popup })).toBeVisible();
      for (const id of ['overview', 'register', 'team-pnl', 'team', 'team-betting', 'transactions'])
        await expect(page.getByTestId(`agent-tile-${id}`)).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `agents-popup-${language}`);
      // The close icon closes it; so does the mask.
      await popup.getByRole('button').first().click();
      await expect(popup).toBeHidden();
      await page.getByTestId('member-entry-agent').click();
      await expect(popup).toBeVisible();
      await page.waitForTimeout(400);
      await page.mouse.click(195, 40);
      await expect(popup).toBeHidden();

      // From the side panel; a tile navigates and closes the popup.
      await page.getByTestId('top-bar-menu').click();
      await page.getByTestId('side-panel-agent').click();
      await expect(popup).toBeVisible();
      await page.getByTestId('agent-tile-register').click();
      await expect(page).toHaveURL(/\/m\/agentRegister$/);
      await expect(popup).toBeHidden();

      // The register centre: the invitation code, link and QR code; a player opened here.
      const code = (await page.getByTestId('agent-code').textContent())!.trim();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      await expect(page.getByTestId('agent-link')).toContainText(`affiliateCode=${code}`);
      const player = `pl${Date.now().toString(36).slice(-7)}`;
      await page.getByTestId('downline-username').fill(player);
      await page.getByTestId('downline-password').fill('short');
      await page.getByTestId('open-downline-submit').click();
      await expect(page.getByTestId('open-downline-error')).toBeVisible();
      // A rebate rate above the agent's own (1.5 % in slots) is refused under its field.
      await page.getByTestId('downline-password').fill(E2E_PASSWORD);
      await page.getByTestId('downline-rate-RNG').fill('1.6');
      await page.getByTestId('open-downline-submit').click();
      await expect(page.getByTestId('downline-rate-RNG')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('downline-rate-RNG').fill('1.5');
      await page.getByTestId('open-downline-submit').click();
      await expect(page.getByText(player)).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `agents-register-${language}`);

      // A player who registers with the code joins the team too.
      const joined = await registerViaApi(baseURL!, { affiliateCode: code });

      // Team management: the direct downlines, searchable.
      await page.goto('/m/member/team');
      const list = page.getByTestId('team-list');
      await expect(list.getByText(player, { exact: true })).toBeVisible();
      await expect(list.getByText(joined.username, { exact: true })).toBeVisible();
      await page.getByTestId('team-search').fill(player);
      await page.getByTestId('team-search').press('Enter');
      await expect(page.getByTestId('team-member')).toHaveCount(1);
      await expectAxeClean(page);
      await shot(page, `agents-team-${language}`);

      // Today's team overview: the two registrations of today.
      await page.goto('/m/agent/team/overview');
      await expect(page.getByTestId('team-kpi-registrations')).toContainText(
        TEXT[language].registrations,
      );
      await expect(page.getByTestId('team-kpi-registrations').locator('dd')).toHaveText('2');
      await expect(page.getByTestId('team-kpi-team-size').locator('dd')).toHaveText('2');
      // Its contract pages, linked for every agent (types 41 and 42 skip the login check).
      await expect(page.getByTestId('contract-link-hour')).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `agents-overview-${language}`);
      await page.getByTestId('contract-link-hour').click();
      await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    });

    test('an agent transfers cash to a downline from team management', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
      const merchantCode = (settings.merchant as { code: string }).code;
      const { agent, player } = await fundedAgentWithPlayer(baseURL!, merchantCode);
      await signInAgent(context, agent);

      await page.goto('/m/member/team');
      const row = page.getByTestId('team-member').filter({ hasText: player });
      await row.getByTestId('transfer-open').click();
      await expect(row.getByTestId('transfer-open')).toContainText(TEXT[language].transfer);
      const form = row.getByTestId('transfer-form');
      // The form's own rule: the currency's decimals.
      await form.getByTestId('transfer-amount').fill('1.005');
      await form.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
      await form.getByTestId('transfer-submit').click();
      await expect(form.getByTestId('transfer-amount-error')).toHaveText(TEXT[language].decimals);
      // The server's: more than the cash, then a wrong payment password, each under its field.
      await form.getByTestId('transfer-amount').fill('5000');
      await form.getByTestId('transfer-submit').click();
      await expect(form.getByTestId('transfer-amount-error')).toBeVisible();
      await expect(form.getByTestId('transfer-amount')).toHaveAttribute('aria-invalid', 'true');
      await form.getByTestId('transfer-amount').fill('100');
      await form.getByTestId('transfer-password').fill('000000');
      await form.getByTestId('transfer-submit').click();
      await expect(form.getByTestId('transfer-paymentPassword-error')).toBeVisible();
      await expect(form.getByTestId('transfer-amount-error')).toHaveCount(0);
      await expectAxeClean(page);
      await shot(page, `agents-transfer-form-${language}`);

      const balance = page.getByTestId('top-bar-balance-value');
      await expect(balance).toHaveText(/^[\d,]+\.\d\d$/);
      const before = Number((await balance.textContent())!.replace(/,/g, ''));
      expect(before).toBeGreaterThanOrEqual(1000);
      await form.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
      await form.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('toast-success')).toHaveText(TEXT[language].transferred);
      await expect(form).toHaveCount(0);
      // The downline's balance in the list is the 100 moved.
      await expect(row).toContainText('100.00');
      // The agent's own balance in the top bar: 100 less than before.
      const shown = async () => Number((await balance.textContent())!.replace(/,/g, ''));
      await expect.poll(shown).toBeCloseTo(before - 100, 2);
      await shot(page, `agents-transfer-done-${language}`);
    });

    test('a player who opens an agent page is told "not an agent"', async ({
      page,
      context,
      baseURL,
    }) => {
      const m = await registerViaApi(baseURL!);
      await signInContext(context, m);
      await page.goto('/m/agent/team/overview');
      await expect(page.getByTestId('not-agent')).toContainText(TEXT[language].notAgent);
      await expectAxeClean(page);
      await shot(page, `agents-not-agent-${language}`);
      // §6: no agent option for type 0, in the member centre or the side panel.
      await page.goto('/m/member/home');
      await expect(page.getByTestId('member-entry-security-center')).toBeVisible();
      await expect(page.getByTestId('member-entry-agent')).toHaveCount(0);
    });
  });
}
