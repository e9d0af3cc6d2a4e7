import { z } from 'zod';
import { decimalString, epochMs, unsignedDecimalString, username } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { rebateRate } from './agent';

/**
 * Issue 32, §2.1 getSalaryContract, getDevidendContract, getHourContract: an upline offers a
 * direct downline agent a daily salary (tiers of team valid turnover and active players), a
 * dividend (tiers of team net loss per period, with or without negative carry-over) or an hourly
 * salary (tiers of the hour's turnover and active players); the downline accepts or rejects.
 */
const tags = ['agent'];

export const ContractKind = {
  daily_salary: 'daily_salary',
  dividend: 'dividend',
  hourly_salary: 'hourly_salary',
} as const;
export type ContractKind = (typeof ContractKind)[keyof typeof ContractKind];

/** A dividend's period in the merchant's time zone: Monday to Sunday, 1–15 and 16–end, or a month. */
export const DividendPeriod = { week: 'week', half_month: 'half_month', month: 'month' } as const;
export type DividendPeriod = (typeof DividendPeriod)[keyof typeof DividendPeriod];

/** The most tiers a contract has. */
export const CONTRACT_TIERS_MAX = 10;
/** The most active players a tier may ask for. */
export const CONTRACT_ACTIVE_PLAYERS_MAX = 100_000;

/** A threshold: 0 or more, at most 4 decimals (the currency's decimals are checked on the server). */
const threshold = text('threshold', 'threshold is required')
  .max(20, 'threshold must be at most 20 characters')
  .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,4})?$/, 'threshold must be 0 or more, like 1000.00');

/**
 * One tier: reached when the team's figure of the period (valid turnover for salaries, net loss
 * for a dividend) is at least `threshold` and at least `activePlayers` members of the team bet in
 * it; pays `rate` percent of that figure. Tiers go up: each threshold and rate above the one before.
 */
export const contractTier = z.object({
  threshold,
  activePlayers: z
    .number({ error: 'activePlayers must be a whole number' })
    .int('activePlayers must be a whole number')
    .min(0, 'activePlayers must be 0 or more')
    .max(
      CONTRACT_ACTIVE_PLAYERS_MAX,
      `activePlayers must be at most ${CONTRACT_ACTIVE_PLAYERS_MAX}`,
    ),
  rate: rebateRate,
});
export type ContractTier = z.infer<typeof contractTier>;

export const offerContractBody = z
  .object({
    /** A direct downline agent of the caller. */
    username,
    kind: z.enum(ContractKind, { error: 'kind must be daily_salary, dividend or hourly_salary' }),
    tiers: z
      .array(contractTier)
      .min(1, 'tiers must have at least one tier')
      .max(CONTRACT_TIERS_MAX, `tiers must have at most ${CONTRACT_TIERS_MAX} tiers`),
    /** Dividend only (required there). */
    period: z
      .enum(DividendPeriod, { error: 'period must be week, half_month or month' })
      .optional(),
    /** Dividend only: a period the team won carries its negative result into the next. */
    carryOver: z.boolean().optional(),
  })
  .meta({ id: 'OfferContractBody' });
export type OfferContractInput = z.input<typeof offerContractBody>;

export const ContractState = {
  offered: 'offered',
  accepted: 'accepted',
  rejected: 'rejected',
  replaced: 'replaced',
  /** Ended by an operator, or by moving the downline to another upline (the console's). */
  ended: 'ended',
} as const;
export type ContractState = (typeof ContractState)[keyof typeof ContractState];

export const contractView = z.object({
  id: z.number().int(),
  kind: z.enum(ContractKind),
  state: z.enum(ContractState),
  /** The downline the contract is with. */
  username: z.string().max(32),
  /** Who pays: the upline's username, or null for the platform. */
  upline: z.string().max(32).nullable(),
  tiers: z.array(contractTier),
  period: z.enum(DividendPeriod).nullable(),
  carryOver: z.boolean(),
  offeredAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type ContractView = z.infer<typeof contractView>;

export const ContractStatementState = { paid: 'paid', unpaid: 'unpaid', none: 'none' } as const;
export type ContractStatementState =
  (typeof ContractStatementState)[keyof typeof ContractStatementState];

/** One period's statement: the figures, the tier reached, the amount and its ledger reference. */
export const contractStatement = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  /** `2026-11-28`, `2026-11-28T13` (an hour) or `2026-11-16/2026-11-30` (a dividend period). */
  periodKey: z.string().max(32),
  periodStart: epochMs,
  periodEnd: epochMs,
  turnover: unsignedDecimalString,
  /** Stakes minus wins of the team (negative when the team won). */
  netLoss: decimalString,
  activePlayers: z.number().int(),
  carryIn: decimalString,
  carryOut: decimalString,
  /** The tier reached, 1-based; null for none. */
  tier: z.number().int().nullable(),
  rate: z.string().max(8),
  amount: unsignedDecimalString,
  /** paid; unpaid: the payer's cash was short, retried by the next runs; none: nothing was due. */
  state: z.enum(ContractStatementState),
  /** The ledger transaction's reference in both members' transaction records. */
  reference: z.string().max(128).nullable(),
  paidAt: epochMs.nullable(),
});
export type ContractStatement = z.infer<typeof contractStatement>;

