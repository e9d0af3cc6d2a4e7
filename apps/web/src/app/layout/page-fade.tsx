import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';
import { useNewPageAtTop } from './use-new-page-at-top';

/**
 * §2.2 a 300 ms fade between pages (duration from PAGE_TRANSITION_MS via --page-transition), none
 * on a back swipe or browser back (POP), and none under prefers-reduced-motion (CSS).
 */
export const PageFade = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const animate = navigationType !== 'POP';
  useNewPageAtTop(pathname, navigationType);
  return (
    <div key={pathname} className={animate ? 'page-fade page-fade--animate' : 'page-fade'}>
      {children}
    </div>
  );
};
