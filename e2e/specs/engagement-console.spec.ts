import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext } from '../support/session';

/** The console pages: the points mall, member points, novice tasks (desktop, like the other console specs). */
test.use(CONSOLE_DEVICE);

const PORT = E2E_PORT + 5;
const OWNER = 'owner';
/** A second owner: an enrolment link is good once, and each test signs in through its own. */
const TASKS_OWNER = 'tasksowner';
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
let enrolmentLink = '';
let tasksEnrolmentLink = '';

test.beforeAll(async () => {
  // Start, migrate, seed and the owner command: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    enrolmentLink = createOwnerByCommand(env, OWNER, PORT);
    tasksEnrolmentLink = createOwnerByCommand(env, TASKS_OWNER, PORT);
  });
});
test.afterAll(async () => server.stop());

test('the owner stocks the points mall and adjusts a member’s points; both are audited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(server.url);
  await enrolAndSignIn(page, enrolmentLink, OWNER);

  // The mall: a new item, then more stock.
  await page.getByRole('menuitem', { name: 'Points mall' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'lottery-ticket' })).toBeVisible();
  await page.getByRole('button', { name: 'New item' }).click();
  const form = page.getByTestId('mall-item-form');
  await form.getByLabel('Code').fill('lucky-charm');
  await form.getByLabel('Name (en)').fill('Lucky charm');
  await form.getByLabel('Name (th)').fill('เครื่องราง');
  await form.getByLabel('Price (points)').fill('15');
  await form.getByLabel('Stock').fill('3');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: 'lucky-charm' });
  await expect(row).toContainText('15');
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('mall-item-form').getByLabel('Stock').fill('9');
  await page.getByTestId('mall-item-form').getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('9');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-mall.png` });
  const items = (await (await fetch(`${server.url}/wps/engagement/mall/items`)).json()) as {
    value: { name: string; stock: number }[];
  };
  expect(items.value.find((i) => i.name === 'เครื่องราง' || i.name === 'Lucky charm')?.stock).toBe(9);

  // Member points: find the member by id (from the members list) and add 120 points.
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await page.getByPlaceholder('Username starts with').fill(member.username);
  // The filter reaches the address after a debounce that would bring the list back over the
  // next page (react-admin navigates from the list, still mounted during the route transition).
  await expect(page).toHaveURL(new RegExp(member.username));
  const memberRow = page.getByRole('row').filter({ hasText: member.username });
  await expect(memberRow).toHaveCount(1);
  const id = (await memberRow.getByRole('cell').first().textContent())!.trim();
  await page.getByRole('menuitem', { name: 'Member points' }).click();
  const pointsPage = page.getByTestId('points-page');
  await pointsPage.getByLabel('Member id').fill(id);
  await pointsPage.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('member-points')).toContainText('Balance 0');
  await pointsPage.getByLabel('Amount (+ adds, - takes)').fill('120');
  await pointsPage.getByLabel('Note').fill('Apology for the outage');
  await pointsPage.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId('member-points')).toContainText('Balance 120');
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-points.png` });
  const points = (await (
    await fetch(`${server.url}/wps/engagement/points`, { headers: { authorization: member.token } })
  ).json()) as { value: { balance: number } };
  expect(points.value.balance).toBe(120);

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'points.adjust' })).toContainText(OWNER);
  await expect(page.getByRole('row').filter({ hasText: 'mall_item.update' })).toContainText(
    '"stock":9',
  );
});

test('the owner switches a novice task off and the player no longer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(server.url);
  await enrolAndSignIn(page, tasksEnrolmentLink, TASKS_OWNER);

  await page.getByRole('menuitem', { name: 'Novice tasks' }).click();
  await expect(page.getByTestId('novice-tasks-page').getByRole('row')).toHaveCount(6);
  await expectAccessible(page);
  const favourite = page.getByTestId('novice-task-add_favourite');
  await favourite.getByLabel('Add a favourite game: on').uncheck();
  await favourite.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(favourite.getByLabel('Add a favourite game: on')).not.toBeChecked();
  await expect(favourite.getByRole('button', { name: 'Save' })).toBeDisabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-novice-tasks.png` });

  const player = await browser.newContext();
  try {
    await skipHomePopups(player);
    await signInContext(player, member);
    const phone = await player.newPage();
    await phone.goto(`${server.url}/m/activity/noviceTask`);
    await expect(phone.getByTestId('task-prove_mobile')).toBeVisible();
    await expect(phone.getByTestId('task-add_favourite')).toHaveCount(0);
  } finally {
    await player.close();
  }

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'novice_task.update' })).toContainText(
    TASKS_OWNER,
  );
});
