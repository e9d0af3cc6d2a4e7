import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { pages } from '../../apps/web/src/config/pages';
import { skipHomePopups } from '../support/quiet-home';
import { apiValue, demoTopAgent } from '../support/agent-line';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

/**
 * Layout stability on every page of the pages config (apps/web/src/config/pages.ts, so a page
 * added later is measured without touching this file) at a phone's size: the cumulative layout
 * shift of its load, as a visitor or, for a page that needs a session, as a member, stays within
 * "good" with a margin. Every shift counts (not only the worst 5 s window Chrome reports), except
 * those right after the player's input, as the metric defines.
 */
const CLS_LIMIT = 0.02;
/** A page has settled when its calls are answered and nothing has moved for this long. */
const QUIET_MS = 700;
/** Past this a page that still moves is judged as it stands. */
const SETTLE_CAP_MS = 8_000;

/**
 * Pages with no load of their own to measure: each opens with what another page or site hands
 * it and leaves (bench/lib/page-list.mjs measures none of them either).
 */
const UNMEASURED = new Set(['identity-callback', 'start-lottery', 'launch-game']);
/** The pages a member sees only as "not an agent" (§8): measured again as an agent. */
const AGENT_PAGES = new Set([
  'agent-register',
  'team-pnl',
  'team-overview',
  'member-team',
  'team-betting',
  'agent-statement',
  'salary-contract',
  'dividend-contract',
  'hour-contract',
]);
/** Sends a visitor to the login page without declaring a session need. */
const MEMBER_PAGES = new Set(['change-password']);

const PAGE_LIST = Object.entries(pages)
  .filter(([name]) => !UNMEASURED.has(name))
  .map(([name, page]) => ({
    name,
    path: Object.values(page.paths)[0] as string,
    member: ('session' in page && page.session === 'required') || MEMBER_PAGES.has(name),
    // The frame around the page (§2.2): going between pages of different frames moves the page
    // area by the top bar, a change the player's tap explains (it follows input).
    frame: `${'topBar' in page ? 'bare' : 'bar'} ${'bottomMenu' in page ? 'bare' : 'menu'}`,
  }))
  .sort((a, b) => a.frame.localeCompare(b.frame));

interface Shifts {
  total: number;
  count: number;
  last: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts: Shifts;
  }
}

/** Sums the page's layout shifts from its first paint, naming what moved for the failure. */
const recordShifts = () => {
  const shifts: Shifts = { total: 0, count: 0, last: 0, sources: [] };
  window.__shifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.getAttribute('data-testid');
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return `${node.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      shifts.count += 1;
      shifts.last = performance.now();
      const moved = (entry.sources ?? []).map((s) => describe(s.node)).join(', ');
      shifts.sources.push(
        `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The requests in flight on the page, for "its calls are answered" after an in-app step too. */
const inFlight = (page: Page) => {
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
};

/** Waits until the page's calls are answered and nothing has moved for QUIET_MS. */
const settled = async (page: Page, name: string, open: Set<unknown>): Promise<Shifts> => {
  const start = Date.now();
  await page
    .getByTestId(`page-${name}`)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  let quietSince = Date.now();
  for (;;) {
    const sinceShift = await page.evaluate(() => performance.now() - window.__shifts.last);
    if (open.size > 0) quietSince = Date.now();
    const quiet = Math.min(sinceShift, Date.now() - quietSince);
    if (quiet >= QUIET_MS || Date.now() - start > SETTLE_CAP_MS) break;
    await page.waitForTimeout(Math.max(100, QUIET_MS - quiet));
  }
  return page.evaluate(() => window.__shifts);
};

/**
 * Each page twice: reached from the page before it inside the app, when that one has the same
 * frame (a link's way: the address changes, the document stays, nothing came with the page),
 * then opened at its address (its first view, when it has one, inside the index).
 */
const sweep = async (
  browser: Browser,
  member: ApiMember | null,
  measured: (name: string) => boolean = () => true,
) => {
  const context = await browser.newContext();
  await skipHomePopups(context);
  if (member) await signInContext(context, member);
  // /m/trail signs a visitor in as a trial member: each page is opened as a visitor again.
  else await context.addInitScript(() => sessionStorage.removeItem('session'));
  await context.addInitScript(recordShifts);
  const page = await context.newPage();
  const open = inFlight(page);
  const unstable: Record<string, string[]> = {};
  const judge = (label: string, shifts: Shifts) => {
    if (process.env.LAYOUT_SHIFT_REPORT) console.log(label, shifts.total.toFixed(3));
    if (shifts.total > CLS_LIMIT)
      unstable[`${label} CLS ${shifts.total.toFixed(3)}`] = shifts.sources;
  };
  let frameBefore: string | null = null;
  for (const { name, path, frame } of PAGE_LIST.filter(
    (p) => p.member === (member !== null) && measured(p.name),
  )) {
    if (frame === frameBefore) {
      await page.evaluate((to) => {
        window.__shifts.total = 0;
        window.__shifts.sources = [];
        // wouter follows pushState: the app's router changes page as a link would.
        history.pushState(null, '', to);
      }, path);
      judge(`${name} (${path}) reached in the app`, await settled(page, name, open));
    }
    frameBefore = frame;
    await page.goto(path);
    judge(`${name} (${path}) opened`, await settled(page, name, open));
  }
  await context.close();
  return unstable;
};

test.describe('layout stability at 390 x 844', () => {
  test('every open page, as a visitor', async ({ browser }) => {
    test.setTimeout(180_000);
    expect(await sweep(browser, null)).toEqual({});
  });

  test('every page that needs a session, as a member', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const member = await registerViaApi(baseURL ?? '');
    expect(await sweep(browser, member)).toEqual({});
  });

  test("the agent pages, as the demo line's top agent (their figures, not a member's refusal)", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const settings = await apiValue(await fetch(`${baseURL}/wps/system/settings/consolidated`));
    const merchantCode = (settings.merchant as { code: string }).code;
    const agent = await demoTopAgent(baseURL ?? '', merchantCode);
    expect(await sweep(browser, agent, (name) => AGENT_PAGES.has(name))).toEqual({});
  });
});
