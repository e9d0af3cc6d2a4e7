import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pages } from '../../apps/web/src/config/pages';
import { E2E_PORT } from '../playwright.config';
import { blockingViolations, finiteAnimationsDone, type Finding } from '../support/accessibility';
import {
  CONSOLE_DEVICE,
  createOwnerByCommand,
  enrolAndSignInByApi,
} from '../support/console-operator';
import { faintStatesOf } from '../support/contrast';
import { skipHomePopups } from '../support/quiet-home';
import { startServer } from '../support/server';
import { E2E_PASSWORD, registerViaApi, signInContext, type ApiMember } from '../support/session';
import { memberApi } from '../support/member-api';

/**
 * WCAG 2.2 AA on every page: each page of the pages config (apps/web/src/config/pages.ts, so a
 * page added later is swept without touching this file) at 390 x 844, as a visitor and as a
 * member, in Thai and in English, and every page of the console a signed-in owner can reach.
 * axe runs every WCAG 2.0/2.1/2.2 A and AA rule, the experimental ones included
 * (support/accessibility.ts); beside it the sweep checks what axe leaves to best practice or
 * does not see: the page's lang follows the language, one main landmark and a heading,
 * icon-only controls named in the page's language, 44 px touch targets (UI.md), and the contrast
 * of placeholders and disabled controls (support/contrast.ts).
 * One load per page per language and role; a page that sends a visitor to the login page is
 * judged there once.
 */
type Language = 'th' | 'en';
const LANGUAGES: readonly Language[] = ['th', 'en'];
const LOCALE_OF: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };
const TOUCH_TARGET_PX = 44;
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/** The first (linked) path of every page. */
const PAGE_PATHS = Object.entries(pages).map(([name, page]) => ({
  name,
  path: Object.values(page.paths)[0] as string,
}));

/** The page is in (the router has rendered it), its first calls answered, every fade done. */
const settle = async (page: Page) => {
  await page
    .locator('[data-testid^="page-"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  // The 300 ms page fade of §2.2 included.
  await finiteAnimationsDone(page);
};

/**
 * UI.md: touch targets of at least 44 x 44 CSS px. A control's target is its box, grown by an
 * absolutely placed ::after (the pills' and top-bar icons' hit areas); a checkbox's is its label;
 * a link inside running text is exempt (WCAG 2.5.8 inline exception).
 */
const smallTargetsOf = (page: Page) =>
  page.evaluate((minimum) => {
    const grown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const after = getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return r;
      const out = (v: string) => Math.max(0, -(parseFloat(v) || 0));
      return {
        width: r.width + out(after.left) + out(after.right),
        height: r.height + out(after.top) + out(after.bottom),
      };
    };
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="tab"], [role="button"]',
    );
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (control.tagName === 'A' && control.closest('p')) continue;
      // The skip link is off screen until focused (then it is a full-width bar).
      if (control.classList.contains('skip-link')) continue;
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const { width, height } = grown(target);
      if (width < minimum - 0.5 || height < minimum - 0.5)
        small.push(
          `${target.tagName.toLowerCase()}.${String(target.getAttribute('class') ?? '').split(' ')[0]} ${Math.round(width)}x${Math.round(height)}`,
        );
    }
    return [...new Set(small)];
  }, TOUCH_TARGET_PX);

/**
 * What axe leaves to best practice: the document's lang is the player's language, the page has
 * one main landmark and a heading, and (in English) no icon-only control is named in Thai, apart
 * from names of things the page itself shows in Thai (a lottery's name from the server).
 */
const structureOf = (page: Page, language: Language) =>
  page.evaluate(
    ({ language, thai }) => {
      const problems: string[] = [];
      const thaiScript = new RegExp(thai);
      if (document.documentElement.lang !== language)
        problems.push(`html lang is "${document.documentElement.lang}"`);
      const mains = document.querySelectorAll('main, [role="main"]').length;
      if (mains !== 1) problems.push(`${mains} main landmarks`);
      if (!document.querySelector('h1, h2, [role="heading"]')) problems.push('no heading');
      if (language === 'en') {
        const shown = document.body.innerText;
        for (const control of Array.from(document.querySelectorAll('button, a[href]'))) {
          if ((control.textContent ?? '').trim() !== '') continue;
          if (control.closest('[lang]:not(html)')) continue;
          const name = control.getAttribute('aria-label') ?? control.getAttribute('title') ?? '';
          const unexplained = name
            .split(/\s+/)
            .filter((word) => thaiScript.test(word) && !shown.includes(word));
          if (unexplained.length > 0) problems.push(`icon-only control named in Thai: "${name}"`);
        }
      }
      return problems;
    },
    { language, thai: THAI_SCRIPT.source },
  );

