import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_TAP_GLOBAL } from '@lotto/contract';
import {
  START_AFTER_PAINT_CSP_SOURCE,
  START_AFTER_PAINT_SCRIPT,
  withStartAfterPaint,
} from './start-after-paint';
import { cspDirectives } from '../plugins/security-headers';

const INDEX = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/m/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/m/assets/shell-1.js">
    <link rel="stylesheet" crossorigin href="/m/assets/style-1.css">
  </head><body><div id="root">page</div></body></html>`;

describe('a server-rendered page starts its app after its first paint', () => {
  it('takes the entry script and the preloads out of the head and hands them to the start', () => {
    const html = withStartAfterPaint(INDEX, ['/m/assets/home-1.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/style-1.css">');
    const script =
      /<script data-entry="([^"]+)" data-preload="([^"]+)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(script?.[1]).toBe('/m/assets/index-1.js');
    expect(script?.[2]).toBe('/m/assets/shell-1.js /m/assets/home-1.js');
    expect(script?.[3]).toBe(START_AFTER_PAINT_SCRIPT);
  });

  it('keeps the last button tapped before the app started, for the app to tap again', () => {
    expect(START_AFTER_PAINT_SCRIPT).toContain(`window.${FIRST_VIEW_TAP_GLOBAL} = function`);
    expect(START_AFTER_PAINT_SCRIPT).toContain("closest('#root button')");
  });

  it('leaves an index without the build entry script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withStartAfterPaint(plain, ['/m/assets/home-1.js'])).toBe(plain);
  });

  it("is allowed by the app's CSP through its hash, and no other inline script is", () => {
    const hash = createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64');
    expect(START_AFTER_PAINT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    const { scriptSrc } = cspDirectives([], '');
    expect(scriptSrc).toEqual(["'self'", START_AFTER_PAINT_CSP_SOURCE]);
    expect(scriptSrc.join(' ')).not.toContain('unsafe-inline');
  });
});
