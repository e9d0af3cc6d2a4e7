import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAxeClean, finiteAnimationsDone } from './accessibility';
import { repoRoot } from './server';

/** An operator password the policy takes (no merchant name, domain or username in it). */
export const OPERATOR_PASSWORD = 'Granite-orchard-lamp-58';

/** The console is desktop first: 1280 x 800, a mouse, no touch. */
export const CONSOLE_DEVICE = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  locale: 'en-GB',
} as const;

/**
 * The command an operator runs, `npm run console -- create-owner` (its built file, as the server's),
 * against the server's database; answers the one-time enrolment link it prints.
 */
export function createOwnerByCommand(env: NodeJS.ProcessEnv, username: string, port: number) {
  const run = spawnSync(
    process.execPath,
    [
      'apps/server/dist/console-cli.js',
      'create-owner',
      '--username',
      username,
      '--base-url',
      `http://127.0.0.1:${port}`,
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  const link = /https?:\/\/\S+\/console\/#\/enrol\/\S+/.exec(run.stdout)?.[0];
  if (!link) throw new Error(`no enrolment link in: ${run.stdout}`);
  return link;
}

/** The authenticator's code now, or `steps` 30-second steps later (a code is good once). */
export const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** No serious or critical violation of WCAG 2.x A/AA (every rule) on the page as it stands. */
export async function expectAccessible(page: Page) {
  await finiteAnimationsDone(page);
  await expectAxeClean(page);
}

/**
 * Enrols from a link in the console (password, then a code computed here) and signs in with the
 * next step's code, as an operator would; answers the TOTP secret.
 */
export async function enrolAndSignIn(page: Page, link: string, username: string) {
  await page.goto(link);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: /I have saved them/ }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator').fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  return secret;
}

/**
 * Enrols the operator of a one-time enrolment token and signs them in through the API (no
 * browser); answers the console session token.
 */
export async function enrolAndSignInByApi(
  baseUrl: string,
  enrolmentToken: string,
  username: string,
) {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { value: Record<string, unknown> };
    if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.value;
  };
  const { secret } = (await call('/ops/enrolment/start', { token: enrolmentToken })) as {
    secret: string;
  };
  await call('/ops/enrolment/complete', {
    token: enrolmentToken,
    password: OPERATOR_PASSWORD,
    code: await totpCode(secret),
  });
  const signed = await call('/ops/sign-in', {
    username,
    password: OPERATOR_PASSWORD,
    code: await totpCode(secret, 1),
  });
  return String(signed.token);
}
