import sanitizeHtml from 'sanitize-html';
import { contentSanitizeHtmlOptions } from '@lotto/contract';

/**
 * Announcement and promotion HTML is written by the merchant; it is cleaned again here on the way
 * out (the client cleans once more), so a bad row can never carry script into the app. The
 * allow-list is the contract's (content-html.ts), shared with the browser's DOMPurify.
 */
const options: sanitizeHtml.IOptions = contentSanitizeHtmlOptions;

const MAX_CACHED = 2000;
const cleaned = new Map<string, string>();

export function sanitizeContent(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, options);
  if (cleaned.size >= MAX_CACHED) cleaned.clear();
  cleaned.set(html, clean);
  return clean;
}
