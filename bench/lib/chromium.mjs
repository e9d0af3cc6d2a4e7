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
