// Issue 33: is the app installable, by Chromium's own check? Lighthouse 12 dropped its PWA
// category and the installable-manifest audit, which asked Chromium this same question
// (Page.getInstallabilityErrors); the bench asks it directly, in a fresh persistent profile
// (Chromium never offers to install from an incognito one), with the service worker on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, loadUnderWorker } from './chromium.mjs';

/**
 * Opens /m/home as a phone would, waits for the worker, reloads under its control, and asks
 * Chromium for the manifest, its errors and the installability errors; then opens the manifest's
 * start_url offline, which the worker must answer (the app or its offline page, never Chromium's
 * own error page).
 */
export async function measureInstallability(base, log) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    // The bench's HTTPS server has a throwaway certificate (server.mjs); a worker registers only
    // where the browser itself takes the certificate, so the flag, not only Playwright's option.
    args: [
      ...CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
      ...(base.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
    ],
    headless: true,
    ignoreHTTPSErrors: true,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    log('  installability: /m/home, waiting for the service worker');
    const controlled = await loadUnderWorker(page, `${base}/m/home`);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const parsed = manifest.data ? JSON.parse(manifest.data) : {};
    const startUrl = new URL(parsed.start_url ?? '/m/', manifest.url || base).href;

    await context.setOffline(true);
    const offline = await page
      .goto(startUrl, { waitUntil: 'load' })
      .then((res) => ({
        status: res?.status() ?? null,
        fromWorker: res?.fromServiceWorker() ?? false,
      }))
      .catch((err) => ({ status: null, fromWorker: false, error: err.message.split('\n')[0] }));
    await context.setOffline(false);

    return {
      installable: installabilityErrors.length === 0,
      installabilityErrors: installabilityErrors.map((e) => e.errorId),
      manifestErrors: manifest.errors.map((e) => e.message),
      manifestUrl: manifest.url ? new URL(manifest.url).pathname : null,
      display: parsed.display ?? null,
      startUrl: new URL(startUrl).pathname + new URL(startUrl).search,
      scope: parsed.scope ?? null,
      icons: (parsed.icons ?? []).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`),
      controlledAfterReload: controlled,
      offlineStartUrl: offline,
    };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
