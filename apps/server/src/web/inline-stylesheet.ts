import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The app's one stylesheet inside its index, and the CSP source that allows exactly that text. */
export interface InlineStylesheet {
  /** The index with its stylesheet link replaced by the stylesheet. */
  html: string;
  /** `'sha256-…'` for style-src. */
  cspSource: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/m\/(assets\/[\w.-]+\.css)">/;

/**
 * The build writes all styles into one file (13 KiB gzip) that blocks the first paint. Sent inside
 * the index it costs no round trip of its own; the CSP allows it by its hash, not by
 * 'unsafe-inline'. Null when the index has no such link (or the text could end the element).
 */
export async function inlineStylesheet(distDir: string): Promise<InlineStylesheet | null> {
  try {
    const index = await readFile(join(distDir, 'index.html'), 'utf8');
    const match = STYLESHEET_LINK.exec(index);
    if (!match?.[1]) return null;
    const css = await readFile(join(distDir, match[1]), 'utf8');
    if (/<\/style/i.test(css)) return null;
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    return {
      html: index.replace(match[0], () => `<style>${css}</style>`),
      cspSource: `'sha256-${hash}'`,
    };
  } catch {
    return null;
  }
}
