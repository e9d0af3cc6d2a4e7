import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { E2E_PASSWORD } from '../support/session';
import {
  apiValue,
  callAs,
  demoTopAgent,
  newAgentName,
  openSubAgent,
  signInAgent,
} from '../support/agent-line';
import { shot } from '../support/shots';
import { skipHomePopups } from '../support/quiet-home';

/**
 * Issue 32, the operator's side of agents, on a server of its own (the owner is created from the
 * command line before it starts; the demo seed gives it the agent line): two new sub-agents under
 * the demo top agent, a player under the first, a daily salary the top agent offers the first
 * and it accepts, and the payout run as at tomorrow writes the day's statement. In the console
 * the owner walks the tree from the top, is refused a move into the member's own team under the
 * field, moves the player to the second sub-agent, reads the contract and the statement, and
 * offers the top agent an hourly salary paid by the platform, which it accepts. Axe on each page.
 */
test.use(CONSOLE_DEVICE);

const PORT = E2E_PORT + 43;
const DAY_MS = 86_400_000;
let server: RunningServer;
let ownerLink = '';

test.beforeAll(async () => {
  // The server's own start (migrations, the demo seed with its agent line) on a busy machine.
  test.setTimeout(240_000);
  server = await startServer(PORT, {}, (env) => {
    ownerLink = createOwnerByCommand(env, 'boss', PORT);
  });
});
test.afterAll(async () => server.stop());

