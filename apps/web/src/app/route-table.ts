import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { homePaths, paths, registerPaths } from '@/config/paths';
import type { AppPath } from '@/config/paths';
import type { PageName } from '@/config/pages';

export interface PageModule {
  Component: ComponentType;
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
  { page: 'home', paths: homePaths, load: () => import('./routes/home') },
  {
    page: 'login',
    paths: [paths.login],
    load: () => import('./routes/login'),
    hideTopBar: true,
    hideBottomMenu: true,
  },
  {
    page: 'register',
    paths: registerPaths,
    load: () => import('./routes/register'),
    hideBottomMenu: true,
    back: 'home',
  },
  { page: 'forget', paths: [paths.forget], load: () => import('./routes/forget'), back: 'home' },
  {
    page: 'change-password',
    paths: [paths.changePassword],
    load: () => import('./routes/change-password'),
    back: 'none',
    emptyRight: true,
  },
  { page: 'notice', paths: [paths.notice], load: () => import('./routes/notice'), back: 'home' },
  { page: 'service', paths: [paths.service], load: () => import('./routes/service') },
  {
    page: 'promotions',
    paths: [paths.promotions, paths.activity],
    load: () => import('./routes/promotions'),
    back: 'home',
  },
  {
    page: 'user-agreement',
    paths: [paths.userAgreement],
    load: () => import('./routes/user-agreement'),
  },
  {
    page: 'game-center',
    paths: [paths.sports, paths.gameCenter],
    load: () => import('./routes/game-center'),
  },
  {
    page: 'game-list',
    paths: [paths.rng, paths.live, paths.fish, paths.pvp, paths.gameList, paths.game],
    load: () => import('./routes/game-list'),
    // §2.8 the list has its own header (back, title or filter chips, search).
    hideTopBar: true,
  },
  { page: 'lottery', paths: [paths.elott, paths.lottery], load: () => import('./routes/lottery') },
  {
    page: 'start-lottery',
    paths: [paths.startLottery],
    load: () => import('./routes/start-lottery'),
    hideTopBar: true,
  },
  {
    page: 'launch-game',
    paths: [paths.launchGame],
    load: () => import('./routes/launch-game'),
    hideTopBar: true,
  },
  { page: 'trial', paths: [paths.trial], load: () => import('./routes/trial'), back: 'home' },
  {
    page: 'web-email',
    paths: [paths.webEmail],
    load: () => import('./routes/web-email'),
    requiresLogin: true,
  },
  { page: 'app-download', paths: [paths.appDownload], load: () => import('./routes/app-download') },
  {
    page: 'my-account',
    paths: [paths.myAccount],
    load: () => import('./routes/my-account'),
    requiresLogin: true,
  },
  {
    page: 'deposit',
    paths: [paths.deposit],
    load: () => import('./routes/deposit'),
    requiresLogin: true,
  },
  {
    page: 'withdraw',
    paths: [paths.withdraw],
    load: () => import('./routes/withdraw'),
    requiresLogin: true,
  },
  {
    page: 'game-record',
    paths: [paths.gameRecord],
    load: () => import('./routes/game-record'),
    requiresLogin: true,
  },
  {
    page: 'transaction-record',
    paths: [paths.transactionRecord],
    load: () => import('./routes/transaction-record'),
    requiresLogin: true,
  },
  {
    page: 'profit-and-loss',
    paths: [paths.profitAndLoss],
    load: () => import('./routes/profit-and-loss'),
    requiresLogin: true,
  },
  {
    page: 'reward-center',
    paths: [paths.rewardCenter],
    load: () => import('./routes/reward-center'),
    requiresLogin: true,
  },
  // §2.1: the points mall is reachable without the login check.
  { page: 'mall', paths: [paths.mall], load: () => import('./routes/mall') },
  {
    page: 'security-center',
    paths: [paths.securityCenter],
    load: () => import('./routes/security-center'),
    requiresLogin: true,
  },
  {
    page: 'member-benefits',
    paths: [paths.memberBenefits],
    load: () => import('./routes/member-benefits'),
    requiresLogin: true,
  },
  {
    page: 'member-home',
    paths: [paths.memberHome],
    load: () => import('./routes/member-home'),
    requiresLogin: true,
  },
  {
    page: 'invite-friends',
    paths: [paths.inviteFriends],
    load: () => import('./routes/invite-friends'),
  },
  { page: 'novice-task', paths: [paths.noviceTask], load: () => import('./routes/novice-task') },
  { page: 'sign-in', paths: [paths.signIn], load: () => import('./routes/sign-in') },
  {
    page: 'agent-register',
    paths: [paths.agentRegister],
    load: () => import('./routes/agent-register'),
    requiresLogin: true,
  },
  {
    page: 'team-pnl',
    paths: [paths.teamPnl],
    load: () => import('./routes/team-pnl'),
    requiresLogin: true,
  },
  {
    page: 'team-overview',
    paths: [paths.teamOverview],
    load: () => import('./routes/team-overview'),
    requiresLogin: true,
  },
  {
    page: 'member-team',
    paths: [paths.memberTeam],
    load: () => import('./routes/member-team'),
    requiresLogin: true,
  },
  {
    page: 'team-betting',
    paths: [paths.teamBetting],
    load: () => import('./routes/team-betting'),
    requiresLogin: true,
  },
  {
    page: 'salary-contract',
    paths: [paths.salaryContract],
    load: () => import('./routes/salary-contract'),
    requiresLogin: true,
  },
  {
    page: 'dividend-contract',
    paths: [paths.dividendContract],
    load: () => import('./routes/dividend-contract'),
    requiresLogin: true,
  },
  {
    page: 'hour-contract',
    paths: [paths.hourContract],
    load: () => import('./routes/hour-contract'),
    requiresLogin: true,
  },
];

const homeRoute = pageRoutes[0] as PageRoute;

/** §2.1: unknown paths show home. */
export const fallbackRoute: PageRoute = homeRoute;

const matchable = pageRoutes.flatMap((route) => route.paths.map((path) => ({ path, route })));

/** The page a pathname shows, aliases and the unknown-path fallback included. */
export const pageRouteOf = (pathname: string): PageRoute => {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[0]?.route.route ?? fallbackRoute;
};

export const isHomePath = (pathname: string): boolean => pageRouteOf(pathname).page === 'home';
