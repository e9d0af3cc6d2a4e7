// The browser's globals first: the app's modules read them when they are evaluated, and a static
// import of the app would be evaluated before this module's own body.
import './server-globals';
import { contentSanitizeHtmlOptions } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import { provideServerSanitizer } from '@/lib/sanitizer';
import type { FirstViewHtml } from './render-first-view';

export type { FirstViewHtml };

/** sanitize-html's call: the server's package, resolved by the server and handed in. */
type SanitizeHtml = (html: string, options: typeof contentSanitizeHtmlOptions) => string;

/**
 * The merchant's HTML is cleaned here as the server's API cleans it (DOMPurify needs a DOM): with
 * sanitize-html and the contract's allow-list, so the served page holds what hydration shows.
 */
export const cleanHtmlWith = (sanitizeHtml: SanitizeHtml): void =>
  provideServerSanitizer((html) => sanitizeHtml(html, contentSanitizeHtmlOptions));

/** See render-first-view.ts: the app's code loads once, on the first call. */
export const renderFirstView = async (
  href: string,
  carried: FirstViewAnswers,
): Promise<FirstViewHtml | null> =>
  (await import('./render-first-view')).renderFirstView(href, carried);

/** See render-first-view.ts: the outline every member sees of a page that needs a session. */
export const renderMemberOutline = async (
  href: string,
  carried: FirstViewAnswers,
): Promise<FirstViewHtml | null> =>
  (await import('./render-first-view')).renderMemberOutline(href, carried);
