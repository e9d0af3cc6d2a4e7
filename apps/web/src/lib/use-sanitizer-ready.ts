import { useEffect, useState } from 'react';
import { loadSanitizer, loadedSanitizer } from './sanitizer';

/**
 * Whether the HTML sanitizer has loaded (it starts loading here). A page whose HTML comes with
 * lines below it shows its placeholder until then, instead of an empty box those lines sit under
 * and leave when the HTML fills it.
 */
export const useSanitizerReady = (): boolean => {
  const [ready, setReady] = useState(() => loadedSanitizer() !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
};
