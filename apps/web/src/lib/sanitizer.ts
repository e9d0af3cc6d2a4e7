import {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_SCHEMES,
  CONTENT_HTML_TAGS,
  CONTENT_LINK_REL,
} from '@lotto/contract';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

const ALL_ATTRIBUTES = [...new Set(Object.values(CONTENT_HTML_ATTRIBUTES).flat())];
/** DOMPurify's own URI test, narrowed to the contract's schemes and without `//host` addresses. */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${CONTENT_HTML_SCHEMES.join('|')}):|[^a-z/]|/(?!/)|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

// DOMPurify loads with the first piece of HTML to show, so it stays out of the first view.
export const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= import('dompurify').then(({ default: purify }) => {
    // Where the DOM lacks what DOMPurify needs (happy-dom in the unit tests; no browser the app
    // supports) it cannot clean: nothing unclean is ever shown, so such HTML shows as nothing.
    if (!purify.isSupported) return () => '';
    // The server's sanitize-html keeps an attribute per tag, links get its rel, images an alt.
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      const allowed = CONTENT_HTML_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
      if (!allowed.includes(data.attrName)) data.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') node.setAttribute('rel', CONTENT_LINK_REL);
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    loaded = (html: string) =>
      purify.sanitize(html, {
        ALLOWED_TAGS: [...CONTENT_HTML_TAGS],
        ALLOWED_ATTR: ALL_ATTRIBUTES,
        ALLOWED_URI_REGEXP: ALLOWED_URI,
      });
    return loaded;
  }));

/** The sanitizer if it has loaded: HTML met after that is cleaned in the render that shows it. */
export const loadedSanitizer = (): Sanitize | null => loaded;

/**
 * The server's render has no DOM for DOMPurify: it is handed the server's own sanitizer, built from
 * the same allow-list (apps/web/src/server/entry-server.tsx).
 */
export const provideServerSanitizer = (sanitize: Sanitize): void => {
  loaded = sanitize;
  loading = Promise.resolve(sanitize);
};
