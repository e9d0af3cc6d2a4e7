// First-view bytes of each page: what the Vite manifest says the page needs before it can
// render, and what Chromium actually fetched on a real load, each with gzip and brotli sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';

const sizeCache = new Map();
/** Raw, gzip (level 9) and brotli (quality 11) bytes of one built file. */
export function fileSizes(dist, file) {
  if (!sizeCache.has(file)) {
    const data = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }).length,
    });
  }
  return sizeCache.get(file);
}

const sum = (files, dist) =>
  files.reduce(
    (t, f) => {
      const s = fileSizes(dist, f);
      return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

/**
 * The shell's messages in the default language: a chunk of their own, which the server preloads and
 * the app waits for before its first render (apps/web/src/lib/i18n.ts), so part of every first view.
 */
const DEFAULT_MESSAGES = 'src/locales/th.json';

/**
 * The entry, the route's chunk, the default language's messages, and every chunk any of them
 * imports statically, with their CSS.
 */
export function manifestFirstView(dist, routeSource) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  if (!manifest[routeSource]) throw new Error(`the manifest has no chunk for ${routeSource}`);
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(entryKey);
  visit(routeSource);
  if (!manifest[DEFAULT_MESSAGES])
    throw new Error(`the manifest has no chunk for ${DEFAULT_MESSAGES}`);
  visit(DEFAULT_MESSAGES);
  const chunks = js.map((file) => ({ file, ...fileSizes(dist, file) }));
  return {
    js: { ...sum(js, dist), files: chunks.sort((a, b) => b.gzip - a.gzip) },
    css: {
      ...sum([...css], dist),
      files: [...css].map((file) => ({ file, ...fileSizes(dist, file) })),
    },
  };
}

/** Loads each page once in Chromium and lists what it fetched, by resource type. */
export async function measureRealLoads(base, dist, pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-gpu', '--disable-quic'],
  });
  try {
    const out = {};
    for (const { path } of pages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const finished = [];
      page.on('requestfinished', (request) => finished.push(request));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const byType = {};
      const js = [];
      const css = [];
      for (const request of finished) {
        const type = request.resourceType();
        const sizes = await request.sizes().catch(() => null);
        const transfer = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
        byType[type] ??= { requests: 0, transferBytes: 0 };
        byType[type].requests++;
        byType[type].transferBytes += transfer;
        const url = new URL(request.url());
        const file = url.pathname.startsWith('/m/') ? url.pathname.slice(3) : null;
        if (file && type === 'script')
          js.push({
            file,
            transferBytes: sizes?.responseBodySize ?? 0,
            encoding: (await request.response())?.headers()['content-encoding'] ?? 'none',
          });
        if (file && type === 'stylesheet')
          css.push({
            file,
            transferBytes: sizes?.responseBodySize ?? 0,
            encoding: (await request.response())?.headers()['content-encoding'] ?? 'none',
          });
      }
      /** The files' bytes over the wire, their sizes on disk (raw and compressed), each file's. */
      const group = (list) => ({
        transferBytes: list.reduce((t, f) => t + f.transferBytes, 0),
        ...sum(
          list.map((f) => f.file),
          dist,
        ),
        files: list.map((f) => ({ ...f, ...fileSizes(dist, f.file) })),
      });
      out[path] = {
        byType,
        js: group(js),
        css: group(css),
        contentEncoding: [...new Set([...js, ...css].map((f) => f.encoding))],
      };
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
