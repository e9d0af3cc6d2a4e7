/**
 * The browser's globals the app's modules and first render read, for the server render: it runs in
 * a worker thread of its own (apps/server/src/web/first-view-html.ts), so these never reach the
 * server's own code. A visitor's browser: empty storage, no cookie, the address of the page.
 */

class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

const noop = () => undefined;
const events = { addEventListener: noop, removeEventListener: noop, dispatchEvent: () => true };
const style = { setProperty: noop, removeProperty: noop, getPropertyValue: () => '' };
const element = () => ({ ...events, style, setAttribute: noop, getAttribute: () => null });

const location = new URL('http://localhost/m/home');

const serverWindow = {
  ...events,
  location,
  history: { state: null, length: 1, pushState: noop, replaceState: noop, back: noop },
  innerWidth: 375,
  innerHeight: 812,
  devicePixelRatio: 1,
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  matchMedia: () => ({ matches: false, ...events, addListener: noop, removeListener: noop }),
  scrollTo: noop,
  requestAnimationFrame: () => 0,
  cancelAnimationFrame: noop,
  requestIdleCallback: () => 0,
  cancelIdleCallback: noop,
  getComputedStyle: () => style,
};

const serverDocument = {
  ...events,
  cookie: '',
  visibilityState: 'visible',
  hidden: false,
  readyState: 'loading',
  documentElement: { ...element(), lang: 'th' },
  head: element(),
  body: element(),
  getElementById: () => null,
  querySelector: () => null,
  querySelectorAll: () => [],
  createElement: element,
};

const globals: Record<string, unknown> = {
  // A call the index did not answer stays pending, as on a phone before its answer: the page
  // renders its placeholder for it, which is what the app's own first render shows too.
  fetch: () => new Promise(noop),
  window: serverWindow,
  navigator: { userAgent: '', language: 'th', languages: ['th'], onLine: true, maxTouchPoints: 0 },
  // The carried answers are used only while the page is young (lib/first-view-answers.ts): the
  // server's render is always at the page's first moment.
  performance: { now: () => 0, getEntriesByType: () => [], mark: noop, measure: noop },
  self: serverWindow,
  document: serverDocument,
  location,
  history: serverWindow.history,
  localStorage: serverWindow.localStorage,
  sessionStorage: serverWindow.sessionStorage,
  matchMedia: serverWindow.matchMedia,
  requestAnimationFrame: serverWindow.requestAnimationFrame,
  cancelAnimationFrame: serverWindow.cancelAnimationFrame,
  requestIdleCallback: serverWindow.requestIdleCallback,
  cancelIdleCallback: serverWindow.cancelIdleCallback,
  getComputedStyle: serverWindow.getComputedStyle,
};
for (const [name, value] of Object.entries(globals))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
Object.assign(serverWindow, { window: serverWindow, document: serverDocument });

/** Puts the server render at a page's address (one render at a time: first-view-html.ts). */
export const setServerLocation = (href: string): void => {
  const next = new URL(href, location.origin);
  location.pathname = next.pathname;
  location.search = next.search;
  location.hash = '';
};
