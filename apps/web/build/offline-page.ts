import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// Relative, not '@lotto/contract': the config's own imports are bundled with it, packages are not.
import { APP_BASE_PATH, StorageKey } from '../../../packages/contract/src/constants';
import { DEFAULT_LANGUAGE, languages } from '../../../packages/contract/src/enums';
import {
  catalogueLanguages,
  htmlLangOf,
  textLanguageOf,
} from '../../../packages/contract/src/language-catalogue';

/** The locale keys the offline page shows. */
export const OFFLINE_KEYS = ['offline.title', 'offline.body', 'offline.retry'] as const;
export const OFFLINE_PAGE = 'offline.html';
const OFFLINE_SCRIPT = 'offline.js';
const OFFLINE_STYLE = 'offline.css';
/** The app's body font, regular weight, Thai and Latin: a phone may have no Thai font of its own. */
export const OFFLINE_FONTS = /^assets\/noto-sans-thai-(?:thai|latin)-400-normal-[\w-]+\.woff2$/;

type Texts = Record<string, Record<(typeof OFFLINE_KEYS)[number], string>>;

export const offlineTexts = (localesDir: string): Texts =>
  Object.fromEntries(
    languages.map((language) => {
      const all = JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
      return [language, Object.fromEntries(OFFLINE_KEYS.map((key) => [key, all[key] ?? '']))];
    }),
  ) as Texts;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker answers a navigation with when the network cannot be reached. It is
 * the one page not drawn by the app (the app's code may not be cached yet): plain HTML in the
 * default language, and a small script that switches it to the player's language kept by the app.
 */
export const offlinePageHtml = (texts: Texts): string => {
  const fallback = texts[DEFAULT_LANGUAGE]!;
  return `<!doctype html>
<html lang="${htmlLangOf(DEFAULT_LANGUAGE)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b1530">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(fallback['offline.title'])}</title>
<link rel="stylesheet" href="${APP_BASE_PATH}${OFFLINE_STYLE}">
</head>
<body>
<main>
<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 20h.01"/><path d="M8.5 16.43a5 5 0 0 1 7 0"/><path d="M2 8.82a15 15 0 0 1 4.17-2.65"/><path d="M10.66 5c4.01-.36 8.14.9 11.34 3.76"/><path d="M16.85 11.25a10 10 0 0 1 2.22 1.68"/><path d="M5 12.86a10 10 0 0 1 5.17-2.69"/><path d="m2 2 20 20"/></svg>
<h1 data-key="offline.title">${escapeHtml(fallback['offline.title'])}</h1>
<p data-key="offline.body">${escapeHtml(fallback['offline.body'])}</p>
<button type="button" id="retry" data-key="offline.retry">${escapeHtml(fallback['offline.retry'])}</button>
</main>
<script id="offline-texts" type="application/json">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>
<script src="${APP_BASE_PATH}${OFFLINE_SCRIPT}"></script>
</body>
</html>
`;
};

/**
 * Picks the player's language (the one the app keeps; a catalogue language shows the texts it
 * reads in), then reloads when the network is back.
 */
const offlineScript = `(function () {
  var texts = JSON.parse(document.getElementById('offline-texts').textContent);
  var language = null;
  try { language = localStorage.getItem(${JSON.stringify(StorageKey.language)}); } catch (e) {}
  var htmlLang = ${JSON.stringify(Object.fromEntries(catalogueLanguages.map((l) => [l, htmlLangOf(l)])))};
  var textLanguage = ${JSON.stringify(Object.fromEntries(catalogueLanguages.map((l) => [l, textLanguageOf(l)])))};
  var shown = language && texts[textLanguage[language]];
  if (shown) {
    document.documentElement.lang = htmlLang[language];
    document.querySelectorAll('[data-key]').forEach(function (el) {
      var text = shown[el.getAttribute('data-key')];
      if (text) el.textContent = text;
    });
    document.title = shown['offline.title'];
  }
  var retry = function () { location.reload(); };
  document.getElementById('retry').addEventListener('click', retry);
  window.addEventListener('online', retry);
})();
`;

// The server's CSP allows no inline style: the page's styles are a file of their own.
const offlineStyle = (fonts: string[]) =>
  [
    ...fonts.map(
      (file) =>
        `@font-face{font-family:"Offline Sans";font-weight:400;font-display:swap;src:url("${APP_BASE_PATH}${file}") format("woff2")}`,
    ),
    `${CSS}`,
  ].join('\n');

const CSS = `html,body{margin:0;height:100%;background:#0b1530;color:#f2f4fa;font-family:"Offline Sans",system-ui,-apple-system,sans-serif}
main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
svg{width:64px;height:64px;color:#a3acc8}
h1{font-size:20px;margin:0}
p{font-size:15px;line-height:1.5;margin:0;max-width:320px;color:#c9cfe2}
button{font:inherit;min-height:44px;min-width:160px;border:0;border-radius:22px;background:#f5c04a;color:#0b1330;font-size:16px;font-weight:600}
`;

/** Writes the offline page, its script and its styles into the build, beside the index. */
export const offlinePage = (localesDir: string): Plugin => ({
  name: 'offline-page',
  apply: 'build',
  generateBundle(_options, bundle) {
    const fonts = Object.keys(bundle).filter((file) => OFFLINE_FONTS.test(file));
    this.emitFile({
      type: 'asset',
      fileName: OFFLINE_PAGE,
      source: offlinePageHtml(offlineTexts(localesDir)),
    });
    this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT, source: offlineScript });
    this.emitFile({ type: 'asset', fileName: OFFLINE_STYLE, source: offlineStyle(fonts) });
  },
});
