import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { skipHomePopups } from '../support/quiet-home';
import { repoRoot } from '../support/server';
import { E2E_PASSWORD, registerViaApi, signInContext } from '../support/session';

/**
 * Every page passes axe with no serious or critical violation, logged out and logged
 * in, at the phone size of the config (390 x 844). The pages come from the built app's own route
 * table (route-assets.json, one entry per path of §2.1 with its page), so a page added later is
 * swept without touching this file; aliases of a page are visited once.
 */
interface RouteAsset {
  page: string;
}
const routeAssets = JSON.parse(
  readFileSync(join(repoRoot, 'apps/web/dist/route-assets.json'), 'utf8'),
) as Record<string, RouteAsset>;

const firstPathOfEachPage = (): { page: string; path: string }[] => {
  const seen = new Map<string, string>();
  for (const [path, { page }] of Object.entries(routeAssets))
    if (!seen.has(page) && path.startsWith('/m/')) seen.set(page, path);
  return [...seen].map(([page, path]) => ({ page, path }));
};

/** WCAG 2.2 A and AA (2.2 brings target-size); best practices are advice, not gates. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const TOUCH_TARGET_PX = 44;

/** The page is in (the router has rendered it), its first calls answered, its fade done. */
const settle = async (page: Page) => {
  await page
    .locator('[data-testid^="page-"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  // The 300 ms page fade (§2.2): colours are judged at full opacity.
  await page.waitForTimeout(300);
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

const violationsOf = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
};

interface Visit {
  name: string;
  path: string;
  /** Where the page ended up: a page that needs a session sends a visitor to /m/login. */
  landed: string;
}

/** Visits each page and judges it, unless it ended on a page already judged (the login page). */
const sweep = async (page: Page, pages: readonly { page: string; path: string }[], who: string) => {
  const visits: Visit[] = [];
  const found: Record<string, unknown> = {};
  const judged = new Set<string>();
  for (const { page: name, path } of pages) {
    await page.goto(path);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    visits.push({ name, path, landed });
    if (landed !== path && judged.has(landed)) continue;
    judged.add(landed);
    const violations = await violationsOf(page);
    const small = await smallTargetsOf(page);
    if (small.length > 0)
      violations.push({ rule: 'touch-target-44', impact: 'serious', nodes: small });
    if (violations.length > 0) found[`${who} ${name} (${path} -> ${landed})`] = violations;
  }
  return { visits, found };
};

test('accessibility: every page passes axe at 390 x 844, logged out and logged in where it matters', async ({
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pages = firstPathOfEachPage();
  await skipHomePopups(context);
  // /m/trail logs a visitor in as a trial member: each page is judged as a visitor again.
  await context.addInitScript(() => sessionStorage.removeItem('session'));
  const visitor = await sweep(await context.newPage(), pages, 'visitor');

  // As a member: the pages that needed a session, and those whose frame or content changes
  // with one (home's top bar and balance, free play's question to a member).
  const member = await browser.newContext();
  await skipHomePopups(member);
  await signInContext(member, await registerViaApi(baseURL ?? ''));
  const memberPages = pages.filter(
    ({ page, path }) =>
      page === 'home' ||
      page === 'trial' ||
      visitor.visits.some((v) => v.path === path && v.landed !== path),
  );
  expect(memberPages.length).toBeGreaterThan(3);
  const signedIn = await sweep(await member.newPage(), memberPages, 'member');
  await member.close();

  expect({ ...visitor.found, ...signedIn.found }).toEqual({});
});

/** A 1 × 1 PNG, as a phone's file reader would send a slip. */
const SLIP_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PAYMENT_PASSWORD = '135790';

/** Judges the page as it stands: axe and the 44 px targets. */
const judge = async (page: Page, state: string, found: Record<string, unknown>) => {
  await page.waitForTimeout(300);
  const violations = await violationsOf(page);
  const small = await smallTargetsOf(page);
  if (small.length > 0)
    violations.push({ rule: 'touch-target-44', impact: 'serious', nodes: small });
  if (violations.length > 0) found[state] = violations;
};

/**
 * The states a page reaches only with a history behind it: pending deposits on the deposit page,
 * the reasons nothing can be withdrawn, a locked payment password counting down, and the dialog
 * of a session the server ended. Each in Thai and English.
 */
for (const language of ['th', 'en'] as const) {
  test(`accessibility (${language}): pending deposits, why not withdrawable, a locked payment password, a session ended`, async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const member = await registerViaApi(baseURL ?? '');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          merchant: member.merchantCode,
          authorization: member.token,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as { success: boolean; value: Record<string, unknown> };
    };
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