interface Visit {
  name: string;
  path: string;
  /** Where the page ended up: a page that needs a session sends a visitor to /m/login. */
  landed: string;
}

/** Visits each page and judges it, unless it ended on a page already judged (the login page). */
const sweep = async (page: Page, language: Language, who: string) => {
  const visits: Visit[] = [];
  const found: Record<string, Finding[]> = {};
  const judged = new Set<string>();
  for (const { name, path } of PAGE_PATHS) {
    const t0 = Date.now();
    await page.goto(path);
    await settle(page);
    const t1 = Date.now();
    const landed = new URL(page.url()).pathname;
    visits.push({ name, path, landed });
    if (landed !== path && judged.has(landed)) continue;
    judged.add(landed);
    const findings = await blockingViolations(page);
    const small = await smallTargetsOf(page);
    if (small.length > 0)
      findings.push({ rule: 'touch-target-44', impact: 'serious', nodes: small });
    const structure = await structureOf(page, language);
    if (structure.length > 0)
      findings.push({ rule: 'lang-landmarks-headings', impact: 'serious', nodes: structure });
    const faint = await faintStatesOf(page);
    if (faint.length > 0)
      findings.push({ rule: 'placeholder-disabled-contrast', impact: 'serious', nodes: faint });
    if (findings.length > 0) found[`${who} ${language} ${name} (${path} -> ${landed})`] = findings;
    if (process.env.A11Y_TIMING) console.log(name, t1 - t0, Date.now() - t1);
  }
  return { visits, found };
};

const playerContext = async (browser: Browser, language: Language) => {
  const context = await browser.newContext({ locale: LOCALE_OF[language] });
  await skipHomePopups(context);
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return context;
};

// Traces snapshot every axe call: on a busy machine they doubled the run.
test.use({ trace: 'off' });

let member: ApiMember;
test.beforeAll(async ({ baseURL }) => {
  member = await registerViaApi(baseURL ?? '');
});

for (const language of LANGUAGES) {
  test(`accessibility: every page as a visitor, ${language}`, async ({ browser }) => {
    test.setTimeout(900_000);
    const context = await playerContext(browser, language);
    // /m/trail logs a visitor in as a trial member: each page is judged as a visitor again.
    await context.addInitScript(() => sessionStorage.removeItem('session'));
    const { visits, found } = await sweep(await context.newPage(), language, 'visitor');
    await context.close();
    // The pages that need a session sent the visitor to log in (they are judged as a member).
    expect(visits.filter((v) => v.landed === '/m/login').length).toBeGreaterThan(3);
    expect(found).toEqual({});
  });

  test(`accessibility: every page as a member, ${language}`, async ({ browser }) => {
    test.setTimeout(900_000);
    const context = await playerContext(browser, language);
    await signInContext(context, member);
    const { visits, found } = await sweep(await context.newPage(), language, 'member');
    await context.close();
    // The login page itself stays open to a member; no other page sends a member to it.
    expect.soft(visits.filter((v) => v.landed === '/m/login' && v.path !== '/m/login')).toEqual([]);
    expect(found).toEqual({});
  });
}

/**
 * The console, signed in as the owner (who sees every page): the pages of its menu and the
 * forms their lists open, found by following the menu, so a new page is swept too; and the
 * sign-in page.
 */
test('accessibility: every console page', async ({ browser }) => {
  test.setTimeout(900_000);
  const port = E2E_PORT + 19;
  let link = '';
  const server = await startServer(port, {}, (env) => {
    link = createOwnerByCommand(env, 'a11yowner', port);
  });
  const found: Record<string, string[]> = {};
  let context: BrowserContext | undefined;
  try {
    const judge = async (page: Page, name: string) => {
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      await finiteAnimationsDone(page);
      const findings = await blockingViolations(page);
      if (findings.length > 0)
        found[name] = findings.map((f) => `${f.rule}: ${f.nodes.join(' | ')}`);
    };

    context = await browser.newContext(CONSOLE_DEVICE);
    const signedOut = await context.newPage();
    await signedOut.goto(`${server.url}/console/#/login`);
    await expect(signedOut.getByLabel('Username')).toBeVisible();
    await judge(signedOut, '#/login');
    await signedOut.close();

    const token = await enrolAndSignInByApi(
      server.url,
      link.slice(link.indexOf('/enrol/') + '/enrol/'.length),
      'a11yowner',
    );
    await context.addInitScript((value) => sessionStorage.setItem('ops.token', value), token);
    const page = await context.newPage();
    await page.goto(`${server.url}/console/#/`);
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await judge(page, '#/');

    const hashOf = (href: string | null) => (href ? href.slice(href.indexOf('#')) : null);
    const queue = (
      await page
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href')))
    )
      .map(hashOf)
      .filter((hash): hash is string => hash !== null && hash !== '#/');
    expect(queue.length).toBeGreaterThan(10);
    const seen = new Set(['#/', ...queue]);
    while (queue.length > 0) {
      const hash = queue.shift()!;
      await page.goto(`${server.url}/console/${hash}`);
      await page.locator('main, [role="main"]').first().waitFor();
      await judge(page, hash);
      const create = hashOf(
        await page
          .getByRole('link', { name: 'Create', exact: true })
          .first()
          .getAttribute('href', { timeout: 500 })
          .catch(() => null),
      );
      if (create && !seen.has(create)) {
        seen.add(create);
        queue.push(create);
      }
    }
    expect(seen.size).toBeGreaterThan(12);
  } finally {
    await context?.close();
    await server.stop();
  }
  expect(found).toEqual({});
});

