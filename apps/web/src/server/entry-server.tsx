// The browser's globals first: the app's modules read them when they are evaluated, and a static
// import of the app would be evaluated before this module's own body.
import './server-globals';
import type { FirstViewAnswers } from '@lotto/contract';
import type { FirstViewHtml } from './render-first-view';

export type { FirstViewHtml };

/** See render-first-view.ts: the app's code loads once, on the first call. */
export const renderFirstView = async (
  href: string,
  carried: FirstViewAnswers,
): Promise<FirstViewHtml | null> =>
  (await import('./render-first-view')).renderFirstView(href, carried);
