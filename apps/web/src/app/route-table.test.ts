import { describe, expect, it } from 'vitest';
import { pageNames, pages } from '@/config/pages';
import { pageRouteOf } from './route-table';

// §2.1, every path and alias with the page it must show.
const expected: [string, string][] = [
  ['/', 'home'],
  ['/m', 'home'],
  ['/m/', 'home'],
  ['/m/index', 'home'],
  ['/m/index.html', 'home'],
  ['/m/home', 'home'],
  ['/m/login', 'login'],
  ['/m/register', 'register'],
  ['/m/register.html', 'register'],
  ['/m/forget', 'forget'],
  ['/m/changePsw', 'change-password'],
  ['/m/notice', 'notice'],
  ['/m/service', 'service'],
  ['/m/promotions', 'promotions'],
  ['/m/activity', 'promotions'],
  ['/m/useragreement', 'user-agreement'],
  ['/m/sports', 'game-center'],
  ['/m/gameCenter', 'game-center'],
  ['/m/rng', 'game-list'],
  ['/m/live', 'game-list'],
  ['/m/fish', 'game-list'],
  ['/m/pvp', 'game-list'],
  ['/m/gameList', 'game-list'],
  ['/m/game', 'game-list'],
  ['/m/elott', 'lottery'],
  ['/m/lottery', 'lottery'],
  ['/m/startLottery', 'start-lottery'],
  ['/m/launchGame', 'launch-game'],
  ['/m/trail', 'trial'],
  ['/m/webEmail', 'web-email'],
  ['/m/appDownload', 'app-download'],
  ['/m/myAccount/index', 'my-account'],
  ['/m/voucherCenter', 'deposit'],
  ['/m/withdraw', 'withdraw'],
  ['/m/gameRecord', 'game-record'],
  ['/m/transaction/record', 'transaction-record'],
  ['/m/profitandloss', 'profit-and-loss'],
  ['/m/rewardCenter', 'reward-center'],
  ['/m/mall/mallHome', 'mall'],
  ['/m/securityCenter', 'security-center'],
  ['/m/member/benefits', 'member-benefits'],
  ['/m/member/home', 'member-home'],
  ['/m/inviteFriends', 'invite-friends'],
  ['/m/activity/noviceTask', 'novice-task'],
  ['/m/activity/signIn', 'sign-in'],
  ['/m/agentRegister', 'agent-register'],
  ['/m/agent/team/pnl', 'team-pnl'],
  ['/m/agent/team/overview', 'team-overview'],
  ['/m/member/team', 'member-team'],
  ['/m/teamBetting', 'team-betting'],
  ['/m/member/agent/getSalaryContract', 'salary-contract'],
  ['/m/member/agent/getDevidendContract', 'dividend-contract'],
  ['/m/member/agent/getHourContract', 'hour-contract'],
  ['/m/agent/statement', 'agent-statement'],
];

describe('route table', () => {
  it.each(expected)('%s shows %s', (path, page) => {
    expect(pageRouteOf(path).page).toBe(page);
  });

  it.each(['/m/nope', '/x', '/m/member/unknown', '/m/login/extra'])(
    'unknown %s shows home',
    (path) => {
      expect(pageRouteOf(path).page).toBe('home');
    },
  );

  it('accepts a trailing slash on a page path', () => {
    expect(pageRouteOf('/m/login/').page).toBe('login');
  });

  it('has no path or path name declared by two pages', () => {
    const names = pageNames.flatMap((page) => Object.keys(pages[page].paths));
    const declared = pageNames.flatMap((page) =>
      Object.values(pages[page].paths).map((path) => path.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
