// @vitest-environment jsdom
// happy-dom lacks what DOMPurify needs; jsdom has it, as every browser does.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '@/lib/sanitizer';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps markup and drops scripts, handlers and javascript: links', async () => {
    const { container } = render(
      <SafeHtml
        className="box"
        html={
          '<p>Hello <b>player</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'
        }
      />,
    );
    await waitFor(() => expect(screen.getByText('player')).toBeTruthy());
    const html = container.innerHTML;
    expect(html).toContain('<b>player</b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('once the sanitizer is in, shows the cleaned HTML in its first render, not an empty box', async () => {
    await loadSanitizer();
    const { container } = render(<SafeHtml html="<p>Terms <b>now</b></p>" />);
    expect(container.innerHTML).toContain('<b>now</b>');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});
