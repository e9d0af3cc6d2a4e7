import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignIn,
  expectAccessible,
} from '../support/console-operator';
import { startServer, type RunningServer } from '../support/server';
import { registerViaApi, signInContext } from '../support/session';

/**
 * A member sends feedback with an image from the member centre; support answers it in
 * the console, where member levels are edited too; the member sees the answer.
 */
const PORT = E2E_PORT + 12;
const OWNER = 'owner';
const SHOTS = process.env.E2E_SHOTS_DIR;
/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

let server: RunningServer;
let enrolmentLink = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, (env) => {
    enrolmentLink = createOwnerByCommand(env, OWNER, PORT);
  });
});
test.afterAll(async () => server.stop());

const texts = {
  th: {
    content: 'ฝากเงินแล้วยังไม่เข้าบัญชี ช่วยตรวจสอบด้วยครับ',
    waiting: 'รอการตอบกลับ',
    answer: 'คำตอบ: ',
  },
  en: {
    content: 'My deposit this morning has not arrived yet, please check',
    waiting: 'Waiting for an answer',
    answer: 'Answer: ',
  },
} as const;

test.describe('member side', () => {
  for (const language of ['th', 'en'] as const) {
    test(`${language}: sends feedback with an image from the member centre`, async ({
      page,
      context,
    }) => {
      const words = texts[language];
      const member = await registerViaApi(server.url);
      await signInContext(context, member);
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(`${server.url}/m/myAccount/index`);
      await page.getByTestId('member-entry-feedback').click();
      await expect(page).toHaveURL(/\/m\/member\/feedback$/);
      await page.getByTestId('feedback-type').selectOption('deposit');
      await page.getByTestId('feedback-content').fill('too short');
      await page.getByTestId('feedback-submit').click();
      await expect(page.getByTestId('feedback-error')).toBeVisible();
      await page.getByTestId('feedback-content').fill(words.content);
      await page.getByTestId('feedback-images').setInputFiles({
        name: 'slip.gif',
        mimeType: 'image/gif',
        buffer: PNG,
      });
      await expect(page.getByTestId('feedback-error')).toBeVisible();
      await page.getByTestId('feedback-images').setInputFiles({
        name: 'slip.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByRole('img', { name: 'slip.png' })).toBeVisible();
      await page.getByTestId('feedback-submit').click();
      await expect(page.getByTestId('feedback-list').locator('li')).toHaveCount(1);
      await expect(page.getByTestId('feedback-answer')).toHaveText(words.waiting);
      await shot(page, `feedback-${language}`);
    });
  }
});

test.describe('console', () => {
  test.use(CONSOLE_DEVICE);

  test('support answers the feedback; member levels are edited; the member reads the answer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(server.url);
    const sent = await fetch(`${server.url}/wps/member/feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: member.merchantCode,
        authorization: member.token,
      },
      body: JSON.stringify({
        type: 'game',
        content: 'The slot froze after my last spin, please look',
        images: [`data:image/png;base64,${PNG.toString('base64')}`],
      }),
    });
    expect(sent.status).toBe(200);
    const id = ((await sent.json()) as { value: { id: number } }).value.id;

    await enrolAndSignIn(page, enrolmentLink, OWNER);
    await page.getByRole('menuitem', { name: 'Member levels' }).click();
    const gold = page.getByRole('row').filter({ hasText: 'gold' });
    await expect(gold).toContainText('10000 deposits / 30 d');
    await gold.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('level-form').getByLabel('Level-up reward').fill('350');
    await page
      .getByTestId('level-form')
      .getByLabel(/Turnover before withdrawing/)
      .fill('2');
    await expectAccessible(page);
    await page.getByTestId('level-form').getByRole('button', { name: 'Save' }).click();
    await expect(gold).toContainText('350 bonus (2× turnover)');
    await shot(page, 'console-levels');

    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const card = page.getByTestId(`feedback-${id}`);
    await expect(card).toContainText('The slot froze');
    // The list shows a thumbnail fetched with the session; a click opens the full image.
    const loaded = (img: HTMLImageElement) => img.naturalWidth;
    await expect(card.getByRole('img')).toHaveCount(1);
    await expect.poll(() => card.getByRole('img').evaluate(loaded)).toBe(1);
    await card.getByRole('link', { name: `Image 1 of feedback ${id}` }).click();
    const full = page.getByRole('dialog').getByRole('img', { name: /full size/ });
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate(loaded)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByLabel(/Answer/).fill('We restarted the game; your spin was refunded.');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Answer' }).click();
    await expect(card).toHaveCount(0);
    // Answered, of this member: there it is again, alone.
    await page.getByLabel('Member (username starts with)').fill(member.username.toUpperCase());
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Answered' }).click();
    // The menu is gone from the page, not only hidden from assistive technology while it fades.
    await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
    await expect(card).toContainText('Answered by');
    await expect(
      page.locator('[data-testid^="feedback-"]:not([data-testid="feedback-page"])'),
    ).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, 'console-feedback');

    // The member reads the answer on the feedback page.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(context, member);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const phone = await context.newPage();
    await phone.goto(`${server.url}/m/member/feedback`);
    await expect(phone.getByTestId('feedback-answer')).toHaveText(
      'Answer: We restarted the game; your spin was refunded.',
    );
    await context.close();
  });
});
