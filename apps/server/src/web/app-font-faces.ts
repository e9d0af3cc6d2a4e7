import type { FontAssets } from './first-view';

/**
 * The server's own pages (the demo game, the demo chat, the demo payment page) draw their text in
 * the app's Noto Sans Thai files, so they read in Thai on a phone without a Thai system font, as
 * the app does. This stylesheet declares those files (font-assets.json of the web build).
 */
export const APP_FONTS_CSS_PATH = '/app-fonts.css';

/** The family the server's pages name first in their font stacks. */
export const APP_FONT_FAMILY = '"Noto Sans Thai"';

/** The unicode ranges of the app's font subsets (as @fontsource declares them). */
const RANGES: Record<keyof FontAssets, string> = {
  thai: 'U+0E01-0E5B, U+200C-200D, U+25CC',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/** @font-face rules for the app's Noto Sans Thai files, one per subset and weight. */
export function appFontFaces(files: FontAssets): string {
  const rules: string[] = [];
  for (const [subset, range] of Object.entries(RANGES) as [keyof FontAssets, string][]) {
    for (const file of files[subset] ?? []) {
      const weight = /noto-sans-thai-\w+-(\d{3})-normal/.exec(file)?.[1];
      if (!weight) continue;
      rules.push(
        `@font-face{font-family:${APP_FONT_FAMILY};font-weight:${weight};font-display:swap;src:url(${file}) format("woff2");unicode-range:${range}}`,
      );
    }
  }
  return rules.join('\n');
}
