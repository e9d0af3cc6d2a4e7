import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { pageNames, pageOf, pathsOf } from '@/config/pages';
import type { PageDeclaration, PageName } from '@/config/pages';
import { pageCodeFailed } from '@/lib/domain-failover';

export interface PageModule {
  Component: ComponentType;
  /** Starts the page's first calls before it renders (see router.tsx). */
  prefetch?: (client: QueryClient, url: URL) => Promise<unknown>;
  /**
   * Whether this browser's first render of the page is the visitor's page the server rendered;
   * false where the page draws something the browser keeps (a remembered sign-in method), and
   * the app then renders it afresh instead of taking the server's elements over.
   */
  asServed?: () => boolean;
  /**
   * What the server sends of the page for a visitor where the page itself is the app's to render
   * (a form, whose taps and typing before the app has started would be lost): what it shows before
   * anything can be typed or tapped. See server/render-first-view.tsx.
   */
  Outline?: ComponentType;
}

/** A page of config/pages.ts with the loader of its module, src/app/routes/<name>.tsx. */
export interface PageRoute extends PageDeclaration {
  page: PageName;
  load: () => Promise<PageModule>;
}

// Each module is its own chunk, loaded when its page is first opened.
const modules = import.meta.glob<PageModule>('./routes/*.tsx');

const loaderOf = (page: PageName): (() => Promise<PageModule>) => {
  const load = modules[`./routes/${page}.tsx`];
  if (!load) throw new Error(`no module src/app/routes/${page}.tsx for the page '${page}'`);
  // A page's code that does not load may mean its domain is blocked: the search for another
  // starts at once, and the failure still shows as it did.
  return () =>
    load().catch((error: unknown) => {
      void pageCodeFailed();
      throw error;
    });
};

export const pageRoutes: readonly PageRoute[] = pageNames.map((page) => ({
  ...pageOf(page),
  page,
  load: loaderOf(page),
}));

/** §2.1: unknown paths show home. */
export const fallbackRoute = pageRoutes.find((r) => r.page === 'home') as PageRoute;

/** Paths compare like react-router's did: case-insensitive, a trailing slash tolerated. */
const normalize = (pathname: string): string => {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape matches nothing, so it shows home.
  }
  return path.replace(/\/+$/, '').toLowerCase();
};

const byPath = new Map(
  pageRoutes.flatMap((route) =>
    pathsOf(route.page).map((path) => [normalize(path), route] as const),
  ),
);

/** Whether a pathname is one of the app's own pages (config/pages.ts), its aliases included. */
export const isPagePath = (pathname: string): boolean => byPath.has(normalize(pathname));

/** The page a pathname shows, aliases and the unknown-path fallback included. */
export const pageRouteOf = (pathname: string): PageRoute =>
  byPath.get(normalize(pathname)) ?? fallbackRoute;
