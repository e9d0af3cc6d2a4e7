// Issue 33: a repeat visit of the installed app shows /m/home's shell from the service worker's
// cache, LCP within BUDGETS.repeatVisitLcpMs. Lighthouse on its mobile device and slow-4G settings,
// but a warm run: the same Chromium profile first loads /m/home, waits for the worker to precache
// the build and reloads under its control; then Lighthouse loads it again without resetting the
// storage, so the worker, not the network, answers the document and its scripts.
//
// Throttling is applied by DevTools, not simulated: Lighthouse's simulation (Lantern) replays
// every request the worker answered from its cache as a slow-4G network fetch (only the HTTP disk
// cache and data: URLs are exempt), so a simulated LCP cannot show a cache at all. With DevTools
// throttling the network is slowed where it is used (the API calls) and the CPU 4x.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadUnderWorker } from './chromium.mjs';
import { launchChrome, median } from './lighthouse.mjs';
import { OUT } from './paths.mjs';

export const REPEAT_VISIT_PATH = '/m/home';

/** The first visit: the worker installed, its precache filled, the page once under its control. */
async function firstVisit(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const controlled = await loadUnderWorker(page, url);
    const precached = await page.evaluate(async () => {
      // In the page: its Cache Storage.
      const { caches: store } = globalThis;
      let n = 0;
      for (const name of await store.keys()) n += (await (await store.open(name)).keys()).length;
      return n;
    });
    await page.close();
    return { controlled, precached };
  } finally {
    // Only the connection: the browser stays for Lighthouse.
    await browser.close();
  }
}

/** One warm run: the first visit, then Lighthouse in the same profile with storage kept. */
async function warmRun(url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-repeat-'));
  const chrome = await launchChrome(url, userDataDir);
  try {
    const first = await firstVisit(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttlingMethod: 'devtools',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const responses = (result.artifacts.DevtoolsLog ?? [])
      .filter((e) => e.method === 'Network.responseReceived')
      .map((e) => e.params);
    const document = responses.find((r) => r.type === 'Document');
    const scripts = responses.filter((r) => r.type === 'Script');
    return {
      lhr,
      run: {
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        controlledBeforeRun: first.controlled,
        cachedEntries: first.precached,
        documentFromWorker: document ? Boolean(document.response.fromServiceWorker) : null,
        scriptsFromWorker: scripts.filter((r) => r.response.fromServiceWorker).length,
        scripts: scripts.length,
      },
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** `runs` warm runs of /m/home; the median of each figure, and every run. */
export async function measureRepeatVisit(base, runs, log) {
  const dir = join(OUT, 'lighthouse');
  await mkdir(dir, { recursive: true });
  const url = base + REPEAT_VISIT_PATH;
  const perRun = [];
  for (let i = 1; i <= runs; i++) {
    log(`  repeat visit ${REPEAT_VISIT_PATH} run ${i}/${runs}: first visit, then Lighthouse`);
    try {
      const { lhr, run } = await warmRun(url);
      await writeFile(join(dir, `home-repeat-${i}.json`), JSON.stringify(lhr));
      perRun.push(run);
    } catch (err) {
      log(`  repeat visit run ${i} failed: ${err.message}`);
    }
  }
  if (!perRun.length) return { path: REPEAT_VISIT_PATH, runs: 0, error: 'every run failed' };
  const numeric = ['lcpMs', 'fcpMs', 'performance'];
  const med = Object.fromEntries(
    numeric.map((k) => [k, median(perRun.map((r) => r[k]).filter((v) => v !== null))]),
  );
  return { path: REPEAT_VISIT_PATH, runs: perRun.length, median: med, perRun };
}
