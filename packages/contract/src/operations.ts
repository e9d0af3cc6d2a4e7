import * as agent from './agent';
import * as games from './games';
import * as lottery from './lottery';
import * as member from './member';
import * as memberSessions from './member-sessions';
import * as messages from './messages';
import type { Operation } from './operation';
import * as password from './password';
import * as promotions from './promotions';
import * as session from './session';
import * as system from './system';
import * as verification from './verification';
import * as wallet from './wallet';

/** Every call of the contract, in the order the OpenAPI document lists them. */
export const operations: Operation[] = [
  system.siteStatus,
  system.consolidatedSettings,
  system.whitelabel,
  system.countryList,
  system.domainRoute,
  system.registerSettingsOp,
  session.login,
  session.trialLogin,
  session.captcha,
  session.smsCodeNoLogin,
  session.logout,
  session.sessionRenew,
  memberSessions.memberSessions,
  memberSessions.endMemberSession,
  memberSessions.endOtherSessions,
  verification.altchaChallenge,
  member.register,
  member.registerMobile,
  member.trialUser,
  member.checkUsername,
  member.memberInfo,
  password.changePassword,
  password.resetPasswordBySms,
  password.passwordEmail,
  password.resetPasswordByEmail,
  password.setPaymentPassword,
  password.hasWithdrawalPassword,
  agent.affiliateCheck,
  agent.contractRequest,
  promotions.announcements,
  promotions.markAnnouncementRead,
  promotions.hotMatchOp,
  games.gameList,
  games.hotGames,
  games.vendorGameTypes,
  games.recentGames,
  games.addRecentGame,
  games.favouriteIds,
  games.favouriteList,
  games.addFavourite,
  games.removeFavourite,
  games.launchGame,
  games.mobileGames,
  games.recentGameMenu,
  wallet.walletBalance,
  wallet.bettingRecords,
  lottery.lotteryMenu,
  lottery.lotteryGameMenus,
  lottery.recentLottery,
  lottery.lotteryDrawNumber,
  lottery.lotteryResults,
  lottery.lotteryLaunch,
  lottery.lotteryPageCode,
  messages.chatLaunch,
];
