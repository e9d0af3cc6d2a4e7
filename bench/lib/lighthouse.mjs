// Lighthouse 12 on its mobile defaults (Moto G Power, simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium; each figure is the median of the runs.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { MEMBER_MARK } from './member-session.mjs';
import { OUT } from './paths.mjs';

const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

/** Metrics restated as audits: they say what is slow, not why. */
const NOT_ADVICE = new Set([
  'interactive',
  'max-potential-fid',
  'largest-contentful-paint-element',
]);

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function figures(lhr) {
  const out = { performance: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [key, id] of Object.entries(METRICS)) out[key] = lhr.audits[id]?.numericValue ?? null;
  out.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null;
  return out;
}

/** The page's main thread: the thread of its first contentful paint, from its navigation. */
export function mainThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const start =
    events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.tid === fcp.tid) ??
    fcp;
  const on = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  return { on, pid: fcp.pid, t0: start.ts, fcpMs: (fcp.ts - start.ts) / 1000 };
}

/**
 * How long the page's main-thread tasks took, on the clock and on the CPU, over the load
 * (navigation to the end of the trace). Lighthouse's simulation multiplies the clock figures; on a
 * shared 2-core machine a task waits for a core as long as it runs (the renderer's raster and
 * decoding threads, the browser process and the server take the other), so the ratio tells how
 * much of a run's TBT is the page's own work.
 */
export function mainThreadTime(events) {
  let thread;
  try {
    thread = mainThread(events);
  } catch {
    return null;
  }
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !thread.on(e) || e.ts < thread.t0) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? e.dur ?? 0;
  }
  return { wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000) };
}

/** What Lighthouse says would help: opportunities and failing diagnostics, biggest first. */
function advice(lhr) {
  const items = [];
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    if (Object.values(METRICS).includes(audit.id) || NOT_ADVICE.has(audit.id)) continue;
    const savings = audit.metricSavings ?? {};
    const total = Object.values(savings).reduce((t, v) => t + (v ?? 0), 0);
    if (audit.metricSavings && total === 0 && !audit.details?.overallSavingsBytes) continue;
    items.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingsMs: audit.details?.overallSavingsMs ?? null,
      savingsBytes: audit.details?.overallSavingsBytes ?? null,
      metricSavings: savings,
    });
  }
  const weight = (i) =>
    (i.savingsMs ?? 0) + (i.metricSavings.LCP ?? 0) + (i.metricSavings.TBT ?? 0);
  items.sort((a, b) => weight(b) - weight(a));
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return {
    items,
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    lcpPhases: lcpPhases.map((p) => ({ phase: p.phase, timingMs: Math.round(p.timing) })),
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({
      group: i.groupLabel,
      ms: Math.round(i.duration),
    })),
    totalByteWeight: lhr.audits['total-byte-weight']?.numericValue ?? null,
  };
}

/**
 * Chromium for Lighthouse, in the profile `userDataDir`. Over HTTPS it takes the bench's
 * throwaway certificate (server.mjs): a worker registers only where the browser itself does.
 */
export const launchChrome = (url, userDataDir) =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: url.startsWith('https:')
      ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors']
      : CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });

/**
 * One Lighthouse run (performance only) in a fresh Chromium profile; `settings` adds to
 * Lighthouse's flags (trace.mjs asks for the CPU profiler). With `session` (a §3 session record),
 * the page opens as that member's: the record is in session storage before the app's first
 * script and the member mark among the cookies, as after a login in that tab. The whole result:
 * report and artifacts.
 */
export async function runLighthouse(url, settings = {}, session = null) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const chrome = await launchChrome(url, userDataDir);
  let browser = null;
  try {
    let page;
    if (session) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await browser.newPage();
      await browser.setCookie({
        ...MEMBER_MARK,
        domain: new URL(url).hostname,
        path: '/',
        sameSite: 'Lax',
      });
      await page.evaluateOnNewDocument((record) => {
        // Lighthouse opens about:blank first, whose storage cannot be written.
        if (globalThis.location.protocol.startsWith('http'))
          sessionStorage.setItem('session', record);
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...settings,
      },
      undefined,
      page,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const runOnce = async (url, session) => {
  const { lhr, artifacts } = await runLighthouse(url, {}, session);
  return { lhr, mainThread: mainThreadTime(artifacts.Trace?.traceEvents ?? []) };
};

/**
 * Runs each page `runs` times; keeps every raw report under bench/out/lighthouse. A page with
 * `session: true` is measured as the member of `sessionRecord`.
 */
export async function measureLighthouse(base, pages, runs, log, sessionRecord = null) {
  const dir = join(OUT, 'lighthouse');
  await mkdir(dir, { recursive: true });
  const out = {};
  for (const { path, name, session: needsSession } of pages) {
    const session = needsSession ? sessionRecord : null;
    if (needsSession && !session) {
      out[path] = { runs: 0, error: 'no member session to open it with', median: null, perRun: [] };
      continue;
    }
    const all = [];
    const mainThreads = [];
    for (let i = 1; i <= runs; i++) {
      log(`  lighthouse ${path} run ${i}/${runs}`);
      try {
        // NO_NAVSTART and similar trace failures happen now and then on a busy machine: retry once.
        const { lhr, mainThread } = await runOnce(base + path, session).catch((err) => {
          log(`  lighthouse ${path} run ${i} failed (${err.message}); retrying`);
          return runOnce(base + path, session);
        });
        await writeFile(join(dir, `${name}-${i}.json`), JSON.stringify(lhr));
        all.push(lhr);
        mainThreads.push(mainThread);
      } catch (err) {
        // One failed run (a Chromium crash on a busy machine) should not lose the others.
        log(`  lighthouse ${path} run ${i} failed: ${err.message}`);
      }
    }
    if (!all.length) {
      out[path] = { runs: 0, error: 'every run failed', median: null, perRun: [] };
      continue;
    }
    const perRun = all.map((lhr, i) => ({
      ...figures(lhr),
      mainThreadWallMs: mainThreads[i]?.wallMs ?? null,
      mainThreadCpuMs: mainThreads[i]?.cpuMs ?? null,
    }));
    const med = {};
    for (const key of Object.keys(perRun[0])) med[key] = median(perRun.map((r) => r[key]));
    // The advice of the run whose score is the median, so it explains the reported figures.
    const scores = perRun.map((r) => r.performance);
    const mid = all[scores.indexOf(median(scores))] ?? all[0];
    out[path] = {
      runs: all.length,
      ...(session ? { session: 'member' } : {}),
      median: med,
      perRun,
      lighthouseVersion: all[0].lighthouseVersion,
      userAgent: all[0].environment?.hostUserAgent,
      benchmarkIndex: all[0].environment?.benchmarkIndex,
      advice: advice(mid),
    };
  }
  return out;
}
