import type { Operation } from './operation';
import * as audit from './ops-audit';
import * as auth from './ops-auth';
import * as finance from './ops-finance';
import * as members from './ops-members';
import * as merchant from './ops-merchant';
import * as operators from './ops-operators';

/**
 * The console's calls (issue 17), apart from `operationsById` so that the player app's route
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
  opsMerchantSettings: merchant.opsMerchantSettings,
  opsUpdateMerchantSettings: merchant.opsUpdateMerchantSettings,
  opsSetMaintenance: merchant.opsSetMaintenance,
  opsMerchantVersions: merchant.opsMerchantVersions,
  // Deposit and withdraw (issue 18): finance approves deposits and withdrawals.
  opsDeposits: finance.opsDeposits,
  opsDepositDecide: finance.opsDepositDecide,
  opsDepositSlips: finance.opsDepositSlips,
  opsWithdrawals: finance.opsWithdrawals,
  opsWithdrawalDecide: finance.opsWithdrawalDecide,
} as const;

export const opsOperations: Operation[] = Object.values(opsOperationsById);
