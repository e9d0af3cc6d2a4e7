import { useEffect, useRef } from 'react';

/**
 * A panel opened inline above a list (a promotion's entries, the categories, an editor) takes the
 * focus on its heading, as a dialog would: a keyboard or screen-reader user lands in it instead
 * of staying on the list's button below. Closing it gives the focus back to that button.
 */
export function usePanelFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return heading;
}
