import { z } from 'zod';
import { GameCategory, gameCategories } from './enums';
import { decimalString, epochMs, queryCode, recordId, unsignedDecimalString } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { betOutcomeFields, recordPageFields, recordRangeQuery, TransactionKind } from './records';
import { rebateQuotaSetting, rebateRate, rebateRates, teamReportPeriod } from './agent';

/*
 * Issue 32, the agent's team reports (§2.1 /m/agent/team/pnl, /m/teamBetting, the TRANSREC3
 * tile's team transactions) and its rebate settings and quotas (§7). Days are the merchant's
 * time zone; ranges as the records pages take them.
 */
const tags = ['agent'];

/** Whose figures a team report shows: the direct downlines only, or the whole team. */
export const TeamScope = { direct: 'direct', all: 'all' } as const;
export type TeamScope = (typeof TeamScope)[keyof typeof TeamScope];

const teamQuery = {
  ...recordRangeQuery,
  scope: z.enum(TeamScope, { error: 'scope must be direct or all' }).default('direct'),
  /** A member of the team (exact username): the report is about this member instead. */
  username: text('username').max(32).optional(),
  ...recordPageFields,
};

const period = z.object(teamReportPeriod);

const figures = {
  /** Bets that count (rolled-back ones do not), by the day they were placed. */
  count: z.number().int().nonnegative(),
  stake: unsignedDecimalString,
  win: unsignedDecimalString,
  /** The players' result: win − stake. */
  net: decimalString,
  /** Agent rebates paid in the range (by the day the bets settled). */
  rebate: unsignedDecimalString,
};

/** A page of a team list paged by key (`before`): the period, the rows and the next cursor. */
const keysetPage = <Row extends z.ZodType>(row: Row) => ({
  period,
  list: z.array(row),
  hasMore: z.boolean(),
  /** The cursor of the next page (`before`), null on the last one. */
  next: z.string().max(64).nullable().optional(),
});

export const teamPnlQuery = z.object(teamQuery);
export type TeamPnlInput = z.input<typeof teamPnlQuery>;

export const teamPnlRow = z.object({
  username: z.string().max(32),
  customerType: z.number().int(),
  /** Depth under the member the report is about (1: direct). */
  depth: z.number().int().positive(),
  /** Members under this one at any depth (direct scope: its figures include theirs). */
  teamSize: z.number().int().nonnegative(),
  ...figures,
});
export type TeamPnlRow = z.infer<typeof teamPnlRow>;

export const teamPnlValue = z
  .object({
    period,
    /** The member whose downlines are listed: the agent itself, or a team member drilled into. */
    parent: z.string().max(32),
    /** The whole team under `parent` (the sum of every page's rows). */
    total: z.object(figures),
    list: z.array(teamPnlRow),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'TeamPnl' });
export type TeamPnlValue = z.infer<typeof teamPnlValue>;

/** §2.1 /m/agent/team/pnl. */
export const teamPnl = defineOperation({
  operationId: 'teamPnl',
  method: 'GET',
  path: '/wps/agent/team/pnl',
  summary:
    "Team profit and loss per downline over a range of days in the merchant's time zone: direct downlines with their teams' figures, or every member of the team; username drills into a downline (§2.1, §7 team KPI). Path chosen: /wps/agent/team/pnl",
  tags,
  auth: 'member',
  query: teamPnlQuery,
  response: teamPnlValue,
});

export const teamBetsQuery = z.object({
  ...teamQuery,
  gameType: z.enum(gameCategories, { error: 'gameType is not a game type' }).optional(),
  vendor: queryCode('vendor').optional(),
  /** Keyset paging: the `next` of the page before (then pageNo is not used). */
  before: z
    .string()
    .regex(/^\d{1,20}:(vendor|lottery):\d{1,20}$/, { error: 'before is not a page cursor' })
    .optional(),
});
export type TeamBetsInput = z.input<typeof teamBetsQuery>;

export const teamBet = z.object({
  id: recordId,
  username: z.string().max(32),
  vendor: z.string().max(64),
  gameType: z.string().max(16).nullable(),
  /** A vendor game's name, or the lottery's name in the caller's language. */
  gameName: z.string().max(200),
  /** The lottery draw (period number) of a lottery sub-order; null for a vendor bet. */
  draw: z.string().max(32).nullable(),
  ...betOutcomeFields,
});
export type TeamBet = z.infer<typeof teamBet>;

