// One unmeasured visit of each page before Lighthouse, as earlier visitors would have made: the
// server encodes each art image on its first request (raster-art.ts) and keeps it, and that
// one-time cost on a 2-core machine would land in the first run's main thread, not the page's.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';
import { MEMBER_MARK } from './member-session.mjs';

/** How long a visit waits for the page's network to go quiet. */
const WARM_UP_QUIET_MS = 10_000;

/** Pages with `session: true` are visited as the member of `sessionRecord` (§3 record). */
export async function warmUp(base, pages, sessionRecord = null) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    const visit = async (list, record) => {
      if (!list.length) return;
      // The bench's HTTPS server has a throwaway certificate (server.mjs).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        ignoreHTTPSErrors: true,
      });
      if (record) {
        await context.addInitScript((r) => sessionStorage.setItem('session', r), record);
        // The server's member outline is warmed, not the visitor's page.
        await context.addCookies([{ ...MEMBER_MARK, url: base }]);
      }
      const page = await context.newPage();
      for (const { path } of list) {
        await page.goto(base + path, { waitUntil: 'load' });
        // Its art requested, as far as it goes quiet: a page that keeps the network busy (the
        // free-play page's game) must not end the bench before it has measured anything.
        await page.waitForLoadState('networkidle', { timeout: WARM_UP_QUIET_MS }).catch(() => {});
      }
      await context.close();
    };
    await visit(pages.filter((p) => !p.session));
    if (sessionRecord)
      await visit(
        pages.filter((p) => p.session),
        sessionRecord,
      );
  } finally {
    await browser.close();
  }
}
