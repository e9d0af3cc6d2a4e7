import { useState } from 'react';
import { RouterProvider, createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { LoadingImage } from '@/components/ui/loading-image';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { fallbackRoute, pageRoutes } from './route-table';
import type { PageRoute } from './route-table';

/** §6: pages that need a session send a visitor to the login page. */
export const requireSession = () => (readSession() ? null : redirect(paths.login));

const toRouteObject = (route: PageRoute, path: string): RouteObject => ({
  path,
  handle: { page: route.page },
  loader: route.requiresLogin ? requireSession : undefined,
  lazy: route.load,
  ErrorBoundary: RouteError,
});

/** The one route table of §2.1 as react-router routes: every alias, and home for the rest. */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: LoadingImage,
    ErrorBoundary: RouteError,
    children: [
      ...pageRoutes.flatMap((route) => route.paths.map((path) => toRouteObject(route, path))),
      toRouteObject(fallbackRoute, '*'),
    ],
  },
];

// The server redirects / to /m/home but both are routes, so the router's base stays '/'.
export const createAppRouter = () => createBrowserRouter(createRoutes());

export const AppRouter = () => {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
};
