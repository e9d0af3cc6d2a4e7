/** Text or an attribute value made safe inside server-written HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An attribute value made safe in the app's index, by numeric references. */
export const escapeAttr = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The start of a server-written page, up to its closed head: a phone's full-width viewport, no
 * referrer sent on, the title, then `links` (the page's stylesheets and scripts, as markup).
 */
export const pageHead = (lang: string, title: string, links: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
${links}
</head>`;
