import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Beasties from 'beasties';
import type { FastifyBaseLogger } from 'fastify';
import { escapeAttr } from '../lib/html-page';

/** The build's stylesheet links, as Vite writes them and as the index adds a page's own. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The rules a page's first view uses, for its <style>; null where they cannot be had. */
export type CriticalCss = (
  rootHtml: string,
  language: string,
  stylesheets: readonly string[],
) => Promise<string | null>;

/** Beasties reading the build's sheets through the caller's cache. */
class SheetReadingBeasties extends Beasties {
  readonly #readSheet: (filename: string) => Promise<string>;

  constructor(
    readSheet: (filename: string) => Promise<string>,
    options: ConstructorParameters<typeof Beasties>[0],
  ) {
    super(options);
    this.#readSheet = readSheet;
  }

  override readFile(filename: string): Promise<string> {
    return this.#readSheet(filename);
  }
}

/** Critical CSS kept: one per page, language and markup shape in use (a handful per page). */
const MAX_KEPT = 300;

/**
 * Only the <style> Beasties writes is taken from its answer: the whole sheets load after the first
 * paint (start-after-paint.ts), not by the links it rewrites.
 *
 * A served page's first view paints from the rules it uses, carried in the index, instead of
 * waiting for the whole stylesheet (90 KB, every page's rules): one round trip and most of its
 * bytes fewer before the first paint on a phone's network. The rules are found by Beasties in the
 * rendered markup (selectors matching it, its fonts' faces, the keyframes it runs). The result
 * depends on the markup's elements and attributes, not its text: a page whose figures or names
 * change reuses it.
 */
export function createCriticalCss(
  distDir: string,
  publicPath: string,
  log: FastifyBaseLogger,
): CriticalCss {
  const sheets = new Map<string, Promise<string>>();
  /** Each sheet is read once, for Beasties and for the checks below alike. */
  const readSheet = (filename: string): Promise<string> => {
    let read = sheets.get(filename);
    if (!read) {
      read = readFile(filename, 'utf8');
      // A sheet that could not be read is read again next time.
      read.catch(() => sheets.delete(filename));
      sheets.set(filename, read);
    }
    return read;
  };
  const sheetOf = (href: string): Promise<string> =>
    readSheet(resolve(distDir, href.slice(publicPath.length)));
  const beasties = new SheetReadingBeasties(readSheet, {
    path: distDir,
    publicPath,
    pruneSource: false,
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  const kept = new Map<string, Promise<string | null>>();
  let failureLogged = false;
  return (rootHtml, language, stylesheets) => {
    const shape = createHash('sha256')
      .update(`${language}\u0000${stylesheets.join(' ')}\u0000`)
      .update(rootHtml.replace(/>[^<]*</g, '><'))
      .digest('base64url');
    let made = kept.get(shape);
    if (!made) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      const links = stylesheets
        .map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`)
        .join('');
      const page = `<!doctype html><html lang="${escapeAttr(language)}"><head>${links}</head><body><div id="root">${rootHtml}</div></body></html>`;
      made = Promise.all(stylesheets.map(sheetOf))
        .then(async (css) =>
          // A rule that closes the element would end the style early: such a page keeps its sheets.
          css.some((sheet) => /<\/style/i.test(sheet))
            ? null
            : styleOf(await beasties.process(page), facesOf(css)),
        )
        .catch((error: unknown) => {
          if (!failureLogged) log.error({ err: error }, 'critical CSS failed: whole stylesheets');
          failureLogged = true;
          return null;
        });
      kept.set(shape, made);
    }
    return made;
  };
}

/** A face's block holds declarations only, never a nested block. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

// Beasties keeps the faces of the families its rules name, and ours are named through custom
// properties (--font-body) it does not resolve: every face is carried, a few hundred bytes, so that
// no text changes its font when the whole sheets arrive.
const facesOf = (sheets: readonly string[]): string =>
  sheets.flatMap((css) => Array.from(css.matchAll(FONT_FACE), (m) => m[0])).join('');

const styleOf = (processed: string, faces: string): string | null => {
  const rules = /<style>([\s\S]*)<\/style>/.exec(processed)?.[1];
  return rules ? `${faces}${rules.replace(FONT_FACE, '')}` : null;
};

/** The stylesheets an index links, in order, each once. */
export const stylesheetsOf = (html: string): string[] => [
  ...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (m) => m[1] as string)),
];

/**
 * The index with the page's critical rules in a <style> in place of its stylesheet links; the
 * sheets themselves are left to the script that starts the app (withStartAfterPaint).
 */
export const withCriticalCss = (html: string, css: string): string =>
  html.replace(STYLESHEET_LINK, '').replace('</head>', () => `<style>${css}</style></head>`);

/** The CSP source that lets the index's <style> apply, and only it. */
export const styleCspSource = (css: string): string =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
