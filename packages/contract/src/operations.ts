import * as agent from './agent';
import * as agentReports from './agent-reports';
import * as agentContracts from './agent-contracts';
import * as agentStatement from './agent-statement';
import * as engagement from './engagement';
import * as games from './games';
import * as lottery from './lottery';
import * as lotteryOrders from './lottery-orders';
import * as member from './member';
import * as memberSessions from './member-sessions';
import * as memberSecurity from './member-security';
import * as memberProfile from './member-profile';
import * as memberLevels from './member-levels';
import * as domainFailover from './domain-failover';
import * as feedback from './feedback';
import * as messages from './messages';
import * as moneyDeposit from './money-deposit';
import * as moneyGateway from './money-gateway';
import * as moneyPromotions from './money-promotions';
import * as moneyWithdraw from './money-withdraw';
import type { Operation } from './operation';
import * as password from './password';
import * as promotions from './promotions';
import * as promotionActions from './promotion-actions';
import * as inbox from './inbox';
import * as userAgreement from './user-agreement';
import * as session from './session';
import * as identitySignIn from './identity-sign-in';
import * as system from './system';
import * as verification from './verification';
import * as wallet from './wallet';
import * as records from './records';
import * as protection from './protection';
import * as realityChecks from './protection-reality-check';
import * as ageVerification from './protection-age';
import * as pushReminders from './push-reminders';

/**
 * Every call of the contract by its operationId, in the order the OpenAPI document lists them: the
 * one place that names a call. The browser's zod-free `routes` table derives from it (routes.ts).
 */
