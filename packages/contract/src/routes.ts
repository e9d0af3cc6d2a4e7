import type { HttpMethod, Operation } from './operation';
import type * as agent from './agent';
import type * as games from './games';
import type * as lottery from './lottery';
import type * as member from './member';
import type * as memberSessions from './member-sessions';
import type * as messages from './messages';
import type * as password from './password';
import type * as promotions from './promotions';
import type * as session from './session';
import type * as system from './system';
import type * as verification from './verification';
import type * as wallet from './wallet';

/**
 * Every call's name, method and path without its schemas: what the browser needs to make a call.
 * Importing an operation brings zod and every schema with it; a route brings a few bytes, and its
 * type still carries the operation's query, body and value (type-only imports, erased at build).
 * A contract test keeps this table equal to `operations`.
 */
export interface Route<O extends Operation = Operation> {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the operation's type. */
  readonly __operation?: O;
}

const route = <O extends Operation>(
  operationId: string,
  method: HttpMethod,
  path: string,
): Route<O> => ({
  operationId,
  method,
  path,
});

export const routes = {
  siteStatus: route<typeof system.siteStatus>('siteStatus', 'GET', '/wps/system/status'),
  consolidatedSettings: route<typeof system.consolidatedSettings>(
    'consolidatedSettings',
    'GET',
    '/wps/system/settings/consolidated',
  ),
  whitelabel: route<typeof system.whitelabel>('whitelabel', 'GET', '/wps/system/whitelabel'),
  countryList: route<typeof system.countryList>('countryList', 'GET', '/wps/system/country'),
  domainRoute: route<typeof system.domainRoute>('domainRoute', 'GET', '/wps/system/domainRoute'),
  registerSettings: route<typeof system.registerSettingsOp>(
    'registerSettings',
    'GET',
    '/wps/system/setting/register',
  ),
  login: route<typeof session.login>('login', 'POST', '/wps/session/login'),
  trialLogin: route<typeof session.trialLogin>('trialLogin', 'POST', '/wps/session/login/freeplay'),
  captcha: route<typeof session.captcha>('captcha', 'GET', '/wps/captcha'),
  smsCodeNoLogin: route<typeof session.smsCodeNoLogin>(
    'smsCodeNoLogin',
    'POST',
    '/wps/verification/sms/noLogin',
  ),
  logout: route<typeof session.logout>('logout', 'DELETE', '/wps/session'),
  sessionRenew: route<typeof session.sessionRenew>('sessionRenew', 'PUT', '/wps/session/renew'),
  memberSessions: route<typeof memberSessions.memberSessions>(
    'memberSessions',
    'GET',
    '/wps/member/sessions',
  ),
  endMemberSession: route<typeof memberSessions.endMemberSession>(
    'endMemberSession',
    'POST',
    '/wps/member/sessions/end',
  ),
  endOtherSessions: route<typeof memberSessions.endOtherSessions>(
    'endOtherSessions',
    'POST',
    '/wps/member/sessions/end-others',
  ),
  altchaChallenge: route<typeof verification.altchaChallenge>(
    'altchaChallenge',
    'GET',
    '/wps/verification/altcha',
  ),
  register: route<typeof member.register>('register', 'PUT', '/wps/member/register'),
  registerMobile: route<typeof member.registerMobile>(
    'registerMobile',
    'PUT',
    '/wps/member/register/mobile',
  ),
  trialUser: route<typeof member.trialUser>('trialUser', 'POST', '/wps/member/trialuser'),
  checkUsername: route<typeof member.checkUsername>('checkUsername', 'GET', '/wps/check/username'),
  memberInfo: route<typeof member.memberInfo>('memberInfo', 'GET', '/wps/member/info'),
  changePassword: route<typeof password.changePassword>(
    'changePassword',
    'PUT',
    '/wps/member/password',
  ),
  resetPasswordBySms: route<typeof password.resetPasswordBySms>(
    'resetPasswordBySms',
    'PUT',
    '/wps/member/password/verification',
  ),
  passwordEmail: route<typeof password.passwordEmail>(
    'passwordEmail',
    'POST',
    '/wps/member/password/email',
  ),
  resetPasswordByEmail: route<typeof password.resetPasswordByEmail>(
    'resetPasswordByEmail',
    'PUT',
    '/wps/member/password/email',
  ),
  setPaymentPassword: route<typeof password.setPaymentPassword>(
    'setPaymentPassword',
    'PUT',
    '/wps/member/paymentPassword',
  ),
  hasWithdrawalPassword: route<typeof password.hasWithdrawalPassword>(
    'hasWithdrawalPassword',
    'GET',
    '/wps/member/hasWithdrawalPassword',
  ),
  affiliateCheck: route<typeof agent.affiliateCheck>(
    'affiliateCheck',
    'GET',
    '/wps/affiliate/check',
  ),
  contractRequest: route<typeof agent.contractRequest>(
    'contractRequest',
    'GET',
    '/wps/agent/contract',
  ),
  announcements: route<typeof promotions.announcements>(
    'announcements',
    'GET',
    '/wps/announcements',
  ),
  markAnnouncementRead: route<typeof promotions.markAnnouncementRead>(
    'markAnnouncementRead',
    'POST',
    '/wps/announcements/read',
  ),
  hotMatch: route<typeof promotions.hotMatchOp>('hotMatch', 'GET', '/wps/announcements/hotmatch'),
  gameList: route<typeof games.gameList>('gameList', 'GET', '/lgw/games/list'),
  hotGames: route<typeof games.hotGames>('hotGames', 'GET', '/lgw/games/popular'),
  vendorGameTypes: route<typeof games.vendorGameTypes>(
    'vendorGameTypes',
    'GET',
    '/lgw/games/vendor/types',
  ),
  recentGames: route<typeof games.recentGames>('recentGames', 'GET', '/lgw/games/recent'),
  addRecentGame: route<typeof games.addRecentGame>('addRecentGame', 'GET', '/lgw/games/recent/add'),
  favouriteIds: route<typeof games.favouriteIds>(
    'favouriteIds',
    'GET',
    '/lgw/games/favourites/ids',
  ),
  favouriteList: route<typeof games.favouriteList>('favouriteList', 'GET', '/lgw/games/favourites'),
  addFavourite: route<typeof games.addFavourite>('addFavourite', 'POST', '/lgw/games/favourites'),
  removeFavourite: route<typeof games.removeFavourite>(
    'removeFavourite',
    'DELETE',
    '/lgw/games/favourites',
  ),
  launchGame: route<typeof games.launchGame>('launchGame', 'GET', '/wps/game/launchGame'),
  mobileGames: route<typeof games.mobileGames>('mobileGames', 'GET', '/lgw/games/mobile'),
  recentGameMenu: route<typeof games.recentGameMenu>(
    'recentGameMenu',
    'GET',
    '/lgw/games/recent/menu',
  ),
  walletBalance: route<typeof wallet.walletBalance>('walletBalance', 'GET', '/wps/wallet/balance'),
  bettingRecords: route<typeof wallet.bettingRecords>('bettingRecords', 'GET', '/wps/wallet/bets'),
  lotteryMenu: route<typeof lottery.lotteryMenu>('lotteryMenu', 'GET', '/lgw/vn/games/game_menu'),
  lotteryGameMenus: route<typeof lottery.lotteryGameMenus>(
    'lotteryGameMenus',
    'GET',
    '/lgw/games/game_menus',
  ),
  recentLottery: route<typeof lottery.recentLottery>(
    'recentLottery',
    'GET',
    '/lgw/games/game_menus/recent',
  ),
  lotteryDrawNumber: route<typeof lottery.lotteryDrawNumber>(
    'lotteryDrawNumber',
    'GET',
    '/lotto/lgw/games/opened/numero',
  ),
  lotteryResults: route<typeof lottery.lotteryResults>(
    'lotteryResults',
    'GET',
    '/lotto/lgw/games/results',
  ),
  lotteryLaunch: route<typeof lottery.lotteryLaunch>(
    'lotteryLaunch',
    'GET',
    '/wps/game/lottery/launch',
  ),
  lotteryPageCode: route<typeof lottery.lotteryPageCode>(
    'lotteryPageCode',
    'POST',
    '/wps/game/lottery/pageCode',
  ),
  chatLaunch: route<typeof messages.chatLaunch>('chatLaunch', 'GET', '/wps/message/chat/launch'),
} as const;
