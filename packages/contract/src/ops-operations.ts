import type { Operation } from './operation';
import * as audit from './ops-audit';
import * as dashboard from './ops-dashboard';
import * as auth from './ops-auth';
import * as finance from './ops-finance';
import * as gatewayFinance from './ops-gateway-finance';
import * as referralReviews from './ops-referral-reviews';
import * as catalogue from './ops-catalogue';
import * as content from './ops-content';
import * as operatorAdmin from './ops-operator-admin';
import * as members from './ops-members';
import * as protection from './ops-protection';
import * as ageVerification from './protection-age';
import * as engagement from './ops-engagement';
import * as noviceTasks from './ops-novice-tasks';
import * as levels from './member-levels';
import * as feedback from './feedback';
import * as merchant from './ops-merchant';
import * as domains from './ops-domains';
import * as operators from './ops-operators';
import * as promotions from './ops-promotions';
import * as inbox from './ops-inbox';
import * as userAgreement from './user-agreement';
import * as agentQuotas from './ops-agent-quotas';
import * as agentRates from './ops-agent-rates';
import * as agentTree from './ops-agent-tree';
import * as agentContracts from './ops-agent-contracts';

/**
 * The console's calls, apart from `operationsById` so that the player app's route
 * table never carries them. Each names the roles that may make it.
 */
export const opsOperationsById = {
  opsEnrolmentStart: auth.opsEnrolmentStart,
  opsEnrolmentComplete: auth.opsEnrolmentComplete,
  opsSignIn: auth.opsSignIn,
  opsSignOut: auth.opsSignOut,
  opsMe: auth.opsMe,
  opsOperators: operators.opsOperators,
  opsInviteOperator: operators.opsInviteOperator,
  opsAllowedAddresses: operators.opsAllowedAddresses,
  opsSetAllowedAddresses: operators.opsSetAllowedAddresses,
  opsAuditLog: audit.opsAuditLog,
  opsMemberSearch: members.opsMemberSearch,
  opsMemberDetail: members.opsMemberDetail,
  opsMemberLock: members.opsMemberLock,
  opsMemberEndSessions: members.opsMemberEndSessions,
  opsMemberAddNote: members.opsMemberAddNote,
  opsMemberSetLabels: members.opsMemberSetLabels,
  opsMemberSetPayeeName: members.opsMemberSetPayeeName,
  opsMemberProtection: protection.opsMemberProtection,
  opsNearLimits: protection.opsNearLimits,
  opsAgeVerifications: ageVerification.opsAgeVerifications,
  opsAgeDocument: ageVerification.opsAgeDocument,
  opsAgeDecide: ageVerification.opsAgeDecide,
  opsMerchantSettings: merchant.opsMerchantSettings,
  opsUpdateMerchantSettings: merchant.opsUpdateMerchantSettings,
  opsSetMaintenance: merchant.opsSetMaintenance,
  opsMerchantVersions: merchant.opsMerchantVersions,
  opsDomains: domains.opsDomains,
  opsSetDomainBlocked: domains.opsSetDomainBlocked,
  // Deposit and withdraw: finance approves deposits and withdrawals.
  opsDeposits: finance.opsDeposits,
  opsDepositDecide: finance.opsDepositDecide,
  opsDepositSlips: finance.opsDepositSlips,
  opsWithdrawals: finance.opsWithdrawals,
  opsWithdrawalDecide: finance.opsWithdrawalDecide,
  // Gateway payments held for finance, reconciliation and disputes.
  opsHeldNotices: gatewayFinance.opsHeldNotices,
  opsResolveHeldNotice: gatewayFinance.opsResolveHeldNotice,
  opsGatewayReconciliation: gatewayFinance.opsGatewayReconciliation,
  opsDepositDispute: gatewayFinance.opsDepositDispute,
  opsDepositDisputes: gatewayFinance.opsDepositDisputes,
  opsReferralReviews: referralReviews.opsReferralReviews,
  opsReferralDecide: referralReviews.opsReferralDecide,
  // Content and catalogue.
  opsContentList: content.opsContentList,
  opsContentSave: content.opsContentSave,
  opsBannerUpload: content.opsBannerUpload,
  opsHotMatches: content.opsHotMatches,
  opsHotMatchSave: content.opsHotMatchSave,
  opsCatalogueVendors: catalogue.opsCatalogueVendors,
  opsCatalogueVendorUpdate: catalogue.opsCatalogueVendorUpdate,
  opsCatalogueGames: catalogue.opsCatalogueGames,
  opsCatalogueGameUpdate: catalogue.opsCatalogueGameUpdate,
  opsCatalogueLottery: catalogue.opsCatalogueLottery,
  opsCatalogueLotteryUpdate: catalogue.opsCatalogueLotteryUpdate,
  opsUpdateOperator: operatorAdmin.opsUpdateOperator,
  // Promotions.
  opsPromotions: promotions.opsPromotions,
  opsSavePromotion: promotions.opsSavePromotion,
  opsPromotionEntries: promotions.opsPromotionEntries,
  opsReviewPromotionEntry: promotions.opsReviewPromotionEntry,
  opsPromotionCategories: promotions.opsPromotionCategories,
  opsSavePromotionCategory: promotions.opsSavePromotionCategory,
  opsDeletePromotionCategory: promotions.opsDeletePromotionCategory,
  // Inbox.
  opsSendMessage: inbox.opsSendMessage,
  opsMessages: inbox.opsMessages,
  opsUserAgreement: userAgreement.opsUserAgreement,
  opsSaveUserAgreement: userAgreement.opsSaveUserAgreement,
  // Engagement: mall items and stock, points adjustments.
  opsMallItems: engagement.opsMallItems,
  opsSaveMallItem: engagement.opsSaveMallItem,
  opsMemberPoints: engagement.opsMemberPoints,
  opsAdjustPoints: engagement.opsAdjustPoints,
  opsNoviceTasks: noviceTasks.opsNoviceTasks,
  opsSaveNoviceTask: noviceTasks.opsSaveNoviceTask,
  // The console's home page.
  opsDashboard: dashboard.opsDashboard,
  // Member levels.
  opsMemberLevels: levels.opsMemberLevels,
  opsSaveMemberLevel: levels.opsSaveMemberLevel,
  // Feedback answers.
  opsFeedbackList: feedback.opsFeedbackList,
  opsAnswerFeedback: feedback.opsAnswerFeedback,
  // Agents' rebate quotas (issue 32).
  opsAgentQuotas: agentQuotas.opsAgentQuotas,
  opsSetAgentQuota: agentQuotas.opsSetAgentQuota,
  opsAgentRatesOf: agentRates.opsAgentRatesOf,
  opsSetAgentRates: agentRates.opsSetAgentRates,
  // Agent tree, moves, contracts and statements (issue 32).
  opsAgentTree: agentTree.opsAgentTree,
  opsMoveDownline: agentTree.opsMoveDownline,
  opsAgentContracts: agentContracts.opsAgentContracts,
  opsAgentContract: agentContracts.opsAgentContract,
  opsEndAgentContract: agentContracts.opsEndAgentContract,
  opsOfferAgentContract: agentContracts.opsOfferAgentContract,
  opsAgentStatements: agentContracts.opsAgentStatements,
  opsAgentStatementDetail: agentContracts.opsAgentStatementDetail,
  opsPayAgentStatement: agentContracts.opsPayAgentStatement,
  opsAgentCommissionStatement: agentContracts.opsAgentCommissionStatement,
} as const;

export const opsOperations: Operation[] = Object.values(opsOperationsById);
