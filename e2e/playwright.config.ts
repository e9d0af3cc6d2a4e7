import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

/** scripts/e2e-shards.mjs runs shards side by side, each with its own ports and output folder. */
const shard = process.env.E2E_SHARD_NAME;

export default defineConfig({
  testDir: './specs',
  outputDir: shard ? `test-results/${shard}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI shares 2 cores between two shards, their servers and Chromiums: under load, tests with no
  // step stuck ran 31–35 s there (an axe check alone 15 s), on both tries. A hang still fails.
  timeout: process.env.CI ? 60_000 : 30_000,
  // On a busy 2-core machine a call can wait seconds behind the embedded database's one
  // connection (a draw being settled); 5 s made slow, not wrong, pages fail.
  expect: { timeout: 10_000 },
  reporter: process.env.CI || shard ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The service worker is on only in the specs about it (install-offline.spec.ts): elsewhere it
    // would precache every chunk in every test's fresh context.
    serviceWorkers: 'block',
    locale: 'th-TH',
    // A trace records a screenshot of every frame: kept for every test, it cost the shards' two
    // Chromiums a core between them on a slow day. Only a retry records one now.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
