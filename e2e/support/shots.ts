import type { Locator, Page } from '@playwright/test';

/** The folder a run that wants screenshots names (docs/development.md); unset, none are taken. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * A screenshot named `name` into E2E_SHOTS_DIR when the run names one, else nothing at all: of a
 * page (its full length unless `fullPage: false`) or of one element. Playwright makes the folder.
 */
export const shot = async (target: Page | Locator, name: string, { fullPage = true } = {}) => {
  if (!SHOTS_DIR) return;
  const path = `${SHOTS_DIR}/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
};
