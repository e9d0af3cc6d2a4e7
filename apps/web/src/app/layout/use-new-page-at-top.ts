import { useLayoutEffect, useRef } from 'react';
import type { NavigationType } from '@/lib/router';

/**
 * A page the player goes to opens at its top, as a new page of a site does: the document keeps
 * its scroll position across the app's pages, so without this the next page would open as far
 * down as the last one was read (its first controls under the bottom menu). Back and forward
 * (POP) leave the position to the browser, which returns the player to where they were.
 */
export const useNewPageAtTop = (pathname: string, navigationType: NavigationType): void => {
  const type = useRef(navigationType);
  type.current = navigationType;
  // Only a change of page: a new query on the same page (a filter, a tab) keeps the place.
  useLayoutEffect(() => {
    if (type.current === 'POP') return;
    const root = document.scrollingElement;
    if (root) root.scrollTop = 0;
  }, [pathname]);
};
