import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_INSTALL_OFFER_GLOBAL, FIRST_VIEW_TAP_GLOBAL } from '@lotto/contract';
import {
  ART_WAIT_CAP_MS,
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

  it("keeps the browser's install offer that came before the app, for the app to take", () => {
    const window = new EventTarget() as EventTarget & Record<string, () => Event | null>;
    const document = { currentScript: null, addEventListener: () => undefined };
    // Only the script's first statements run: the rest needs a page; they come before any throw.
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text
      new Function('window', 'document', START_AFTER_PAINT_SCRIPT)(window, document);
    } catch {
      // the start's own checks need location and storage, which this test leaves out
    }
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(window[FIRST_VIEW_INSTALL_OFFER_GLOBAL]?.()).toBe(offer);
    // Taken once: the app listens itself from then on.
    const later = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
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

  type Listener = (event: object) => void;

  interface Player {
    session?: string;
    language?: string;
    hash?: string;
    search?: string;
    /** Reading storage throws (blocked storage). */
    blocked?: boolean;
  }

  /**
   * Runs the script in a page the server rendered in Thai whose art and paints never report: it
   * starts at once or waits for them. Resolves with the scripts it asked for at once and by the
   * next turn, its timers, and `dispatch`, which sends the document's listeners an event.
   */
  const run = async (player: Player) => {
    const asked: string[] = [];
    const timers: number[] = [];
    const listeners: { type: string; listener: Listener }[] = [];
    const storage = (values: Record<string, string | undefined>) => ({
      getItem: (key: string) => {
        if (player.blocked) throw new Error('SecurityError');
        return values[key] ?? null;
      },
      setItem: (key: string, value: string) => {
        if (player.blocked) throw new Error('SecurityError');
        values[key] = value;
      },
    });
    const stored: Record<string, string | undefined> = { language: player.language };
    const attributes: Record<string, string> = {
      'data-entry': '/m/assets/index-1.js',
      'data-preload': '/m/assets/shell-1.js',
    };
    const document = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      head: { appendChild: (link: { href: string }) => asked.push(link.href) },
      createElement: () => ({}),
      getElementById: (id: string) =>
        id === 'root'
          ? { getAttribute: (name: string) => (name === 'data-rendered-language' ? 'th' : null) }
          : null,
      querySelectorAll: () => [],
      addEventListener: (type: string, listener: Listener) => listeners.push({ type, listener }),
      removeEventListener: (type: string, listener: Listener) => {
        const at = listeners.findIndex((l) => l.type === type && l.listener === listener);
        if (at >= 0) listeners.splice(at, 1);
      },
    };
    const window = new EventTarget() as EventTarget & Record<string, unknown>;
    const globals = {
      window,
      document,
      location: { hash: player.hash ?? '', search: player.search ?? '' },
      sessionStorage: storage({ session: player.session }),
      localStorage: storage(stored),
      setTimeout: (_run: () => void, ms: number) => timers.push(ms),
      clearTimeout: () => undefined,
      requestAnimationFrame: () => undefined,
      PerformanceObserver: class {
        observe() {}
        disconnect() {}
      },
      innerHeight: 800,
      // The script's one import(), which a test's Function cannot make: it asks for the entry.
      importEntry: (href: string) => asked.push(href),
    };
    const text = START_AFTER_PAINT_SCRIPT.split('import(');
    expect(text).toHaveLength(2);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text
    new Function(...Object.keys(globals), text.join('importEntry('))(...Object.values(globals));
    const atOnce = [...asked];
    await new Promise((resolve) => setImmediate(resolve));
    /** Sends the event to the document's listeners of its type, as the browser would. */
    const dispatch = (type: string, event: object) => {
      for (const l of listeners.filter((l) => l.type === type)) l.listener(event);
    };
    return { atOnce, later: asked, timers, dispatch, window, stored };
  };

  describe('starts at once, without waiting for the paint, for a player the app will not show the page', () => {
    it('waits for a visitor: no session, no language of their own or the rendered one', async () => {
      for (const player of [{}, { language: 'th' }, { hash: '#language=th' }]) {
        const { atOnce, later, timers } = await run(player);
        expect(atOnce).toEqual([]);
        expect(later).toEqual([]);
        expect(timers).toContain(ART_WAIT_CAP_MS);
      }
    });

    it.each<[string, Player]>([
      ['a session in session storage (no member cookie)', { session: '{"token":"t"}' }],
      ['a stored language other than the rendered one', { language: 'en' }],
      ["a domain move's language other than the rendered one", { hash: '#language=en' }],
      ["a domain move's handover code", { hash: '#language=th&handover=abc' }],
      ['a token handed over in the address', { search: '?merchant=m&token=abc' }],
      ['storage that throws on reading', { blocked: true }],
    ])('starts at once for %s', async (_name, player) => {
      const { atOnce, timers } = await run(player);
      expect(atOnce).toEqual(['/m/assets/shell-1.js', '/m/assets/index-1.js']);
      expect(timers).toEqual([]);
    });
  });

  it("keeps a domain move's language before the app starts: a link tapped meanwhile opens in it", async () => {
    expect((await run({ hash: '#language=en' })).stored.language).toBe('en');
    expect((await run({ hash: '#language=th' })).stored.language).toBe('th');
    expect((await run({ language: 'en' })).stored.language).toBe('en');
  });

  describe('a form sent before the app started', () => {
    it('is held, the app asked for at once, and its button handed over to the app', async () => {
      const { later, dispatch, window } = await run({});
      expect(later).toEqual([]);
      const inRoot = { closest: (selector: string) => (selector === '#root' ? {} : null) };
      const button = { closest: () => null };
      // Enter in a field, or a tap on the form's button: the browser fires the form's submit.
      const sent = { target: inRoot, submitter: button, defaultPrevented: false };
      const preventDefault = () => (sent.defaultPrevented = true);
      dispatch('submit', { ...sent, preventDefault });
      expect(sent.defaultPrevented).toBe(true);
      expect(later).toEqual(['/m/assets/shell-1.js', '/m/assets/index-1.js']);
      // The app, hydrated, taps the button again; from then on its own handler sends the form.
      const takeTap = window[FIRST_VIEW_TAP_GLOBAL] as () => unknown;
      expect(takeTap()).toBe(button);
      const after = { target: inRoot, submitter: button, defaultPrevented: false };
      dispatch('submit', { ...after, preventDefault: () => (after.defaultPrevented = true) });
      expect(after.defaultPrevented).toBe(false);
      // The app is asked for once.
      expect(later).toHaveLength(2);
    });

    it('is left to the browser outside the page the server rendered', async () => {
      const { later, dispatch } = await run({});
      const outside = { closest: () => null };
      const sent = { target: outside, submitter: null, defaultPrevented: false };
      dispatch('submit', { ...sent, preventDefault: () => (sent.defaultPrevented = true) });
      expect(sent.defaultPrevented).toBe(false);
      expect(later).toEqual([]);
    });
  });
});
