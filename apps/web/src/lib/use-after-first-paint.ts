import { useEffect, useState } from 'react';

/**
 * False on a component's first render; true from a task of its own once that render has painted.
 * A page renders what the first screen shows at once and the rest (tiles further down, popups,
 * lists below the fold) a task later, so that no single task holds the page's whole first render:
 * a phone stays responsive while the page builds, and the first paint comes sooner.
 */
export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Effects run once the frame is painted; the timer gives the rest a task of its own, apart
    // from the other effects of the same render.
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return painted;
};
