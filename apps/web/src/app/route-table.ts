import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { pagePaths } from './page-paths';
import type { AppPath } from '@/config/paths';
import type { PageName } from '@/config/pages';

export interface PageModule {
  Component: ComponentType;
  /** Starts the page's first calls before it renders (see router.tsx). */
  prefetch?: (client: QueryClient, url: URL) => Promise<unknown>;
}

/** One entry per page of §2.1: its paths (aliases included) and how the shell frames it (§2.2). */
export interface PageRoute {
  page: PageName;
  paths: readonly AppPath[];
  load: () => Promise<PageModule>;
  /** §6: account pages, deposit and withdraw need a session; others are open. */
  requiresLogin?: boolean;
  /** §2.2: top bars are hidden on game and login paths. */
  hideTopBar?: boolean;
  /** §2.2: every page except login and register has the bottom menu, side panel and footer. */
  hideBottomMenu?: boolean;
  /** §2.2: 'home' sends the back arrow to /m/home, 'none' drops it; otherwise back one step. */
  back?: 'home' | 'none';
  /** §2.2: on /m/changePsw the right side of the top bar is empty. */
  emptyRight?: boolean;
}

export const pageRoutes: readonly PageRoute[] = [
  { page: 'home', paths: pagePaths.home, load: () => import('./routes/home') },
  {
    page: 'login',
    paths: pagePaths.login,
    load: () => import('./routes/login'),
    hideTopBar: true,
    hideBottomMenu: true,
  },
  {
    page: 'register',
    paths: pagePaths.register,
    load: () => import('./routes/register'),
    hideBottomMenu: true,
    back: 'home',
  },
  { page: 'forget', paths: pagePaths.forget, load: () => import('./routes/forget'), back: 'home' },
  {
    page: 'change-password',
    paths: pagePaths['change-password'],
    load: () => import('./routes/change-password'),
    back: 'none',
    emptyRight: true,
  },
  { page: 'notice', paths: pagePaths.notice, load: () => import('./routes/notice'), back: 'home' },
  { page: 'service', paths: pagePaths.service, load: () => import('./routes/service') },
  {
    page: 'promotions',
    paths: pagePaths.promotions,
    load: () => import('./routes/promotions'),
    back: 'home',
  },
  {
    page: 'user-agreement',
    paths: pagePaths['user-agreement'],
    load: () => import('./routes/user-agreement'),
  },
  {
    page: 'game-center',
    paths: pagePaths['game-center'],
    load: () => import('./routes/game-center'),
  },
  {
    page: 'game-list',
    paths: pagePaths['game-list'],
    load: () => import('./routes/game-list'),
    // §2.8 the list has its own header (back, title or filter chips, search).
    hideTopBar: true,
  },
  { page: 'lottery', paths: pagePaths.lottery, load: () => import('./routes/lottery') },
  {
    page: 'start-lottery',
    paths: pagePaths['start-lottery'],
    load: () => import('./routes/start-lottery'),
    hideTopBar: true,
  },
  {
    page: 'launch-game',
    paths: pagePaths['launch-game'],
    load: () => import('./routes/launch-game'),
    hideTopBar: true,
  },
  { page: 'trial', paths: pagePaths.trial, load: () => import('./routes/trial'), back: 'home' },
  {
    page: 'web-email',
    paths: pagePaths['web-email'],
    load: () => import('./routes/web-email'),
    requiresLogin: true,
  },
  {
    page: 'app-download',
    paths: pagePaths['app-download'],
    load: () => import('./routes/app-download'),
  },
  {
    page: 'my-account',
    paths: pagePaths['my-account'],
    load: () => import('./routes/my-account'),
    requiresLogin: true,
  },
  {
    page: 'deposit',
    paths: pagePaths.deposit,
    load: () => import('./routes/deposit'),
    requiresLogin: true,
  },
  {
    page: 'withdraw',
    paths: pagePaths.withdraw,
    load: () => import('./routes/withdraw'),
    requiresLogin: true,
  },
  {
    page: 'game-record',
    paths: pagePaths['game-record'],
    load: () => import('./routes/game-record'),
    requiresLogin: true,
  },
  {
    page: 'transaction-record',
    paths: pagePaths['transaction-record'],
    load: () => import('./routes/transaction-record'),
    requiresLogin: true,
  },
  {
    page: 'profit-and-loss',
    paths: pagePaths['profit-and-loss'],
    load: () => import('./routes/profit-and-loss'),
    requiresLogin: true,
  },
  {
    page: 'reward-center',
    paths: pagePaths['reward-center'],
    load: () => import('./routes/reward-center'),
    requiresLogin: true,
  },
  // §2.1: the points mall is reachable without the login check.
  { page: 'mall', paths: pagePaths.mall, load: () => import('./routes/mall') },
  {
    page: 'security-center',
    paths: pagePaths['security-center'],
    load: () => import('./routes/security-center'),
    requiresLogin: true,
  },
  {
    page: 'member-benefits',
    paths: pagePaths['member-benefits'],
    load: () => import('./routes/member-benefits'),
    requiresLogin: true,
  },
  {
    page: 'member-home',
    paths: pagePaths['member-home'],
    load: () => import('./routes/member-home'),
    requiresLogin: true,
  },
  {
    page: 'invite-friends',
    paths: pagePaths['invite-friends'],
    load: () => import('./routes/invite-friends'),
  },
  {
    page: 'novice-task',
    paths: pagePaths['novice-task'],
    load: () => import('./routes/novice-task'),
  },
  { page: 'sign-in', paths: pagePaths['sign-in'], load: () => import('./routes/sign-in') },
  {
    page: 'agent-register',
    paths: pagePaths['agent-register'],
    load: () => import('./routes/agent-register'),
    requiresLogin: true,
  },
  {
    page: 'team-pnl',
    paths: pagePaths['team-pnl'],
    load: () => import('./routes/team-pnl'),
    requiresLogin: true,
  },
  {
    page: 'team-overview',
    paths: pagePaths['team-overview'],
    load: () => import('./routes/team-overview'),
    requiresLogin: true,
  },
  {
    page: 'member-team',
    paths: pagePaths['member-team'],
    load: () => import('./routes/member-team'),
    requiresLogin: true,
  },
  {
    page: 'team-betting',
    paths: pagePaths['team-betting'],
    load: () => import('./routes/team-betting'),
    requiresLogin: true,
  },
  {
    page: 'salary-contract',
    paths: pagePaths['salary-contract'],
    load: () => import('./routes/salary-contract'),
    requiresLogin: true,
  },
  {
    page: 'dividend-contract',
    paths: pagePaths['dividend-contract'],
    load: () => import('./routes/dividend-contract'),
    requiresLogin: true,
  },
  {
    page: 'hour-contract',
    paths: pagePaths['hour-contract'],
    load: () => import('./routes/hour-contract'),
    requiresLogin: true,
  },
];

const homeRoute = pageRoutes[0] as PageRoute;

/** §2.1: unknown paths show home. */
export const fallbackRoute: PageRoute = homeRoute;

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
  pageRoutes.flatMap((route) => route.paths.map((path) => [normalize(path), route] as const)),
);

/** The page a pathname shows, aliases and the unknown-path fallback included. */
export const pageRouteOf = (pathname: string): PageRoute =>
  byPath.get(normalize(pathname)) ?? fallbackRoute;

export const isHomePath = (pathname: string): boolean => pageRouteOf(pathname).page === 'home';
