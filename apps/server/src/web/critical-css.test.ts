import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createCriticalCss, styleCspSource, stylesheetsOf, withCriticalCss } from './critical-css';
import { START_AFTER_PAINT_SCRIPT, withStartAfterPaint } from './start-after-paint';

const SHEET = [
  ':root{--font-body:"Noto Sans Thai",sans-serif}',
  "@font-face{font-family:Noto Sans Thai;font-display:swap;src:url(/m/assets/noto-1.woff2)format('woff2')}",
  'body{font-family:var(--font-body)}',
  '.top-bar{height:48px}',
  '.menu-row:hover{color:red}',
  '.dialog{position:fixed}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes unused{to{opacity:0}}',
  '.spinner{animation:spin 1s linear infinite}',
].join('');

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'critical-css-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets/style-1.css'), SHEET);
  await writeFile(join(dist, 'assets/broken-1.css'), '.top-bar::after{content:"</style>"}');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const PAGE =
  '<header class="top-bar"><a class="menu-row">ข้อความ</a><i class="spinner"></i></header>';

describe("a served page's critical rules", () => {
  it('keeps the rules its markup uses, the faces of its fonts and its keyframes, nothing else', async () => {
    const critical = createCriticalCss(dist, '/m/', log);
    const css = await critical(PAGE, 'th', ['/m/assets/style-1.css']);
    expect(css).toContain('.top-bar{height:48px}');
    expect(css).toContain('.menu-row:hover');
    expect(css).toContain('body{font-family:var(--font-body)}');
    expect(css).toContain('@font-face{font-family:Noto Sans Thai');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('@keyframes unused');
    // One face, though the sheet's own and Beasties' copy could both have been carried.
    expect(css?.match(/@font-face/g)).toHaveLength(1);
  });

  it('is found once per markup shape: a page whose text changed reuses it', async () => {
    const critical = createCriticalCss(dist, '/m/', log);
    const first = critical(PAGE, 'th', ['/m/assets/style-1.css']);
    expect(critical(PAGE.replace('ข้อความ', 'Messages'), 'th', ['/m/assets/style-1.css'])).toBe(
      first,
    );
    expect(critical(`${PAGE}<div class="dialog"></div>`, 'th', ['/m/assets/style-1.css'])).not.toBe(
      first,
    );
    expect(
      await critical(`<div class="dialog">x</div>`, 'th', ['/m/assets/style-1.css']),
    ).toContain('.dialog{position:fixed}');
  });

  it('is none where a rule would close the <style> early, or a sheet cannot be read', async () => {
    const critical = createCriticalCss(dist, '/m/', log);
    expect(await critical(PAGE, 'th', ['/m/assets/broken-1.css'])).toBeNull();
    expect(await critical(PAGE, 'th', ['/m/assets/missing-1.css'])).toBeNull();
  });
});

const INDEX = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/m/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/m/assets/style-1.css">
  <link rel="stylesheet" crossorigin href="/m/assets/page-1.css"></head><body><div id="root">page</div></body></html>`;

describe('an index carrying the critical rules', () => {
  it('holds them in a <style> in place of its stylesheet links, allowed by their hash', () => {
    const html = withCriticalCss(INDEX, '.top-bar{height:48px}');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>.top-bar{height:48px}</style></head>');
    const hash = createHash('sha256').update('.top-bar{height:48px}').digest('base64');
    expect(styleCspSource('.top-bar{height:48px}')).toBe(`'sha256-${hash}'`);
  });

  it('hands the whole sheets to the start script, each once', () => {
    expect(
      stylesheetsOf(`${INDEX}<link rel="stylesheet" crossorigin href="/m/assets/style-1.css">`),
    ).toEqual(['/m/assets/style-1.css', '/m/assets/page-1.css']);
    const html = withStartAfterPaint(withCriticalCss(INDEX, 'a{}'), [], stylesheetsOf(INDEX));
    expect(html).toContain('data-styles="/m/assets/style-1.css /m/assets/page-1.css">');
  });

  it('starts the app only once the whole sheets are in, a sheet that failed counting as in', () => {
    const links: { rel?: string; href?: string; onload?: () => void; onerror?: () => void }[] = [];
    const entries: string[] = [];
    const attributes: Record<string, string> = {
      'data-entry': '/m/assets/index-1.js',
      'data-preload': '/m/assets/shell-1.js',
      'data-styles': '/m/assets/style-1.css /m/assets/page-1.css',
    };
    const document = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      createElement: () => ({}),
      addEventListener: () => undefined,
      querySelectorAll: () => [],
    };
    const globals = {
      window: new EventTarget(),
      document,
      location: { hash: '', search: '' },
      // A member: the app is asked for at once, without waiting for the paint.
      sessionStorage: { getItem: () => 'session' },
      localStorage: { getItem: () => null },
      setTimeout: () => undefined,
      importEntry: (href: string) => entries.push(href),
    };
    const text = START_AFTER_PAINT_SCRIPT.split('import(').join('importEntry(');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text
    new Function(...Object.keys(globals), text)(...Object.values(globals));
    const sheets = links.filter((l) => l.rel === 'stylesheet');
    expect(sheets.map((l) => l.href)).toEqual(['/m/assets/style-1.css', '/m/assets/page-1.css']);
    expect(links.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual([
      '/m/assets/shell-1.js',
    ]);
    expect(entries).toEqual([]);
    sheets[0]?.onload?.();
    expect(entries).toEqual([]);
    sheets[1]?.onerror?.();
    expect(entries).toEqual(['/m/assets/index-1.js']);
  });
});
