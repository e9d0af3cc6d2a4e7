import { useEffect, useMemo, useState } from 'react';
import { loadSanitizer, loadedSanitizer } from '@/lib/sanitizer';

/**
 * HTML from the server (announcements, promotions), cleaned in the browser before it is shown:
 * the app may run against an integrator's backend, so the server's own cleaning is not relied on.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ready = loadedSanitizer();
  const [cleaned, setCleaned] = useState<{ html: string; clean: string } | null>(null);
  useEffect(() => {
    if (loadedSanitizer()) return;
    let live = true;
    void loadSanitizer().then((sanitize) => live && setCleaned({ html, clean: sanitize(html) }));
    return () => {
      live = false;
    };
  }, [html]);
  // Once the sanitizer is in, the HTML is cleaned in the render that shows it: no empty first box.
  const now = useMemo(() => (ready ? ready(html) : null), [ready, html]);
  const clean = now ?? (cleaned?.html === html ? cleaned.clean : null);
  if (clean === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
