/**
 * The one allow-list for the merchant's HTML (announcements, promotions, the user agreement): the
 * server cleans with it (sanitize-html, apps/server/src/lib/sanitize.ts and the first view's
 * render), the browser with DOMPurify (apps/web/src/lib/sanitizer.ts), so a page the server sends
 * as HTML holds what the app would show on hydration.
 */
// prettier-ignore
export const CONTENT_HTML_TAGS = [
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup',
  'main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr',
  'li', 'menu', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data',
  'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'small',
  'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'caption', 'col', 'colgroup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img',
] as const;

/** Attributes allowed per tag; every other attribute (style, on*) is dropped. */
export const CONTENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** URL schemes allowed in href and src; protocol-relative addresses are refused. */
export const CONTENT_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** A link opens nothing that can reach back into the app. */
export const CONTENT_LINK_REL = 'noopener noreferrer';

interface ContentTag {
  tagName: string;
  attribs: Record<string, string>;
}

/**
 * sanitize-html's options from the list above, without importing it (the contract runs in the
 * browser too): written out so the server's API and its first-view render clean alike.
 */
export const contentSanitizeHtmlOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...CONTENT_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>): ContentTag => ({
      tagName,
      attribs: { ...attribs, rel: CONTENT_LINK_REL },
    }),
    // An image the merchant gave no text is decorative to a screen reader, not a bare file name.
    img: (tagName: string, attribs: Record<string, string>): ContentTag => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '' },
    }),
  },
};
