/** Debian's Chromium, the browser every tier here runs (e2e, bench). */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless Chromium on a shared machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A first visit's worker precaches the whole build before it is ready. */
const WORKER_READY_MS = 180_000;

/**
 * Opens `url` in a Playwright `page`, waits for its service worker and reloads: whether the
 * worker then controls the page.
 */
export async function loadUnderWorker(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no worker')), ms)),
      ]),
    WORKER_READY_MS,
  );
  await page.reload({ waitUntil: 'load' });
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}