/** The agent line of this test, through the API, and one statement of a salary contract. */
async function agentLine(baseURL: string) {
  const settings = await apiValue(await fetch(`${baseURL}/wps/system/settings/consolidated`));
  const merchantCode = String((settings.merchant as { code: string }).code);
  const top = await demoTopAgent(baseURL, merchantCode);
  const first = await openSubAgent(top, 'oa');
  const second = await openSubAgent(top, 'ob');
  const player = newAgentName('op');
  await callAs(first, 'POST', '/wps/agent/downlines', {
    kind: 'member',
    username: player,
    password: E2E_PASSWORD,
  });
  const offer = await callAs(top, 'POST', '/wps/agent/contracts', {
    username: first.username,
    kind: 'daily_salary',
    tiers: [{ threshold: '0', activePlayers: 0, rate: '1' }],
  });
  await callAs(first, 'POST', '/wps/agent/contracts/decision', {
    id: offer.id,
    decision: 'accept',
  });
  const run = await apiValue(
    await fetch(`${baseURL}/dev/agent/contract-payouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: merchantCode },
      body: JSON.stringify({ at: Date.now() + DAY_MS }),
    }),
  );
  expect(Number(run.statements)).toBeGreaterThanOrEqual(1);
  return { top, first, second, player };
}

const openPage = async (page: Page, menu: string, testId: string) => {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page.getByTestId(testId)).toBeVisible();
};

test('the owner walks the agent tree, moves a downline, and reads a contract and its statement', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const line = await agentLine(server.url);
  const context = await browser.newContext(CONSOLE_DEVICE);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await enrolAndSignIn(page, ownerLink, 'boss');

  // The tree from its tops down to the first sub-agent and its player.
  await openPage(page, 'Agent tree', 'agent-tree-page');
  const tree = page.getByTestId('agent-tree-page');
  await tree.getByRole('button', { name: 'demotop', exact: true }).click();
  await expect(page.getByTestId('agent-tree-member')).toContainText('demotop · type 41');
  await expectAccessible(page);
  await page.getByLabel('Member username').fill(line.first.username);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByTestId('agent-tree-member')).toContainText(
    `${line.first.username} · type 1 · 1 direct downlines · team of 1`,
  );
  await expect(page.getByRole('navigation', { name: 'Upline chain' })).toContainText('demotop');
  await expect(tree.getByRole('button', { name: line.player, exact: true })).toBeVisible();
  await shot(page, 'console-agent-tree-en');

  // A move into the member's own team is refused under the field; the player's move goes through.
  const move = page.getByTestId('move-downline-form');
  await move.getByLabel('Member to move').fill(line.first.username);
  await move.getByLabel('New upline (an agent)').fill(line.player);
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText("is in this member's own team")).toBeVisible();
  await expectAccessible(page);
  await move.getByLabel('Member to move').fill(line.player);
  await move.getByLabel('New upline (an agent)').fill(line.second.username);
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByTestId('agent-tree-member')).toContainText(`${line.player} · type 0`);
  await expect(page.getByRole('navigation', { name: 'Upline chain' })).toContainText(
    line.second.username,
  );
  await expect(page.getByRole('navigation', { name: 'Upline chain' })).not.toContainText(
    line.first.username,
  );

  // The first sub-agent's contract, with its tiers.
  await openPage(page, 'Agent contracts', 'agent-contracts-page');
  await page.getByLabel('Agent username').fill(line.first.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('agent-contract-row').filter({ hasText: line.first.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: /Open contract/ }).click();
  await expect(page.getByTestId('agent-contract-detail')).toContainText('Daily salary');
  await expect(page.getByRole('table', { name: 'Tiers' })).toContainText('1.00');
  await expectAccessible(page);
  await shot(page, 'console-agent-contracts-en');

  // A platform contract for the demo top agent (no upline): the sub-agent, which has an upline,
  // is refused under the field; the top agent's offer goes through and awaits its review.
  const offer = page.getByTestId('agent-contract-offer-form');
  await offer.getByLabel("Top-level agent's username").fill(line.first.username);
  await offer.getByRole('combobox', { name: 'Contract kind' }).click();
  await page.getByRole('option', { name: 'Hourly salary' }).click();
  await offer.getByLabel("Tier 1: Team's valid turnover an hour").fill('100');
  await offer.getByLabel('Tier 1: rate (%)').fill('0.5');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(offer.getByText('this agent has an upline')).toBeVisible();
  await expectAccessible(page);
  await offer.getByLabel("Top-level agent's username").fill(line.top.username);
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(offer.getByText('this agent has an upline')).toHaveCount(0);
  await page.getByLabel('Agent username').fill(line.top.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const platform = page
    .getByTestId('agent-contract-row')
    .filter({ hasText: 'Hourly salary' })
    .filter({ hasText: 'Offered, waiting for an answer' });
  await expect(platform.first()).toContainText('platform');
  await shot(page, 'console-agent-platform-contract-en');
  // The agent reads it on its hourly contract page in the app as any offer, and accepts it.
  const agentContext = await browser.newContext();
  await skipHomePopups(agentContext);
  await signInAgent(agentContext, line.top);
  const agentPage = await agentContext.newPage();
  await agentPage.goto(`${server.url}/m/member/agent/getHourContract`);
  const awaiting = agentPage.getByTestId('contract-awaiting');
  await expect(awaiting).toBeVisible();
  await awaiting.getByTestId('contract-accept').click();
  await agentPage.getByTestId('contract-confirm').getByRole('button').last().click();
  await expect(agentPage.getByTestId('contract-current')).toBeVisible();
  await expect(awaiting).toHaveCount(0);
  const hour = await callAs(line.top, 'GET', '/wps/agent/contract/hour');
  expect((hour.current as { upline: string | null } | null)?.upline).toBeNull();
  await agentContext.close();

  // Its statement of the day, with the figures.
  await openPage(page, 'Agent statements', 'agent-statements-page');
  await page.getByLabel('Agent username').fill(line.first.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const statement = page
    .getByTestId('agent-statement-row')
    .filter({ hasText: line.first.username });
  await expect(statement.first()).toBeVisible();
  await statement
    .first()
    .getByRole('button', { name: /Open statement/ })
    .click();
  await expect(page.getByTestId('agent-statement-detail')).toContainText(line.first.username);
  await expectAccessible(page);
  await shot(page, 'console-agent-statements-en');
  await context.close();
});
