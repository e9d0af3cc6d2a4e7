import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { hasFirstViewAnswers } from '@/lib/first-view-answers';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { LoadingImage } from '@/components/ui/loading-image';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { fallbackRoute, pageRoutes } from './route-table';
import type { PageModule, PageRoute } from './route-table';

/** §6: pages that need a session send a visitor to the login page. */
export const requireSession = () => (readSession() ? null : redirect(paths.login));

/**
 * A page's first calls start as soon as its code is in, before it renders. On the page the index
 * came with, their answers are already inside it (first-view answers), so the page waits for them
 * and paints once, complete; on later visits it renders at once and shows its skeletons.
 */
let firstPage = true;
const prefetchLoader =
  (prefetch: NonNullable<PageModule['prefetch']>, client: QueryClient) =>
  async ({ request }: { request: Request }) => {
    const started = prefetch(client, new URL(request.url));
    const carried = firstPage && hasFirstViewAnswers();
    firstPage = false;
    if (carried) await started;
    return null;
  };

const toRouteObject = (route: PageRoute, path: string, client: QueryClient): RouteObject => ({
  path,
  handle: { page: route.page },
  loader: route.requiresLogin ? requireSession : undefined,
  lazy: async () => {
    const { Component, prefetch } = await route.load();
    return prefetch && !route.requiresLogin
      ? { Component, loader: prefetchLoader(prefetch, client) }
      : { Component };
  },
  ErrorBoundary: RouteError,
});

/** The one route table of §2.1 as react-router routes: every alias, and home for the rest. */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: LoadingImage,
    ErrorBoundary: RouteError,
    children: [
      ...pageRoutes.flatMap((route) =>
        route.paths.map((path) => toRouteObject(route, path, client)),
      ),
      toRouteObject(fallbackRoute, '*', client),
    ],
  },
];

// The server redirects / to /m/home but both are routes, so the router's base stays '/'.
export const createAppRouter = (client: QueryClient) => createBrowserRouter(createRoutes(client));

export const AppRouter = () => {
  const client = useQueryClient();
  const [router] = useState(() => createAppRouter(client));
  return <RouterProvider router={router} />;
};
