import { useLayoutEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { BaseLocationHook } from 'wouter';
import { hasFirstViewAnswers } from '@/lib/first-view-answers';
import { loginReturningTo } from '@/lib/login-return';
import { Navigate, RouterRoot, useLocation } from '@/lib/router';
import { readSession } from '@/lib/session-storage';
import { useIsLoggedIn } from '@/lib/use-session';
import { settingsQueryOptions, useSettings } from '@/lib/settings';
import { LoadingImage } from '@/components/ui/loading-image';
import { AppLayout } from './layout/app-layout';
import { RouteError, RouteErrorBoundary } from './layout/route-error';
import { featureMessagesReady } from '@/lib/feature-messages';
import { pageRouteOf } from './route-table';
import { routeAliasTarget } from './route-aliases';
import type { PageModule, PageRoute } from './route-table';

/** §6: pages that need a session send a visitor to the login page. */
const needsSession = (route: PageRoute): boolean =>
  route.session === 'required' && readSession() === null;

/** The code of every page opened so far: a page met again renders at once. */
const opened = new Map<PageRoute, PageModule>();

/**
 * A page's first calls start as soon as its code is in, before it renders. On the page the index
 * came with, their answers are already inside it (first-view answers), so the page waits for them
 * and paints once, complete; on later visits it renders at once and shows its skeletons.
 */
const openPage = async (route: PageRoute, url: URL, client: QueryClient): Promise<void> => {
  const module = opened.get(route) ?? (await route.load());
  // The page's feature texts started loading when its code was evaluated (lib/feature-messages).
  await featureMessagesReady();
  // Asked before the calls start: starting them takes the carried answers. Until a first page is
  // in (an effect may run this twice for it), its carried answers are awaited.
  const carried = opened.size === 0 && hasFirstViewAnswers();
  // Both callers send a visitor away from a member page first: its calls start only with a session.
  const started = module.prefetch?.(client, url);
  // The frame reads the settings too (also carried): the first page renders with them, once,
  // instead of rendering again with the theme when they land.
  if (carried)
    await Promise.all([
      started,
      client.ensureQueryData(settingsQueryOptions()).catch(() => undefined),
    ]);
  opened.set(route, module);
};

/** The address openStartPage opened: the router's first effect there has nothing left to do. */
let openedAtStart: string | null = null;
/** Whether the router has started opening pages itself (openStartPage was too slow, or not run). */
let routing = false;
/**
 * The start page while openStartPage is still opening it. A router that renders first (a slow
 * phone) waits for it rather than opening it again: a second start of its calls would find the
 * carried answers used and ask the server for them.
 */
let startOpening: { href: string; done: Promise<void> } | null = null;

/**
 * The page of the address the app starts at, opened before the app's first render (main.tsx): its
 * code is preloaded by the index and its first calls answered inside it, so this is a moment; the
 * first render is then the page itself, instead of a loading image rendered, laid out and replaced.
 * A page that fails to open here is left to the router, which shows the failure.
 */
export const openStartPage = async (client: QueryClient): Promise<void> => {
  const route = pageRouteOf(window.location.pathname);
  if (needsSession(route)) return;
  const href = window.location.pathname + window.location.search;
  const done = openPage(route, new URL(window.location.href), client);
  startOpening = { href, done };
  try {
    await done;
    if (!routing) openedAtStart = href;
  } catch {
    // The router opens it again and shows the failure.
  } finally {
    if (startOpening?.done === done) startOpening = null;
  }
};

/** Whether pages render their outline in place of themselves: the server's, for a form's page. */
let outlinesOnly = false;

/** See PageModule.Outline; server/render-first-view.tsx, around one render. */
export const renderOutlinesOnly = (on: boolean): void => {
  outlinesOnly = on;
};

/** Whether the start page, as opened, has an outline to be sent in its place. */
export const hasStartPageOutline = (): boolean =>
  opened.get(pageRouteOf(window.location.pathname))?.Outline !== undefined;

/** Whether openStartPage opened the page (the server renders only then: server/render-first-view). */
export const isStartPageOpen = (): boolean => openedAtStart !== null;

/** Whether the start page, as opened, renders here the tree the server rendered for a visitor. */
export const isStartPageAsServed = (): boolean =>
  opened.get(pageRouteOf(window.location.pathname))?.asServed?.() ?? true;

/** For tests: forget the pages opened, as at the start of a visit. */
export const resetOpenedPages = (): void => {
  opened.clear();
  openedAtStart = null;
  routing = false;
  startOpening = null;
};

interface Failure {
  href: string;
  error: unknown;
}

/** The route table of §2.1 at the current address, framed by the layout of §2.2. */
const AppRoutes = () => {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const href = pathname + search;
  const route = pageRouteOf(pathname);
  // A session that ends while a member-only page is open (the server ended it) leaves that page.
  const loggedIn = useIsLoggedIn();
  const aliasTo = routeAliasTarget(pathname, useSettings()?.routeAliases);
  const redirect = aliasTo !== null || (route.session === 'required' && !loggedIn);
  const pageModule = opened.get(route);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [, pageArrived] = useReducer((n: number) => n + 1, 0);

  // A layout effect, so that a page met again starts its calls before its own effects do.
  useLayoutEffect(() => {
    if (redirect) return;
    routing = true;
    // Its calls were started (and answered) a moment ago: starting them again would ask the
    // server again for answers that came with the index.
    if (openedAtStart === href) {
      openedAtStart = null;
      return;
    }
    const waiting = !opened.has(route);
    let current = true;
    const open = () => openPage(route, new URL(href, window.location.origin), client);
    const starting = startOpening?.href === href ? startOpening.done : null;
    (starting ? starting.catch(open) : open()).then(
      () => {
        if (!current) return;
        setFailure(null);
        if (waiting) pageArrived();
      },
      (error: unknown) => {
        if (current) setFailure({ href, error });
      },
    );
    return () => {
      current = false;
    };
  }, [redirect, route, href, client]);

  const error = failure?.href === href ? failure : null;
  const page = aliasTo ? (
    <Navigate to={`${aliasTo}${search}`} replace />
  ) : redirect ? (
    <Navigate to={loginReturningTo(href)} replace />
  ) : error ? (
    <RouteError error={error.error} />
  ) : pageModule ? (
    <RouteErrorBoundary resetKey={href}>
      {outlinesOnly && pageModule.Outline ? <pageModule.Outline /> : <pageModule.Component />}
    </RouteErrorBoundary>
  ) : (
    <LoadingImage />
  );
  // Until the first page is in, the loading image stands alone: the frame paints with its page.
  if (opened.size === 0 && !error) return page;
  return (
    <RouteErrorBoundary resetKey={href}>
      <AppLayout>{page}</AppLayout>
    </RouteErrorBoundary>
  );
};

interface AppRouterProps {
  /** wouter's memory location in tests; the browser's address otherwise. */
  hook?: BaseLocationHook;
}

export const AppRouter = ({ hook }: AppRouterProps) => (
  <RouterRoot hook={hook}>
    <AppRoutes />
  </RouterRoot>
);
