import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { pages } from '../../apps/web/src/config/pages';
import { finiteAnimationsDone } from '../support/accessibility';
import { skipHomePopups } from '../support/quiet-home';
import { registerViaApi, signInContext, type ApiMember } from '../support/session';

/**
 * WCAG 1.4.10 Reflow, and with it 1.4.4 Resize text (a 640 px window zoomed to 200 % lays out at
 * 320 CSS px): every page of the pages config (a new page is checked without touching this file)
 * at 320 CSS px wide, as a member and as a visitor, in Thai (its words are the longest runs) and
 * English. Nothing is wider than the screen, no control is out of reach, and no text is cut off
 * (clipped by its box, or shortened with an ellipsis while its whole is not its accessible name),
 * except inside a region meant to scroll or slide sideways (a table's scroller, a carousel).
 */
type Language = 'th' | 'en';
const LOCALE_OF: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };

/** WCAG 1.4.10: content reflows at a width of 320 CSS px. */
const REFLOW_WIDTH_PX = 320;
const REFLOW_HEIGHT_PX = 640;

const PAGE_PATHS = Object.entries(pages).map(([name, page]) => ({
  name,
  path: Object.values(page.paths)[0] as string,
}));

/** What does not fit: the page scrolling sideways, and elements whose text is cut. */
const lossesOf = (page: Page, width: number) =>
  page.evaluate((width) => {
    const losses: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    // A phone widens its layout viewport (zooming out) to fit what is too wide: judged against
    // the screen's width, not window.innerWidth.
    if (root.scrollWidth > width + 1 || window.innerWidth > width + 1)
      losses.push(
        `page wider than the screen: ${Math.max(root.scrollWidth, window.innerWidth)} > ${width}`,
      );
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]}`;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('[aria-hidden="true"], [inert], .dialog__mask, svg')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Visually hidden on purpose (.sr-only): read by screen readers only.
      if (box.width <= 1 && box.height <= 1) continue;
      // Inside a box that clips or scrolls sideways (a carousel, a table's scroller): what is
      // outside the box slides or scrolls in, and is judged there.
      let boxed = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') boxed = true;
      }
      if (!boxed && box.right > width + 1 && !el.classList.contains('skip-link')) {
        const isControl = el.matches('a[href], button, input, select, textarea, [tabindex="0"]');
        // The innermost element that sticks out names the cause; its parents follow from it.
        const childOut = Array.from(el.children).some(
          (c) => c.getBoundingClientRect().right > width + 1,
        );
        if (isControl || !childOut)
          losses.push(
            `${describe(el)} ${isControl ? 'out of reach' : 'wider than the screen'}: right edge ${Math.round(box.right)}`,
          );
        continue;
      }
      if (box.left >= width) continue;
      // A region that scrolls sideways on purpose (1.4.10's exception for tables and carousels).
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!ownText) continue;
      const clipped = (overflow: string, scroll: number, client: number) =>
        ['hidden', 'clip'].includes(overflow) && scroll > client + 1;
      if (
        !clipped(style.overflowX, el.scrollWidth, el.clientWidth) &&
        !clipped(style.overflowY, el.scrollHeight, el.clientHeight)
      )
        continue;
      if (style.textOverflow === 'ellipsis') {
        // Shortened on screen: the whole text must still reach a screen reader and a pointer.
        const whole = el.getAttribute('title') ?? el.getAttribute('aria-label') ?? '';
        if (whole.includes(ownText)) continue;
      }
      losses.push(`${describe(el)} cut: "${ownText.slice(0, 40)}"`);
    }
    return [...new Set(losses)];
  }, width);

const settle = async (page: Page) => {
  await page
    .locator('[data-testid^="page-"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  // A member's top bar is at its widest once the balance is in.
  if ((await page.getByTestId('top-bar-balance').count()) > 0)
    await page
      .getByTestId('top-bar-balance-value')
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await finiteAnimationsDone(page);
};

const phone = async (
  browser: Browser,
  language: Language,
  width: number,
  member: ApiMember | null,
) => {
  const context = await browser.newContext({
    locale: LOCALE_OF[language],
    viewport: { width, height: REFLOW_HEIGHT_PX },
  });
  await skipHomePopups(context);
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  if (member) await signInContext(context, member);
  else await context.addInitScript(() => sessionStorage.removeItem('session'));
  return context;
};

/** Each page once; a page that sends a visitor to the login page is judged there once. */
async function sweep(page: Page, width: number) {
  const found: Record<string, string[]> = {};
  const judged = new Set<string>();
  for (const { name, path } of PAGE_PATHS) {
    await page.goto(path);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (judged.has(landed)) continue;
    judged.add(landed);
    const losses = await lossesOf(page, width);
    if (losses.length > 0) found[`${name} (${landed})`] = losses;
  }
  return found;
}

let member: ApiMember;
test.beforeAll(async ({ baseURL }) => {
  member = await registerViaApi(baseURL ?? '');
});

// One load per page per case; traces would snapshot each.
test.use({ trace: 'off' });

for (const language of ['th', 'en'] as const) {
  for (const who of ['member', 'visitor'] as const) {
    test(`reflow: every page at ${REFLOW_WIDTH_PX} px as a ${who}, ${language}`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const context = await phone(
        browser,
        language,
        REFLOW_WIDTH_PX,
        who === 'member' ? member : null,
      );
      const found = await sweep(await context.newPage(), REFLOW_WIDTH_PX);
      await context.close();
      expect(found).toEqual({});
    });
  }
}
