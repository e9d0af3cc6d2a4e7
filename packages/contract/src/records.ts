import { z } from 'zod';
import { gameCategories } from './enums';
import {
  decimalString,
  epochMs,
  queryCode,
  queryInt,
  recordId,
  unsignedDecimalString,
} from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';

/*
 * Records (§1 betting record, account record, profit and loss; §7 "reports"). Paths
 * chosen: /wps/wallet/reports/{bets,transactions,profitloss}. Dates are the merchant's time zone.
 */
const tags = ['wallet'];

/** The date ranges of the records pages; custom takes from and to (YYYY-MM-DD, inclusive). */
export const RecordRange = {
  today: 'today',
  yesterday: 'yesterday',
  last7Days: '7d',
  last30Days: '30d',
  custom: 'custom',
} as const;
export type RecordRange = (typeof RecordRange)[keyof typeof RecordRange];
/** The longest custom range, in days. */
export const RECORD_RANGE_MAX_DAYS = 92;

/** A day of a custom range (YYYY-MM-DD); the team reports take them as the records pages do. */
export const recordDay = (field: string) =>
  text(field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-01-31`)
    .max(10)
    .optional();

export const recordRangeQuery = {
  range: z
    .enum(RecordRange, { error: 'range must be today, yesterday, 7d, 30d or custom' })
    .default('today'),
  /** The first day of a custom range (YYYY-MM-DD, the merchant's time zone). */
  from: recordDay('from'),
  /** The last day of a custom range, included; at most RECORD_RANGE_MAX_DAYS after `from`. */
  to: recordDay('to'),
};
export const recordPageFields = {
  pageNo: queryInt('pageNo', 1, 10_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(20),
};

/** The first and last day the answer covers (YYYY-MM-DD in the merchant's time zone). */
const period = z.object({ from: z.string().max(10), to: z.string().max(10) });

export const betRecordsQuery = z.object({
  ...recordRangeQuery,
  gameType: z.enum(gameCategories, { error: 'gameType is not a game type' }).optional(),
  vendor: queryCode('vendor').optional(),
  ...recordPageFields,
});
export type BetRecordsInput = z.input<typeof betRecordsQuery>;

/** How a bet stands, the last fields of a bet row (the member's and the team's records alike). */
export const betOutcomeFields = {
  txId: z.string().max(64),
  stake: unsignedDecimalString,
  /** Null until settled. */
  win: unsignedDecimalString.nullable(),
  /** A lottery sub-order won or lost is settled, cancelled or refunded is rolled back. */
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: epochMs,
};

export const betRecord = z.object({
  id: recordId,
  vendor: z.string().max(64),
  gameType: z.string().max(16).nullable(),
  gameName: z.string().max(200),
  ...betOutcomeFields,
});
export type BetRecord = z.infer<typeof betRecord>;

const totals = z.object({
  count: z.number().int().nonnegative(),
  stake: unsignedDecimalString,
  win: unsignedDecimalString,
  /** win − stake: what the member won (positive) or lost (negative). */
  net: decimalString,
});
export type RecordTotals = z.infer<typeof totals>;

export const betRecordsValue = z
  .object({ list: z.array(betRecord), hasMore: z.boolean(), totals, period })
  .meta({ id: 'BetRecords' });
export type BetRecordsValue = z.infer<typeof betRecordsValue>;

export const betRecords = defineOperation({
  operationId: 'betRecords',
  method: 'GET',
  path: '/wps/wallet/reports/bets',
  summary:
    "§1 betting record: the member's bets of every vendor in a date range, by game type and vendor, with totals (rolled-back bets are listed, not counted)",
  tags,
  auth: 'member',
  query: betRecordsQuery,
  response: betRecordsValue,
});

export const transactionRecordsQuery = z.object({
  ...recordRangeQuery,
  /** A transaction kind (deposit, bet, win …). */
  kind: queryCode('kind').optional(),
  ...recordPageFields,
});
export type TransactionRecordsInput = z.input<typeof transactionRecordsQuery>;

/**
 * Every movement the platform writes to the ledger, as the transaction record lists it: each one
 * has a text of its own in the app (a test walks them).
 */
export const TransactionKind = {
  /** The demo merchant's starting credit. */
  grant: 'grant',
  /** Game vendors' wallet calls. */
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  deposit: 'deposit',
  withdrawal_hold: 'withdrawal_hold',
  withdrawal_release: 'withdrawal_release',
  withdrawal_paid: 'withdrawal_paid',
  /** Promotions, deposit bonuses, rewards. */
  bonus: 'bonus',
  adjustment: 'adjustment',
  lottery_bet: 'lottery_bet',
  lottery_cancel: 'lottery_cancel',
  lottery_refund: 'lottery_refund',
  lottery_win: 'lottery_win',
  referral_reward: 'referral_reward',
  level_up_reward: 'level_up_reward',
  birthday_reward: 'birthday_reward',
  level_rebate: 'level_rebate',
  /** A credited gateway deposit the gateway disputes, held, released or reversed. */
  dispute_hold: 'dispute_hold',
  dispute_release: 'dispute_release',
  chargeback: 'chargeback',
  /** Issue 32: an agent's cash to a member of its team (out for the agent, in for the member). */
  agent_transfer: 'agent_transfer',
  /** Issue 32: the rate differences an upline earns on its team's settled bets, paid daily. */
  agent_rebate: 'agent_rebate',
  /** Issue 32: contract pay, out of the upline's cash (or the platform's) into the agent's. */
  agent_daily_salary: 'agent_daily_salary',
  agent_dividend: 'agent_dividend',
  agent_hourly_salary: 'agent_hourly_salary',
} as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];

/**
 * A member's own ledger accounts: spendable cash, bonus money, money held for a withdrawal, and
 * money of a disputed gateway deposit held while finance decides.
 */
export const MEMBER_LEDGER_ACCOUNTS = ['cash', 'bonus', 'withdrawal_hold', 'dispute_hold'] as const;

export const transactionRecord = z.object({
  /** The ledger entry. */
  id: recordId,
  kind: z.enum(TransactionKind),
  /** The member account moved: cash, bonus, withdrawal_hold or dispute_hold. */
  account: z.string().max(32),
  amount: decimalString,
  balanceAfter: unsignedDecimalString,
  /** Every ledger movement is done when it is written. */
  state: z.enum(['completed']),
  reference: z.string().max(128).nullable(),
  /** The demo merchant's starting grant. */
  demoCredit: z.boolean(),
  createdAt: epochMs,
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const transactionRecordsValue = z
  .object({ list: z.array(transactionRecord), hasMore: z.boolean(), period })
  .meta({ id: 'TransactionRecords' });
export type TransactionRecordsValue = z.infer<typeof transactionRecordsValue>;

export const transactionRecords = defineOperation({
  operationId: 'transactionRecords',
  method: 'GET',
  path: '/wps/wallet/reports/transactions',
  summary: "§1 account record: every ledger movement of the member's accounts, newest first",
  tags,
  auth: 'member',
  query: transactionRecordsQuery,
  response: transactionRecordsValue,
});

export const profitLossQuery = z.object({ ...recordRangeQuery });
export type ProfitLossInput = z.input<typeof profitLossQuery>;

const byType = z.object({ gameType: z.string().max(16), ...totals.shape });
export const profitLossValue = z
  .object({
    period,
    total: totals,
    byGameType: z.array(byType),
    /** Newest day first; only days with bets. */
    days: z.array(
      z.object({ date: z.string().max(10), total: totals, byGameType: z.array(byType) }),
    ),
  })
  .meta({ id: 'ProfitLoss' });
export type ProfitLossValue = z.infer<typeof profitLossValue>;

export const profitLoss = defineOperation({
  operationId: 'profitLoss',
  method: 'GET',
  path: '/wps/wallet/reports/profitloss',
  summary: '§1 profit and loss: stake, win and net per day and for the range, by game type',
  tags,
  auth: 'member',
  query: profitLossQuery,
  response: profitLossValue,
});
