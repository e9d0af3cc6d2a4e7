import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import {
  apiValue as value,
  callAs,
  inLanguage,
  loginViaApi as login,
  signInAgent,
  type Caller,
} from '../support/agent-line';
import { shot } from '../support/shots';

/**
 * Issue 32 "Statements", on the main server of the run: its demo seed gives the sub-agent
 * `demosub` a daily salary paid for the days since it was accepted and rebates on its players'
 * bets of the past 14 days. The sub-agent opens its commission statement for the last 7 days:
 * the rebates by day, the salary statements and the ledger entries the server answers are what
 * the page lists; days chosen wrongly are refused under the field before anything is asked.
 */
const DEMO_SUB_AGENT = { username: 'demosub', password: 'Demo-Agent-2026!' };

const TEXT = {
  th: { title: 'ใบแจ้งค่าคอมมิชชัน', toBeforeFrom: 'วันสิ้นสุดต้องไม่อยู่ก่อนวันเริ่มต้น' },
  en: { title: 'Commission statement', toBeforeFrom: 'The last day must not be before the first' },
} as const;

for (const language of ['th', 'en'] as const) {
  test(`the demo sub-agent reads its commission statement of the last 7 days (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const settings = await value(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const sub: Caller = {
      ...DEMO_SUB_AGENT,
      token: await login(baseURL!, merchantCode, DEMO_SUB_AGENT.username, DEMO_SUB_AGENT.password),
      merchantCode,
      baseURL: baseURL!,
    };
    const doc = (await callAs(sub, 'GET', '/wps/agent/statement?range=7d')) as {
      rebates: unknown[];
      contracts: { state: string }[];
      payments: unknown[];
    };
    expect(doc.contracts.length).toBeGreaterThan(0);
    expect(doc.rebates.length).toBeGreaterThan(0);

    const context = await browser.newContext();
    await skipHomePopups(context);
    await inLanguage(context, language);
    await signInAgent(context, sub);
    const page = await context.newPage();
    await page.goto('/m/agent/statement');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(TEXT[language].title);
    await page.getByTestId('statement-range-7d').click();
    await expect(page.getByTestId('statement-range-7d')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('statement-contract')).toHaveCount(doc.contracts.length);
    await expect(page.getByTestId('statement-rebate')).toHaveCount(doc.rebates.length);
    await expect(page.getByTestId('statement-payment')).toHaveCount(doc.payments.length);
    await expectAxeClean(page);
    await shot(page, `agent-statement-7d-${language}`);

    // Days the server would refuse: named under the field, nothing asked.
    await page.getByTestId('statement-from').fill('2026-11-03');
    await page.getByTestId('statement-to').fill('2026-11-01');
    await page.getByTestId('statement-show').click();
    await expect(page.getByTestId('statement-to-error')).toHaveText(TEXT[language].toBeforeFrom);
    await expect(page.getByTestId('statement-to')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    await context.close();
  });
}
