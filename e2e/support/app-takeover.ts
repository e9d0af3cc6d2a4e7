import type { BrowserContext, Page } from '@playwright/test';
import { FIRST_VIEW_TAP_GLOBAL } from '@lotto/contract';

const TOOK_OVER = '__appTookOver';

/**
 * Marks each page of the context once the app has taken over the page the server rendered: the app
 * asks the start script for the tap it kept (FIRST_VIEW_TAP_GLOBAL) in the task in which it
 * hydrates or renders (apps/web/src/main.tsx). Until then a link is the browser's own, and a tap on it loads a
 * new page; after it, the app's router answers it.
 */
export const watchAppTakeover = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(
    ([name, flag]) => {
      const w = window as unknown as Record<string, unknown>;
      let kept: (() => unknown) | undefined;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () =>
          kept &&
          (() => {
            w[flag] = true;
            return kept?.();
          }),
        set: (take: () => unknown) => {
          kept = take;
        },
      });
    },
    [FIRST_VIEW_TAP_GLOBAL, TOOK_OVER] as const,
  );
};

/** Waits until the app has taken the page over (watchAppTakeover on its context). */
export const appTookOver = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    (flag) => (window as unknown as Record<string, unknown>)[flag] === true,
    TOOK_OVER,
  );
};
