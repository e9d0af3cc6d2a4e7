import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Redirect, Router, useLocation as useWouterLocation, useRouter } from 'wouter';
import type { AroundNavHandler, BaseLocationHook, NavigateOptions } from 'wouter';

/*
 * The app's routing words on top of wouter, with react-router's names: Link, Navigate, useNavigate,
 * useLocation, useSearchParams, useNavigationType. The app's paths are absolute (/m/...), so the
 * router's base stays '/'.
 */

export { Link, Redirect as Navigate };

/** How the current location was reached: POP is the first load and browser back or forward. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

interface Navigation {
  type: NavigationType;
}

const NavigationContext = createContext<Navigation>({ type: 'POP' });

const mounted = new Set<Navigation>();
// Registered when this module loads, before wouter listens for popstate: a native event runs the
// render it schedules between two listeners, and that render must already see POP.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    for (const navigation of mounted) navigation.type = 'POP';
  });
}

interface HistoryState {
  idx?: unknown;
}

/** This entry's position in the app's history, kept in history.state like react-router did. */
const historyIndex = (): number => {
  const idx = (window.history.state as HistoryState | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

/** Whether the app has a page of its own to go back to (0: opened directly). */
export const canGoBack = (): boolean => historyIndex() > 0;

interface RouterRootProps {
  children: ReactNode;
  /** wouter's memory location in tests; the browser's address otherwise. */
  hook?: BaseLocationHook;
}

export const RouterRoot = ({ children, hook }: RouterRootProps) => {
  const [navigation] = useState<Navigation>(() => ({ type: 'POP' }));
  useEffect(() => {
    mounted.add(navigation);
    return () => {
      mounted.delete(navigation);
    };
  }, [navigation]);
  useEffect(() => {
    const state = window.history.state as HistoryState | null;
    if (!hook && typeof state?.idx !== 'number') {
      window.history.replaceState({ ...state, idx: 0 }, '');
    }
  }, [hook]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options?: NavigateOptions) => {
      // As react-router's links did: going where one already is adds no history entry.
      const here = !hook && to === window.location.pathname + window.location.search;
      const replace = options?.replace === true || here;
      navigation.type = replace ? 'REPLACE' : 'PUSH';
      navigate(to, { replace, state: { idx: historyIndex() + (replace ? 0 : 1) } });
    },
    [navigation, hook],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <Router hook={hook} aroundNav={aroundNav}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
};

/** Read in the render a change of location causes; a navigation sets it just before. */
export const useNavigationType = (): NavigationType => useContext(NavigationContext).type;

export interface Location {
  pathname: string;
  /** '' or '?…', as in window.location. */
  search: string;
}

export const useLocation = (): Location => {
  const router = useRouter();
  const [pathname] = useWouterLocation();
  // Read as it is: wouter's useSearch decodes it once more, and URLSearchParams decodes again.
  const raw = router.searchHook(router);
  const search = raw && raw[0] !== '?' ? `?${raw}` : raw;
  return useMemo(() => ({ pathname, search }), [pathname, search]);
};

export type NavigateFunction = (to: string | number, options?: { replace?: boolean }) => void;

/** navigate(path, { replace }) or navigate(-1) for a step back in the browser's history. */
export const useNavigate = (): NavigateFunction => {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
};

export const useSearchParams = (): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      const query = next.toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
};
