export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

// DOMPurify loads with the first piece of HTML to show, so it stays out of the first view.
export const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= import('dompurify').then(({ default: purify }) => {
    loaded = (html: string) =>
      purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form'],
        FORBID_ATTR: ['style'],
      });
    return loaded;
  }));

/** The sanitizer if it has loaded: HTML met after that is cleaned in the render that shows it. */
export const loadedSanitizer = (): Sanitize | null => loaded;
