import { describe, expect, it } from 'vitest';
import { CONTENT_HTML_ATTRIBUTES, CONTENT_HTML_TAGS } from '@lotto/contract';
import { sanitizeContent } from './sanitize';

// The same cases as the browser's (apps/web/src/lib/sanitizer.test.ts): one allow-list, two cleaners.
describe("the server's sanitizer, from the contract's allow-list", () => {
  it('keeps every tag of the list', () => {
    for (const tag of CONTENT_HTML_TAGS) {
      const clean = sanitizeContent(`<div><${tag}>x</${tag}></div>`);
      expect(clean, tag).toContain(`<${tag}`);
    }
  });

  it('drops scripts, handlers, styles and attributes the list does not name', () => {
    const clean = sanitizeContent(
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script><form><input></form>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it("keeps a link's and an image's listed attributes, with the rel and alt the list adds", () => {
    expect(CONTENT_HTML_ATTRIBUTES.a).toContain('href');
    expect(sanitizeContent('<a href="https://x.test/" title="t" data-x="1">go</a>')).toBe(
      '<a href="https://x.test/" title="t" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeContent('<img src="https://x.test/a.png" width="10">')).toBe(
      '<img src="https://x.test/a.png" width="10" alt="" />',
    );
  });

  it('refuses javascript: and protocol-relative addresses', () => {
    expect(sanitizeContent('<a href="javascript:alert(1)">a</a>')).not.toContain('javascript');
    expect(sanitizeContent('<a href="//evil.test/">a</a>')).not.toContain('evil');
  });
});