export const operationsById = {
  siteStatus: system.siteStatus,
  consolidatedSettings: system.consolidatedSettings,
  whitelabel: system.whitelabel,
  countryList: system.countryList,
  domainRoute: system.domainRoute,
  domainProbe: domainFailover.domainProbe,
  domainReport: domainFailover.domainReport,
  createHandover: domainFailover.createHandover,
  redeemHandover: domainFailover.redeemHandover,
  registerSettings: system.registerSettingsOp,
  login: session.login,
  trialLogin: session.trialLogin,
  captcha: session.captcha,
  smsCodeNoLogin: session.smsCodeNoLogin,
  logout: session.logout,
  sessionRenew: session.sessionRenew,
  identityProviders: identitySignIn.identityProviders,
  identityStart: identitySignIn.identityStart,
  identityCallback: identitySignIn.identityCallback,
  identityRegister: identitySignIn.identityRegister,
  identityLinks: identitySignIn.identityLinks,
  memberSessions: memberSessions.memberSessions,
  endMemberSession: memberSessions.endMemberSession,
  endOtherSessions: memberSessions.endOtherSessions,
  protectionState: protection.protectionState,
  setProtectionLimit: protection.setProtectionLimit,
  confirmProtectionLimit: protection.confirmProtectionLimit,
  cancelProtectionLimit: protection.cancelProtectionLimit,
  setSessionTimeLimit: protection.setSessionTimeLimit,
  dismissProtectionPrompt: protection.dismissProtectionPrompt,
  startExclusion: protection.startExclusion,
  realityCheck: realityChecks.realityCheck,
  setRealityCheck: realityChecks.setRealityCheck,
  ageVerification: ageVerification.ageVerification,
  submitAgeDocument: ageVerification.submitAgeDocument,
  altchaChallenge: verification.altchaChallenge,
  register: member.register,
  registerMobile: member.registerMobile,
  trialUser: member.trialUser,
  checkUsername: member.checkUsername,
  memberInfo: member.memberInfo,
  changePassword: password.changePassword,
  resetPasswordBySms: password.resetPasswordBySms,
  passwordEmail: password.passwordEmail,
  resetPasswordByEmail: password.resetPasswordByEmail,
  setPaymentPassword: password.setPaymentPassword,
  hasWithdrawalPassword: password.hasWithdrawalPassword,
  affiliateCheck: agent.affiliateCheck,
  contractRequest: agent.contractRequest,
  agentInvitation: agent.agentInvitation,
  openDownline: agent.openDownline,
  teamOverview: agent.teamOverview,
  teamMembers: agent.teamMembers,
  agentTransfer: agent.agentTransfer,
  teamPnl: agentReports.teamPnl,
  teamBets: agentReports.teamBets,
  teamTransactions: agentReports.teamTransactions,
  agentRebates: agentReports.agentRebates,
  setDownlineQuota: agentReports.setDownlineQuota,
  agentStatement: agentStatement.agentStatement,
  salaryContract: agentContracts.salaryContract,
  dividendContract: agentContracts.dividendContract,
  hourContract: agentContracts.hourContract,
  offerContract: agentContracts.offerContract,
  downlineContracts: agentContracts.downlineContracts,
  decideContract: agentContracts.decideContract,
  announcements: promotions.announcements,
  markAnnouncementRead: promotions.markAnnouncementRead,
  hotMatch: promotions.hotMatchOp,
  gameList: games.gameList,
  hotGames: games.hotGames,
  vendorGameTypes: games.vendorGameTypes,
  recentGames: games.recentGames,
  addRecentGame: games.addRecentGame,
  favouriteIds: games.favouriteIds,
  favouriteList: games.favouriteList,
  addFavourite: games.addFavourite,
  removeFavourite: games.removeFavourite,
  launchGame: games.launchGame,
  mobileGames: games.mobileGames,
  recentGameMenu: games.recentGameMenu,
  walletBalance: wallet.walletBalance,
  bettingRecords: wallet.bettingRecords,
  lotteryMenu: lottery.lotteryMenu,
  lotteryGameMenus: lottery.lotteryGameMenus,
  recentLottery: lottery.recentLottery,
  lotteryDrawNumber: lottery.lotteryDrawNumber,
  lotteryResults: lottery.lotteryResults,
  lotteryLaunch: lottery.lotteryLaunch,
  lotteryPageCode: lottery.lotteryPageCode,
  // Lottery orders, and draws anyone can verify.
  lotteryPlaceOrder: lotteryOrders.lotteryPlaceOrder,
  lotteryOrders: lotteryOrders.lotteryOrders,
  lotteryOrderDetail: lotteryOrders.lotteryOrderDetail,
  lotteryCancelSubOrders: lotteryOrders.lotteryCancelSubOrders,
  lotteryFairDraws: lotteryOrders.lotteryFairDraws,
  chatLaunch: messages.chatLaunch,
  // The member's records.
  betRecords: records.betRecords,
  transactionRecords: records.transactionRecords,
  profitLoss: records.profitLoss,
  // Deposit and withdraw: payee name, bank cards, withdraw, deposit.
  setPayeeName: moneyWithdraw.setPayeeName,
  bankList: moneyWithdraw.bankList,
  bankCards: moneyWithdraw.bankCards,
  addBankCard: moneyWithdraw.addBankCard,
  removeBankCard: moneyWithdraw.removeBankCard,
  setDefaultBankCard: moneyWithdraw.setDefaultBankCard,
  withdrawRules: moneyWithdraw.withdrawRules,
  requestWithdraw: moneyWithdraw.requestWithdraw,
  withdrawals: moneyWithdraw.withdrawals,
  depositMethods: moneyDeposit.depositMethods,
  createPromptPayDeposit: moneyDeposit.createPromptPayDeposit,
  depositStatus: moneyDeposit.depositStatus,
  pendingDeposits: moneyDeposit.pendingDeposits,
  // Security centre: login history, e-mail and number binding, two-factor sign-in.
  securityConfig: memberSecurity.securityConfig,
  loginHistory: memberSecurity.loginHistory,
  emailCode: memberSecurity.emailCode,
  bindEmail: memberSecurity.bindEmail,
  mobileCode: memberSecurity.mobileCode,
  bindMobile: memberSecurity.bindMobile,
  twoFactorEnrol: memberSecurity.twoFactorEnrol,
  twoFactorConfirm: memberSecurity.twoFactorConfirm,
  twoFactorDisable: memberSecurity.twoFactorDisable,
  loginTwoFactor: memberSecurity.loginTwoFactor,
  // Member centre: nickname and head icon.
  setNickname: memberProfile.setNickname,
  memberIcon: memberProfile.memberIcon,
  uploadIcon: memberProfile.uploadIcon,
  // Promotions: join and claim.
  joinPromotion: promotionActions.joinPromotion,
  claimPromotion: promotionActions.claimPromotion,
  promotionCategories: promotionActions.promotionCategories,
  referralStatus: promotionActions.referralStatus,
  // Inbox.
  inbox: inbox.inbox,
  readInboxMessage: inbox.readInboxMessage,
  deleteInboxMessage: inbox.deleteInboxMessage,
  userAgreement: userAgreement.userAgreement,
  // Engagement: points, daily sign-in, novice tasks, points mall, reward center.
  pointsSummary: engagement.pointsSummary,
  signInCalendar: engagement.signInCalendar,
  dailySignIn: engagement.dailySignIn,
  noviceTasks: engagement.noviceTasks,
  claimNoviceTask: engagement.claimNoviceTask,
  mallItems: engagement.mallItems,
  redeemMallItem: engagement.redeemMallItem,
  rewardCenter: engagement.rewardCenter,
  inviteInfo: engagement.inviteInfo,
  // Member levels and benefits.
  memberLevels: memberLevels.memberLevels,
  // Feedback.
  sendFeedback: feedback.sendFeedback,
  myFeedback: feedback.myFeedback,
  createBankTransferDeposit: moneyDeposit.createBankTransferDeposit,
  uploadDepositSlip: moneyDeposit.uploadDepositSlip,
  // Deposit through a payment gateway, and the demo gateway's signed callback.
  createGatewayDeposit: moneyGateway.createGatewayDeposit,
  demoGatewayCallback: moneyGateway.demoGatewayCallback,
  // Promo list and accept promo on the deposit page.
  depositPromotions: moneyPromotions.depositPromotions,
  acceptDepositPromotion: moneyPromotions.acceptDepositPromotion,
  // Draw reminders by web push (issue 33).
  pushPublicKey: pushReminders.pushPublicKey,
  pushSubscribe: pushReminders.pushSubscribe,
  pushUnsubscribe: pushReminders.pushUnsubscribe,
  reminderPreferences: pushReminders.reminderPreferences,
  setReminderPreferences: pushReminders.setReminderPreferences,
} as const;

/** Every call of the contract, in the order the OpenAPI document lists them. */
export const operations: Operation[] = Object.values(operationsById);
