import sanitizeHtml from 'sanitize-html';

/**
 * Announcement and promotion HTML is written by the merchant; it is cleaned again here on the way
 * out (the client cleans once more), so a bad row can never carry script into the app.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // An image the merchant gave no text is decorative to a screen reader, not a bare file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

const MAX_CACHED = 2000;
const cleaned = new Map<string, string>();

export function sanitizeContent(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, options);
  if (cleaned.size >= MAX_CACHED) cleaned.clear();
  cleaned.set(html, clean);
  return clean;
}
