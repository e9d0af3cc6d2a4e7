import type { FirstViewSet } from '@lotto/contract';

/**
 * Every page of §2.1, declared once: its paths (named, aliases included), title, session need,
 * frame rules (§2.2) and the first-view calls the server answers inside the index. The page's code
 * is `src/app/routes/<name>.tsx` (loaded lazily); its name is also its data-testid (`page-<name>`).
 * The router table, the named paths, the titles, the frame rules, route-assets.json (which the
 * server reads for its first-view table) and the route tests all derive from this list.
 * Plain data: the build reads it without loading the app.
 */
export interface PageDeclaration {
  /** Named paths; the first is the one links use, the rest are aliases that show the same page. */
  paths: Readonly<Record<string, `/${string}`>>;
  /** The locale key of the page's title. */
  title: `title.${string}`;
  /** §6: account pages, deposit and withdraw need a session; others are open. */
  session?: 'required';
  /** §2.2: top bars are hidden on game and login paths. */
  topBar?: false;
  /** §2.2: every page except login and register has the bottom menu, side panel and footer. */
  bottomMenu?: false;
  /** §2.2: 'home' sends the back arrow to /m/home, 'none' drops it; otherwise back one step. */
  back?: 'home' | 'none';
  /** §2.2: on /m/changePsw the right side of the top bar is empty. */
  emptyRight?: true;
  /** The first calls the server answers inside the index (packages/contract/src/first-view.ts). */
  firstView?: FirstViewSet;
  /** A path that stands for a query: `/m/rng` is `/m/gameList?gameType=RNG` (§2.8). */
  impliedQuery?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const pages = {
  home: {
    paths: {
      home: '/m/home',
      root: '/',
      base: '/m',
      baseSlash: '/m/',
      index: '/m/index',
      indexHtml: '/m/index.html',
    },
    title: 'title.home',
    firstView: 'home',
  },
  login: { paths: { login: '/m/login' }, title: 'title.login', topBar: false, bottomMenu: false },
  register: {
    paths: { register: '/m/register', registerHtml: '/m/register.html' },
    title: 'title.register',
    bottomMenu: false,
    back: 'home',
    firstView: 'register',
  },
  forget: { paths: { forget: '/m/forget' }, title: 'title.forget', back: 'home' },
  /** Where an identity provider (Google, Facebook, LINE) sends the player back after sign-in. */
  'identity-callback': {
    paths: { identityCallback: '/m/identity/callback' },
    title: 'title.identity_sign_in',
    topBar: false,
    bottomMenu: false,
  },
  'change-password': {
    paths: { changePassword: '/m/changePsw' },
    title: 'title.change_password',
    back: 'none',
    emptyRight: true,
  },
  notice: {
    paths: { notice: '/m/notice' },
    title: 'title.notice',
    back: 'home',
    firstView: 'notice',
  },
  service: { paths: { service: '/m/service' }, title: 'title.service' },
  promotions: {
    paths: { promotions: '/m/promotions', activity: '/m/activity' },
    title: 'title.promotions',
    back: 'home',
    firstView: 'promotions',
  },
  'user-agreement': {
    paths: { userAgreement: '/m/useragreement' },
    title: 'title.user_agreement',
    firstView: 'agreement',
  },
  'game-center': {
    paths: { sports: '/m/sports', gameCenter: '/m/gameCenter' },
    title: 'title.game_center',
    firstView: 'gameCenter',
  },
  'game-list': {
    paths: {
      rng: '/m/rng',
      live: '/m/live',
      fish: '/m/fish',
      pvp: '/m/pvp',
      gameList: '/m/gameList',
      game: '/m/game',
    },
    title: 'title.game_list',
    // §2.8 the list has its own header (back, title or filter chips, search).
    topBar: false,
    firstView: 'gameList',
    impliedQuery: {
      '/m/rng': { gameType: 'RNG' },
      '/m/live': { gameType: 'LIVE' },
      '/m/pvp': { gameType: 'PVP' },
      '/m/fish': { gameType: 'FISH' },
    },
  },
  lottery: {
    paths: { elott: '/m/elott', lottery: '/m/lottery' },
    title: 'title.lottery',
    firstView: 'lottery',
  },
  'start-lottery': {
    paths: { startLottery: '/m/startLottery' },
    title: 'title.start_lottery',
    topBar: false,
  },
  'launch-game': {
    paths: { launchGame: '/m/launchGame' },
    title: 'title.launch_game',
    topBar: false,
  },
  trial: { paths: { trial: '/m/trail' }, title: 'title.trial', back: 'home' },
  'web-email': {
    paths: { webEmail: '/m/webEmail' },
    title: 'title.web_email',
    session: 'required',
  },
  'app-download': { paths: { appDownload: '/m/appDownload' }, title: 'title.app_download' },
  'my-account': {
    paths: { myAccount: '/m/myAccount/index' },
    title: 'title.my_account',
    session: 'required',
  },
  deposit: { paths: { deposit: '/m/voucherCenter' }, title: 'title.deposit', session: 'required' },
  withdraw: { paths: { withdraw: '/m/withdraw' }, title: 'title.withdraw', session: 'required' },
  'game-record': {
    paths: { gameRecord: '/m/gameRecord' },
    title: 'title.game_record',
    session: 'required',
  },
  'transaction-record': {
    paths: { transactionRecord: '/m/transaction/record' },
    title: 'title.transaction_record',
    session: 'required',
  },
  'profit-and-loss': {
    paths: { profitAndLoss: '/m/profitandloss' },
    title: 'title.profit_and_loss',
    session: 'required',
  },
  'reward-center': {
    paths: { rewardCenter: '/m/rewardCenter' },
    title: 'title.reward_center',
    session: 'required',
  },
  // §2.1: the points mall is reachable without the login check.
  mall: { paths: { mall: '/m/mall/mallHome' }, title: 'title.mall' },
  'security-center': {
    paths: { securityCenter: '/m/securityCenter' },
    title: 'title.security_center',
    session: 'required',
  },
  // Issue 34: limits, reality checks, time-out and self-exclusion (no path in §2.1; this one).
  'responsible-gaming': {
    paths: { responsibleGaming: '/m/responsibleGaming' },
    title: 'title.responsible_gaming',
    session: 'required',
  },
  // Issue 34: the member's ID document and age verification state (no path in §2.1; this one).
  'age-verification': {
    paths: { ageVerification: '/m/ageVerification' },
    title: 'title.age_verification',
    session: 'required',
  },
  'member-benefits': {
    paths: { memberBenefits: '/m/member/benefits' },
    title: 'title.member_benefits',
    session: 'required',
  },
  // §2.1 names no feedback path (its configured routes are not shown); this one.
  feedback: {
    paths: { feedback: '/m/member/feedback' },
    title: 'title.feedback',
    session: 'required',
  },
  'member-home': {
    paths: { memberHome: '/m/member/home' },
    title: 'title.member_home',
    session: 'required',
  },
  'invite-friends': {
    paths: { inviteFriends: '/m/inviteFriends' },
    title: 'title.invite_friends',
    session: 'required',
  },
  'novice-task': {
    paths: { noviceTask: '/m/activity/noviceTask' },
    title: 'title.novice_task',
    session: 'required',
  },
  'sign-in': {
    paths: { signIn: '/m/activity/signIn' },
    title: 'title.sign_in',
    session: 'required',
  },
  'agent-register': {
    paths: { agentRegister: '/m/agentRegister' },
    title: 'title.agent_register',
    session: 'required',
  },
  'team-pnl': {
    paths: { teamPnl: '/m/agent/team/pnl' },
    title: 'title.team_pnl',
    session: 'required',
  },
  'team-overview': {
    paths: { teamOverview: '/m/agent/team/overview' },
    title: 'title.team_overview',
    session: 'required',
  },
  'member-team': {
    paths: { memberTeam: '/m/member/team' },
    title: 'title.member_team',
    session: 'required',
  },
  'team-betting': {
    paths: { teamBetting: '/m/teamBetting' },
    title: 'title.team_betting',
    session: 'required',
  },
  'salary-contract': {
    paths: { salaryContract: '/m/member/agent/getSalaryContract' },
    title: 'title.salary_contract',
    session: 'required',
  },
  'dividend-contract': {
    paths: { dividendContract: '/m/member/agent/getDevidendContract' },
    title: 'title.dividend_contract',
    session: 'required',
  },
  'hour-contract': {
    paths: { hourContract: '/m/member/agent/getHourContract' },
    title: 'title.hour_contract',
    session: 'required',
  },
  'agent-statement': {
    paths: { agentStatement: '/m/agent/statement' },
    title: 'title.agent_statement',
    session: 'required',
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof pages;
export const pageNames = Object.keys(pages) as PageName[];

/** The declaration of a page, widened to the interface (optional fields readable). */
export const pageOf = (name: PageName): PageDeclaration => pages[name];

/** Every path of a page, the one links use first. */
export const pathsOf = (name: PageName): readonly string[] => Object.values(pages[name].paths);

const impliedQueryByPath = new Map(
  pageNames.flatMap((name) =>
    Object.entries(pageOf(name).impliedQuery ?? {}).map(([path, q]) => [path.toLowerCase(), q]),
  ),
);

/** The query with what its path stands for set in it (the path wins over the query). */
export const withImpliedQuery = (pathname: string, search: URLSearchParams): URLSearchParams => {
  const implied = impliedQueryByPath.get(pathname.replace(/\/+$/, '').toLowerCase());
  if (!implied) return search;
  const merged = new URLSearchParams(search);
  for (const [name, value] of Object.entries(implied)) merged.set(name, value);
  return merged;
};

/** Titles by page, for the places that name a page's title without its route. */
export const pageTitleKeys = Object.fromEntries(pageNames.map((n) => [n, pages[n].title])) as {
  [N in PageName]: (typeof pages)[N]['title'];
};
