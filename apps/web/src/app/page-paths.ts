import { homePaths, paths, registerPaths } from '../config/paths';
import type { AppPath } from '../config/paths';
import type { PageName } from '../config/pages';

/**
 * The paths of every routed page of §2.1, aliases included. Plain data, so the build can tell the
 * server which files each path needs first (build/route-assets.ts) without loading the app.
 */
export const pagePaths = {
  home: homePaths,
  login: [paths.login],
  register: registerPaths,
  forget: [paths.forget],
  'change-password': [paths.changePassword],
  notice: [paths.notice],
  service: [paths.service],
  promotions: [paths.promotions, paths.activity],
  'user-agreement': [paths.userAgreement],
  'game-center': [paths.sports, paths.gameCenter],
  'game-list': [paths.rng, paths.live, paths.fish, paths.pvp, paths.gameList, paths.game],
  lottery: [paths.elott, paths.lottery],
  'start-lottery': [paths.startLottery],
  'launch-game': [paths.launchGame],
  trial: [paths.trial],
  'web-email': [paths.webEmail],
  'app-download': [paths.appDownload],
  'my-account': [paths.myAccount],
  deposit: [paths.deposit],
  withdraw: [paths.withdraw],
  'game-record': [paths.gameRecord],
  'transaction-record': [paths.transactionRecord],
  'profit-and-loss': [paths.profitAndLoss],
  'reward-center': [paths.rewardCenter],
  mall: [paths.mall],
  'security-center': [paths.securityCenter],
  'member-benefits': [paths.memberBenefits],
  'member-home': [paths.memberHome],
  'invite-friends': [paths.inviteFriends],
  'novice-task': [paths.noviceTask],
  'sign-in': [paths.signIn],
  'agent-register': [paths.agentRegister],
  'team-pnl': [paths.teamPnl],
  'team-overview': [paths.teamOverview],
  'member-team': [paths.memberTeam],
  'team-betting': [paths.teamBetting],
  'salary-contract': [paths.salaryContract],
  'dividend-contract': [paths.dividendContract],
  'hour-contract': [paths.hourContract],
} as const satisfies Partial<Record<PageName, readonly AppPath[]>>;

export type RoutedPage = keyof typeof pagePaths;
