import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectAxeClean } from '../support/accessibility';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn,
  expectAccessible,
} from '../support/console-operator';
import { skipHomePopups } from '../support/quiet-home';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';

/**
 * Issue 34, a verified age before money: the member is refused a deposit, sends an ID document,
 * support approves it in the console with the date of birth read on it (a date unlike the
 * registered one is refused), and the deposit goes through; in Thai and English.
 */
const PORT = E2E_PORT + 41;
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
/** A small PNG the server decodes and stores again. */
const DOCUMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAeCAIAAADlxgqWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAR0lEQVRYhe2WAQkAQAwCl/NyGsJYH2M/OFgAEb05DV/drCuogtChmKHaMtbxU8GIDsUM1ZaxDqE60NChmKHaMuQQgjGXX8cDLIlUV4ZF++0AAAAASUVORK5CYII=',
  'base64',
);

/** The server's refusal (contract error-messages.ts) and the page's words (protection locales). */
const texts = {
  th: {
    refused: 'กรุณายืนยันอายุด้วยเอกสารแสดงตนก่อน',
    pending: 'รอเจ้าหน้าที่ตรวจสอบเอกสาร',
    verified: 'ยืนยันแล้ว',
    title: 'ยืนยันอายุ',
  },
  en: {
    refused: 'Please verify your age with an ID document first',
    pending: 'Waiting for support to check your document',
    verified: 'Verified',
    title: 'Age verification',
  },
} as const;

let server: RunningServer;
let ownerLink = '';
let consoleContext: BrowserContext;
let consolePage: Page;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startServer(PORT, { ageVerification: { required: true } }, (env) => {
    ownerLink = createOwnerByCommand(env, 'boss', PORT);
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  consoleContext = await browser.newContext({ ...CONSOLE_DEVICE, baseURL: BASE });
  consolePage = await consoleContext.newPage();
  await enrolAndSignIn(consolePage, ownerLink, 'boss');
});
test.afterAll(async () => {
  await consoleContext?.close();
  await server?.stop();
});

for (const language of ['th', 'en'] as const) {
  const t = texts[language];
  test(`deposit waits for a verified age; support approves the document (${language})`, async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    const member = await registerViaApi(BASE);
    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await signInContext(context, member);

    // Refused with the requirement named, in the player's language.
    await page.goto('/m/voucherCenter');
    await page.getByRole('button', { name: '500', exact: true }).click();
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByText(t.refused).first()).toBeVisible();
    await expect(page.getByTestId('deposit-request')).toHaveCount(0);

    // From the security centre to the age page: the state, then a document.
    await page.goto('/m/securityCenter');
    await page.getByTestId('security-age-verification-link').click();
    await expect(page).toHaveURL(/\/m\/ageVerification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByTestId('age-state')).toHaveAttribute('data-state', 'none');
    await expectAxeClean(page);
    await shot(page, `age-none-${language}`);
    // The date given at registration (registerViaApi's), as the document shows it.
    await page.getByTestId('age-date-of-birth').fill('1990-01-01');
    await page
      .getByTestId('age-document')
      .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: DOCUMENT });
    await page.getByTestId('age-submit').click();
    await expect(page.getByTestId('age-state')).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('age-state')).toContainText(t.pending);
    await expectAxeClean(page);
    await shot(page, `age-pending-${language}`);

    // Support checks it in the console.
    await consolePage.goto('/console/#/age-verifications');
    // The page of the language before may still be open: read the queue afresh.
    await consolePage.reload();
    const check = consolePage.getByRole('button', { name: `Check ${member.username}` });
    await expect(check).toBeVisible();
    await expectAccessible(consolePage);
    await check.click();
    await expect(
      consolePage.getByRole('img', { name: `ID document of ${member.username}` }),
    ).toBeVisible();
    // Approval needs the date read on the document; one unlike the registered date is refused.
    const approve = consolePage.getByRole('button', { name: 'Approve: age verified' });
    await approve.click();
    await expect(
      consolePage.getByText('Enter the date of birth shown on the document'),
    ).toBeVisible();
    const documentDate = consolePage.getByLabel(/Date of birth on the document/);
    await documentDate.fill('1990-10-01');
    await approve.click();
    await expect(
      consolePage.getByText('Not the date of birth given at registration (1990-01-01)', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(documentDate).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(consolePage);
    await documentDate.fill('1990-01-01');
    await approve.click();
    await expect(consolePage.getByText(`${member.username}: age verified`)).toBeVisible();

    // The member sees it verified, and the deposit goes through.
    await page.reload();
    await expect(page.getByTestId('age-state')).toHaveAttribute('data-state', 'verified');
    await expect(page.getByTestId('age-state')).toContainText(t.verified);
    await shot(page, `age-verified-${language}`);
    await page.goto('/m/voucherCenter');
    await page.getByRole('button', { name: '500', exact: true }).click();
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-request')).toHaveAttribute('data-state', 'pending');
  });
}