/** A 1 × 1 PNG, as a phone's file reader would send a slip. */
const SLIP_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PAYMENT_PASSWORD = '135790';

/** Judges the page as it stands: axe and the 44 px targets. */
const judge = async (page: Page, state: string, found: Record<string, unknown>) => {
  await settle(page);
  const findings = await blockingViolations(page);
  const small = await smallTargetsOf(page);
  if (small.length > 0) findings.push({ rule: 'touch-target-44', impact: 'serious', nodes: small });
  if (findings.length > 0) found[state] = findings;
};

/**
 * The states a page reaches only with a history behind it: pending deposits on the deposit page,
 * the reasons nothing can be withdrawn, a locked payment password counting down, and the dialog
 * of a session the server ended. Each in Thai and English.
 */
for (const language of LANGUAGES) {
  test(`accessibility (${language}): pending deposits, why not withdrawable, a locked payment password, a session ended`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const member = await registerViaApi(baseURL ?? '');
    const call = (method: string, path: string, body?: unknown) =>
      memberApi(baseURL!, member)<Record<string, unknown>>(method, path, body);

    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await signInContext(context, member);
    const found: Record<string, unknown> = {};
    const stamp = `${Date.now()}${language}`;

    // 1,000 paid: Silver's level-up bonus then asks a turnover before any withdrawal.
    const paid = await call('POST', '/wps/deposit/promptpay', {
      amount: '1000',
      idempotencyKey: `a11y-paid-${stamp}`,
    });
    expect(paid.success).toBe(true);
    await call('POST', '/dev/deposit/promptpay/transfer', { amount: paid.value.amount });
    // Pending: a PromptPay QR and a bank transfer with its slip.
    expect(
      (
        await call('POST', '/wps/deposit/promptpay', {
          amount: '300',
          idempotencyKey: `a11y-qr-${stamp}`,
        })
      ).success,
    ).toBe(true);
    const transfer = await call('POST', '/wps/deposit/manual', {
      amount: '500',
      memberReference: 'โอนเวลา 13:45 #2',
      idempotencyKey: `a11y-bt-${stamp}`,
    });
    expect(transfer.success).toBe(true);
    await call('POST', '/wps/deposit/slip', { depositId: transfer.value.id, data: SLIP_PNG });

    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-request')).toHaveCount(2);
    await settle(page);
    await judge(page, 'deposit page with pending deposits', found);

    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-reason-turnover')).toBeVisible();
    await settle(page);
    await judge(page, 'withdraw page with its reasons', found);

    // Ready to withdraw, then five wrong payment passwords lock it.
    await call('PUT', '/wps/member/info/payeename', { payeeName: 'Somchai Jaidee' });
    await call('PUT', '/wps/member/paymentPassword', {
      password: E2E_PASSWORD,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });
    const card = await call('POST', '/wps/member/bankCard', {
      bankCode: 'SCB',
      accountNumber: '1234567890',
      holderName: 'Somchai Jaidee',
    });
    expect(card.success).toBe(true);
    for (let i = 0; i < 5; i++)
      await call('POST', '/wps/withdraw', {
        amount: '300',
        bankCardId: card.value.id,
        paymentPassword: '000000',
        idempotencyKey: `a11y-lock-${stamp}-${i}`,
      });
    await page.goto('/m/withdraw');
    await page.getByTestId('withdraw-amount-input').fill('300');
    await page.getByTestId('withdraw-password-input').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
    await judge(page, 'withdraw page with a locked payment password', found);

    // The member logs out on another phone: the server ends this session.
    const ended = await fetch(`${baseURL}/wps/session?token=${encodeURIComponent(member.token)}`, {
      method: 'DELETE',
      headers: { merchant: member.merchantCode, authorization: member.token },
    });
    expect(ended.status).toBe(200);
    await page.reload();
    await expect(page.getByTestId('session-ended-dialog')).toBeVisible();
    await judge(page, 'session-ended dialog', found);

    expect(found).toEqual({});
  });
}