export const teamBetsValue = z
  .object({
    ...keysetPage(teamBet),
    totals: z.object({
      count: z.number().int().nonnegative(),
      stake: unsignedDecimalString,
      win: unsignedDecimalString,
      net: decimalString,
    }),
  })
  .meta({ id: 'TeamBets' });
export type TeamBetsValue = z.infer<typeof teamBetsValue>;

/** §2.1 /m/teamBetting. */
export const teamBets = defineOperation({
  operationId: 'teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  summary:
    "Every bet of the team (direct downlines or the whole team, or one member), newest first, with the betting record's filters and totals (§2.1 team betting). Path chosen: /wps/agent/team/bets",
  tags,
  auth: 'member',
  query: teamBetsQuery,
  response: teamBetsValue,
});

export const teamTransactionsQuery = z.object({
  ...teamQuery,
  kind: queryCode('kind').optional(),
  /** Keyset paging: the `next` of the page before (then pageNo is not used). */
  before: z
    .string()
    .regex(/^\d{1,20}:\d{1,20}$/, { error: 'before is not a page cursor' })
    .optional(),
});
export type TeamTransactionsInput = z.input<typeof teamTransactionsQuery>;

export const teamTransaction = z.object({
  id: recordId,
  username: z.string().max(32),
  kind: z.enum(TransactionKind),
  account: z.string().max(32),
  amount: decimalString,
  balanceAfter: unsignedDecimalString.nullable(),
  reference: z.string().max(128).nullable(),
  createdAt: epochMs,
});
export type TeamTransaction = z.infer<typeof teamTransaction>;

export const teamTransactionsValue = z
  .object(keysetPage(teamTransaction))
  .meta({ id: 'TeamTransactions' });
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValue>;

/** §2.12 TRANSREC3: the team's ledger movements. */
export const teamTransactions = defineOperation({
  operationId: 'teamTransactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  summary:
    "The team's ledger movements (direct downlines or the whole team, or one member), newest first (§2.12 TRANSREC3 team transaction record). Path chosen: /wps/agent/team/transactions",
  tags,
  auth: 'member',
  query: teamTransactionsQuery,
  response: teamTransactionsValue,
});

export const rebateQuota = z.object({
  category: z.enum(GameCategory),
  rate: rebateRate,
  /** Direct downlines the agent may have at this rate in this category. */
  quota: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
});
export type RebateQuota = z.infer<typeof rebateQuota>;

export const agentRebatesValue = z
  .object({ rates: rebateRates, quotas: z.array(rebateQuota) })
  .meta({ id: 'AgentRebates' });
export type AgentRebatesValue = z.infer<typeof agentRebatesValue>;

/** §7 rebate settings and quotas, as the register centre shows them. */
export const agentRebates = defineOperation({
  operationId: 'agentRebates',
  method: 'GET',
  path: '/wps/agent/rebates',
  summary:
    "The agent's rebate rates and its quotas: how many direct downlines it may open at each bounded rate, and how many it has (§7 rebate settings and quotas). Path chosen: /wps/agent/rebates",
  tags,
  auth: 'member',
  response: agentRebatesValue,
});

/**
 * A direct downline with the agent option (a sub-agent), at most at its own rate in the category
 * (it cannot open above it); the quota at most what the caller has left at that rate (its quota
 * minus its direct downlines at it) when the caller's own is bounded.
 */
export const setDownlineQuotaBody = z
  .object(rebateQuotaSetting)
  .meta({ id: 'SetDownlineQuotaBody' });
export type SetDownlineQuotaInput = z.input<typeof setDownlineQuotaBody>;

export const downlineQuotasValue = z
  .object({ username: z.string().max(32), quotas: z.array(rebateQuota) })
  .meta({ id: 'DownlineQuotas' });
export type DownlineQuotasValue = z.infer<typeof downlineQuotasValue>;

/** §7 rebate quotas: an agent sets how many downlines a sub-agent may open at a rate. */
export const setDownlineQuota = defineOperation({
  operationId: 'setDownlineQuota',
  method: 'PUT',
  path: '/wps/agent/downlines/quotas',
  summary:
    "An agent sets a direct sub-agent's quota at a rate in a category, at most what the agent itself has left at that rate (§7 rebate settings and quotas). Path chosen: /wps/agent/downlines/quotas",
  tags,
  auth: 'member',
  body: setDownlineQuotaBody,
  response: downlineQuotasValue,
});
