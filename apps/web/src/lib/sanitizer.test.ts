// @vitest-environment jsdom
// happy-dom lacks what DOMPurify needs; jsdom has it, as every browser does.
import { describe, expect, it } from 'vitest';
import { CONTENT_HTML_TAGS } from '@lotto/contract';
import { loadSanitizer } from './sanitizer';

// The same cases as the server's (apps/server/src/lib/sanitize.test.ts): one allow-list, two cleaners.
describe("the browser's sanitizer, from the contract's allow-list", () => {
  it('keeps every tag of the list', async () => {
    const sanitize = await loadSanitizer();
    for (const tag of CONTENT_HTML_TAGS) {
      const html = [
        'td',
        'th',
        'tr',
        'tbody',
        'thead',
        'tfoot',
        'col',
        'colgroup',
        'caption',
      ].includes(tag)
        ? `<table><${tag}></${tag}></table>`
        : `<div><${tag}>x</${tag}></div>`;
      expect(sanitize(html), tag).toContain(`<${tag}`);
    }
  });

  it('drops scripts, handlers, styles and attributes the list does not name', async () => {
    const sanitize = await loadSanitizer();
    expect(
      sanitize(
        '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script><form><input></form>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it("keeps a link's and an image's listed attributes, with the rel and alt the list adds", async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize('<a href="https://x.test/" title="t" data-x="1">go</a>')).toBe(
      '<a href="https://x.test/" title="t" rel="noopener noreferrer">go</a>',
    );
    expect(sanitize('<img src="https://x.test/a.png" width="10">')).toBe(
      '<img src="https://x.test/a.png" width="10" alt="">',
    );
    // An attribute listed for another tag is not kept here.
    expect(sanitize('<p href="https://x.test/">p</p>')).toBe('<p>p</p>');
  });

  it('refuses javascript: and protocol-relative addresses', async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize('<a href="javascript:alert(1)">a</a>')).not.toContain('javascript');
    expect(sanitize('<a href="//evil.test/">a</a>')).not.toContain('evil');
  });
});