export const contractPageValue = z
  .object({
    /** The offer that awaits this member's review, if any. */
    awaiting: contractView.nullable(),
    /** The contract in force. */
    current: contractView.nullable(),
    /** Every contract of this kind, newest first (at most 20). */
    history: z.array(contractView),
    /** The latest statements of this kind, newest first (at most 30). */
    statements: z.array(contractStatement),
  })
  .meta({ id: 'ContractPage' });
export type ContractPageValue = z.infer<typeof contractPageValue>;

const contractPage = (operationId: string, path: string, page: string, what: string) =>
  defineOperation({
    operationId,
    method: 'GET',
    path,
    summary: `The member's ${what} contract: the offer awaiting review, the contract in force, history and statements (§2.1 ${page}). Path chosen: ${path}`,
    tags,
    auth: 'member',
    response: contractPageValue,
  });

/** §2.1 /m/member/agent/getSalaryContract. */
export const salaryContract = contractPage(
  'salaryContract',
  '/wps/agent/contract/salary',
  'getSalaryContract',
  'daily salary',
);
/** §2.1 /m/member/agent/getDevidendContract. */
export const dividendContract = contractPage(
  'dividendContract',
  '/wps/agent/contract/dividend',
  'getDevidendContract',
  'dividend',
);
/** §2.1 /m/member/agent/getHourContract. */
export const hourContract = contractPage(
  'hourContract',
  '/wps/agent/contract/hour',
  'getHourContract',
  'hourly salary',
);

/** An upline offers a contract to a direct downline agent (a new offer replaces one awaiting). */
export const offerContract = defineOperation({
  operationId: 'offerContract',
  method: 'POST',
  path: '/wps/agent/contracts',
  summary:
    'Offer a daily salary, dividend or hourly salary contract to a direct downline agent (§1, §7 contract salary and dividend, issue 32; NOT_IN_TEAM names username; tiers must go up). Path chosen: /wps/agent/contracts',
  tags,
  auth: 'member',
  body: offerContractBody,
  response: contractView,
});

export const downlineContractsQuery = z.object({ username });
export type DownlineContractsInput = z.input<typeof downlineContractsQuery>;

/** The contracts the caller offered a direct downline, newest first. */
export const downlineContracts = defineOperation({
  operationId: 'downlineContracts',
  method: 'GET',
  path: '/wps/agent/contracts',
  summary:
    'The contracts the agent offered one of its direct downlines, newest first (§1, issue 32). Path chosen: /wps/agent/contracts',
  tags,
  auth: 'member',
  query: downlineContractsQuery,
  response: z.object({ list: z.array(contractView) }).meta({ id: 'DownlineContracts' }),
});

export const ContractDecision = { accept: 'accept', reject: 'reject' } as const;
export type ContractDecision = (typeof ContractDecision)[keyof typeof ContractDecision];

export const decideContractBody = z
  .object({
    id: z.number({ error: 'id is required' }).int().positive().max(2_147_483_647),
    decision: z.enum(ContractDecision, { error: 'decision must be accept or reject' }),
  })
  .meta({ id: 'DecideContractBody' });
export type DecideContractInput = z.input<typeof decideContractBody>;

/** The downline accepts or rejects the offer awaiting its review. */
export const decideContract = defineOperation({
  operationId: 'decideContract',
  method: 'POST',
  path: '/wps/agent/contracts/decision',
  summary:
    'Accept or reject the contract offer awaiting review (§2.1 contract pages, issue 32; NOT_FOUND when no such offer awaits the member). Path chosen: /wps/agent/contracts/decision',
  tags,
  auth: 'member',
  body: decideContractBody,
  response: contractView,
});

/** The §2.1 page of each kind. */
export const CONTRACT_PAGE_PATH: Readonly<Record<ContractKind, string>> = {
  daily_salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly_salary: '/m/member/agent/getHourContract',
};

export const devContractPayoutsBody = z.object({
  /** The instant the run takes as now (epoch ms); the server's clock when absent. */
  at: epochMs.optional(),
});
/** Development only: runs the contract payout run now for the caller's merchant. */
export const devContractPayouts = defineOperation({
  operationId: 'devContractPayouts',
  method: 'POST',
  path: '/dev/agent/contract-payouts',
  summary: 'Run the agent contract payouts as at an instant (development only)',
  tags: ['development'],
  auth: 'none',
  body: devContractPayoutsBody,
  response: z.object({
    statements: z.number().int(),
    paid: z.number().int(),
    unpaid: z.number().int(),
  }),
});
