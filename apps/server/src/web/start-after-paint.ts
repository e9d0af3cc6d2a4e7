import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  FIRST_VIEW_INSTALL_OFFER_GLOBAL,
  FIRST_VIEW_TAP_GLOBAL,
  HANDOVER_FRAGMENT_PARAM,
  LANGUAGE_FRAGMENT_PARAM,
  RENDERED_LANGUAGE_ATTRIBUTE,
  StorageKey,
} from '@lotto/contract';
import { escapeAttr } from '../lib/html-page';

/**
 * How long the app waits at most for the first view's eager art before it starts anyway: a slow or
 * broken image must not keep a player's taps unanswered.
 */
export const ART_WAIT_CAP_MS = 1_500;

/**
 * The browser reports each paint of the first view after it is on screen; the app starts once no
 * further report has come for this long (the page's art painted in the frames after the text).
 */
const PAINTS_SETTLED_MS = 50;

/**
 * A row of tabs wider than the screen shows its chosen tab in the middle before the first paint, as
 * the app's ListTabs keeps it (a served /m/sports would otherwise show All and hide Sports), and
 * again once the fonts are in, whose widths move it.
 *
 * Starts the app once the page the server rendered is on screen: its art in the first screen
 * decoded (or failed), then the browser's own reports of the first and the largest paint in
 * (where it makes none, one frame later). Only then are the app's scripts asked for, and the
 * whole stylesheets where the page painted from its critical rules (critical-css.ts; the app runs
 * once they are in, since what it opens next needs them), so on
 * a phone's slow network the first view's styles, art and fonts have the line to themselves, and
 * the app's work (evaluating, hydrating) comes after the page is seen, not before. A button
 * tapped meanwhile is kept for the app to tap again (FIRST_VIEW_TAP_GLOBAL). A form sent
 * meanwhile (its button, or Enter in a field) is held: the browser itself would send it as a GET,
 * a password in the address; the app is asked for at once and taps its button again. The
 * browser's install offer, fired once, is kept for the app to take (FIRST_VIEW_INSTALL_OFFER_GLOBAL).
 * The scripts' addresses are the element's own attributes, so the text, and its CSP hash, is one
 * per server.
 *
 * A player the server took for a visitor but whom the app will not show this page gets the app at
 * once, since waiting would only leave their taps unanswered on a page about to be replaced: a
 * session in session storage (its mark cookie gone), a language of their own (stored, or carried
 * in a domain move's fragment) other than the rendered one, a domain move's handover code or a
 * token handed over in the address (apps/web/src/main.tsx, domain-move.ts, token-handoff.ts).
 * Storage that throws on reading counts as such a player. A domain move's language is stored at
 * once, as the app would store it: a link tapped before the app has started (a plain link then)
 * opens the next page in the player's language, not in the one this page was rendered in.
 */
export const START_AFTER_PAINT_SCRIPT = `(function () {
  var me = document.currentScript;
  var started = false;
  var tapped = null;
  function keep(event) {
    var button = event.target.closest ? event.target.closest('#root button') : null;
    if (button) tapped = button;
  }
  document.addEventListener('click', keep, true);
  function hold(event) {
    if (!event.target.closest || !event.target.closest('#root')) return;
    event.preventDefault();
    if (event.submitter) tapped = event.submitter;
    start();
  }
  document.addEventListener('submit', hold, true);
  window.${FIRST_VIEW_TAP_GLOBAL} = function () {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('submit', hold, true);
    var button = tapped;
    tapped = null;
    return button;
  };
  var offer = null;
  function keepOffer(event) {
    event.preventDefault();
    offer = event;
  }
  function forgetOffer() {
    offer = null;
  }
  window.addEventListener('beforeinstallprompt', keepOffer);
  window.addEventListener('appinstalled', forgetOffer);
  window.${FIRST_VIEW_INSTALL_OFFER_GLOBAL} = function () {
    window.removeEventListener('beforeinstallprompt', keepOffer);
    window.removeEventListener('appinstalled', forgetOffer);
    return offer;
  };
  function centreTabs() {
    Array.prototype.forEach.call(document.querySelectorAll('#root [role="tablist"]'), function (row) {
      var tab = row.querySelector('[aria-selected="true"]');
      if (tab && row.scrollWidth > row.clientWidth)
        row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    });
  }
  centreTabs();
  if (document.fonts) document.fonts.ready.then(centreTabs);
  function start() {
    if (started) return;
    started = true;
    function links(attribute, rel) {
      return (me.getAttribute(attribute) || '').split(' ').filter(Boolean).map(function (href) {
        var link = document.createElement('link');
        link.rel = rel;
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
        return link;
      });
    }
    var sheets = links('data-styles', 'stylesheet');
    links('data-preload', 'modulepreload');
    var waiting = sheets.length;
    function run() {
      import(me.getAttribute('data-entry'));
    }
    if (!waiting) return run();
    sheets.forEach(function (sheet) {
      sheet.onload = sheet.onerror = function () {
        if (--waiting === 0) run();
      };
    });
  }
  function atOnce() {
    try {
      var move = new URLSearchParams(location.hash.slice(1));
      var moved = move.get('${LANGUAGE_FRAGMENT_PARAM}');
      if (moved) localStorage.setItem('${StorageKey.language}', moved);
      var language =
        move.get('${LANGUAGE_FRAGMENT_PARAM}') ||
        localStorage.getItem('${StorageKey.language}') ||
        '${DEFAULT_LANGUAGE}';
      var rendered = document.getElementById('root').getAttribute('${RENDERED_LANGUAGE_ATTRIBUTE}');
      return (
        sessionStorage.getItem('${StorageKey.session}') !== null ||
        language !== rendered ||
        move.has('${HANDOVER_FRAGMENT_PARAM}') ||
        /[?&]token=[^&]/.test(location.search)
      );
    } catch (e) {
      return true;
    }
  }
  if (atOnce()) return start();
  function painted(type, then) {
    try {
      var quiet;
      var seen = new PerformanceObserver(function () {
        clearTimeout(quiet);
        quiet = setTimeout(function () {
          seen.disconnect();
          then();
        }, ${PAINTS_SETTLED_MS});
      });
      seen.observe({ type: type, buffered: true });
    } catch (e) {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    }
  }
  var art = Array.prototype.filter.call(
    document.querySelectorAll('#root img[loading="eager"]'),
    function (img) {
      return img.getBoundingClientRect().top < innerHeight;
    },
  );
  Promise.all(
    art.map(function (img) {
      return img.decode().catch(function () {});
    }),
  ).then(function () {
    painted('paint', function () {
      painted('largest-contentful-paint', start);
    });
  });
  setTimeout(start, ${ART_WAIT_CAP_MS});
})();`;

/** The script's hash for the CSP's script-src: the one inline script the app's pages carry. */
export const START_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256')
  .update(START_AFTER_PAINT_SCRIPT)
  .digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The index of a page the server rendered: the build's entry script and the shell's preloads
 * leave the head, and the script above starts them, with the page's own chunks (`pageScripts`),
 * after the first paint. An index without the build's entry script is left as it is.
 */
export function withStartAfterPaint(
  html: string,
  pageScripts: readonly string[],
  stylesheets: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload: string[] = [];
  const head = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_all, href: string) => {
    preload.push(href);
    return '';
  });
  const script =
    `<script data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr([...preload, ...pageScripts].join(' '))}"` +
    (stylesheets.length ? ` data-styles="${escapeAttr(stylesheets.join(' '))}"` : '') +
    '>' +
    `${START_AFTER_PAINT_SCRIPT}</script>`;
  return head.replace('</body>', () => `${script}</body>`);
}
