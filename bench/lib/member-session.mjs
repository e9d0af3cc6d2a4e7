// A member's session for Lighthouse runs of members' pages: logged in through the real login
// page in Chromium (its ALTCHA solved by the page, as a player's phone does), the session record
// (§3) read from session storage, where the app keeps it.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';

/**
 * The cookie the app sets beside the record (MEMBER_MARK_COOKIE, packages/contract/src/first-view.ts):
 * with it the server sends a member's page as the member outline. Set with the record, as after a
 * login in that tab.
 */
export const MEMBER_MARK = { name: 'member', value: '1' };

/** The §3 session record (JSON) of `username` after a real login on `base`. */
export async function memberSessionRecord(base, username, password) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    // The bench's HTTPS server has a throwaway certificate (server.mjs).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto(`${base}/m/login`);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => sessionStorage.getItem('session') !== null, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => sessionStorage.getItem('session'));
  } finally {
    await browser.close();
  }
}
