import { spawnSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from '../playwright.config';
import { repoRoot, startServer, type RunningServer } from '../support/server';
import { registerViaApi } from '../support/session';

/** The console is desktop first (issue 17): 1280 x 800, a mouse, no touch. */
test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  locale: 'en-GB',
});

const PORT = E2E_PORT + 3;
const OWNER = 'owner';
const PASSWORD = 'Granite-orchard-lamp-58';
let server: RunningServer;
let enrolmentLink = '';

/** The command an operator runs: `npm run console -- create-owner`, here from the sources. */
function createOwnerByCommand(env: NodeJS.ProcessEnv) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/console-cli.ts',
      'create-owner',
      '--username',
      OWNER,
      '--base-url',
      `http://127.0.0.1:${PORT}`,
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  enrolmentLink = /https?:\/\/\S+\/console\/#\/enrol\/\S+/.exec(run.stdout)?.[0] ?? '';
}

test.beforeAll(async () => {
  server = await startServer(PORT, {}, createOwnerByCommand);
});
test.afterAll(async () => server.stop());

/** No serious or critical violation of WCAG 2.x A/AA on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** A code of the next 30 s step: the enrolment already used this one, and a code is good once. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('the owner enrols, signs in, locks a member (ending their session), turns maintenance on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(enrolmentLink).toContain('/console/#/enrol/');
  const member = await registerViaApi(server.url);
  const memberSessions = () =>
    fetch(`${server.url}/wps/member/sessions`, { headers: { authorization: member.token } });
  expect((await memberSessions()).status).toBe(200);

  // Enrolment: the QR code and key, a password, the first code; recovery codes once.
  await page.goto(enrolmentLink);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(PASSWORD);
  await page
    .getByLabel('Code from your authenticator')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: /I have saved them/ }).click();

  // Sign-in: password, then the authenticator's code.
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Username').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Members: search by username prefix, open the member, lock them.
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await page.getByPlaceholder('Username starts with').fill(member.username.slice(0, 6));
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.click();
  await expect(page.getByText(member.username).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open sessions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lock member' }).click();
  await expect(page.getByRole('button', { name: 'Unlock member' })).toBeVisible();
  await expect(page.getByText('No open session.')).toBeVisible();
  expect((await memberSessions()).status).toBe(401);

  // The audit log lists the lock with its operator and before and after.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const lockEntry = page.getByRole('row').filter({ hasText: 'member.lock' });
  await expect(lockEntry).toContainText(OWNER);
  await expect(lockEntry).toContainText('"status":"locked"');
  await expectAccessible(page);

  // Operators: the owner's page.
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await expect(page.getByRole('row').filter({ hasText: OWNER })).toBeVisible();
  await expectAccessible(page);

  // Settings: maintenance on from the console; the app's status gate follows without a restart.
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByLabel('The app shows its maintenance page').check();
  await page.getByLabel('Text the app shows').fill('Back at 14:00');
  // Checked before saving: axe reads the notification's fade-in as low contrast.
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByText('Maintenance is on')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Configuration versions' })).toContainText(OWNER);
  const status = (await (await fetch(`${server.url}/wps/system/status`)).json()) as {
    value: { maintenance: boolean; info: string };
  };
  expect(status.value).toMatchObject({ maintenance: true, info: 'Back at 14:00' });
});
