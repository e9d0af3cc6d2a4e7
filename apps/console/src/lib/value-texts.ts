import {
  ContractKind,
  ContractState,
  ContractStatementState,
  DepositMethod,
  DepositState,
  DividendPeriod,
  FEEDBACK_TYPES,
  MEMBER_LOGIN_METHODS,
  POINTS_REASONS,
  REFERRAL_REWARD_STATUSES,
  gameCategories,
  MEMBER_LEDGER_ACCOUNTS,
  TransactionKind,
  WithdrawalState,
  memberRow,
  operatorItem,
  operatorRoles,
  opsDepositDisputeRow,
} from '@lotto/contract';

/**
 * Every kind of stored value an operator reads in a chip or a column, with each value the
 * contract allows: the locale files word each one under `console.values.<kind>.<value>`.
 */
export const VALUE_KINDS = {
  member_status: memberRow.shape.status.options,
  login_method: MEMBER_LOGIN_METHODS,
  deposit_method: Object.values(DepositMethod),
  deposit_state: Object.values(DepositState),
  withdrawal_state: Object.values(WithdrawalState),
  referral_status: REFERRAL_REWARD_STATUSES,
  operator_status: operatorItem.shape.status.options,
  operator_role: operatorRoles,
  feedback_type: FEEDBACK_TYPES,
  points_reason: POINTS_REASONS,
  contract_kind: Object.values(ContractKind),
  dividend_period: Object.values(DividendPeriod),
  contract_state: Object.values(ContractState),
  statement_state: Object.values(ContractStatementState),
  dispute_state: opsDepositDisputeRow.shape.state.options,
  /** The ledger's transaction kinds: free text in the ledger, the contract lists every one posted. */
  ledger_kind: Object.values(TransactionKind),
  ledger_account: MEMBER_LEDGER_ACCOUNTS,
  game_category: gameCategories,
} as const satisfies Record<string, readonly string[]>;

export type ValueKind = keyof typeof VALUE_KINDS;

/** The locale key of one value of a kind. */
export const valueKey = (kind: ValueKind, value: string) => `console.values.${kind}.${value}`;

/** A code the console has no text for yet, as words: `jackpot_bonus` reads "jackpot bonus". */
const readableCode = (value: string) => value.replace(/[_-]+/g, ' ').trim() || value;

/** A value in the operator's language; one the console does not know yet shows as its words. */
export const valueText = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  kind: ValueKind,
  value: string,
) => translate(valueKey(kind, value), { _: readableCode(value) });
