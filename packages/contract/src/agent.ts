import { z } from 'zod';
import {
  bodyWholeNumber,
  epochMs,
  host,
  noValue,
  password,
  queryInt,
  requiredText,
  tokenField,
  username,
  unsignedDecimalString,
  decimalString,
} from './fields';
import { FIELD_CODE_PARAM } from './field-issues';
import { FieldIssueCode } from './field-issue-codes';
import { text } from './input-bounds';
import { GameCategory, MemberType } from './enums';
import { defineOperation } from './operation';
import { amountValue, moneyAmount } from './money-fields';

const tags = ['agent'];

/** §5 affiliate (invitation) code, checked before registration when required. */
export const affiliateCheckQuery = z.object({
  code: requiredText('code', 32).regex(/^[A-Za-z0-9_-]+$/, 'code must be letters, digits, _ or -'),
  domain: host('domain').optional(),
});
export type AffiliateCheckInput = z.input<typeof affiliateCheckQuery>;

/** §7 reads data.success only: an unknown code answers 404 with success false. */
export const affiliateCheck = defineOperation({
  operationId: 'affiliateCheck',
  method: 'GET',
  path: '/wps/affiliate/check',
  summary:
    'Whether an affiliate code is valid for the domain (§2.5, §4, §7). Path chosen: /wps/affiliate/check; an unknown code is a 404',
  tags,
  auth: 'none',
  query: affiliateCheckQuery,
  response: noValue,
});

/**
 * §3 contract fields: true when a contract of that kind awaits the agent's review, which the
 * web opens at /m/member/agent/getSalaryContract, getDevidendContract or getHourContract.
 */
export const contractValue = z
  .object({
    dailysalreqtype: z.boolean(),
    divtypecompperiodreq: z.boolean(),
    contracthoursalreq: z.boolean(),
  })
  .meta({ id: 'ContractRequest' });
export type ContractValue = z.infer<typeof contractValue>;

export const contractRequestQuery = z.object({ token: tokenField });
export type ContractRequestInput = z.input<typeof contractRequestQuery>;

/** §6: types 4, 40, 41 and 42 are exempt from the check; the web does not call it for them. */
export const contractRequest = defineOperation({
  operationId: 'contractRequest',
  method: 'GET',
  path: '/wps/agent/contract',
  summary:
    'Which salary, dividend and hourly contracts await review (§3, §6, §7). Path chosen: /wps/agent/contract',
  tags,
  auth: 'member',
  query: contractRequestQuery,
  response: contractValue,
});

/** What an agent opens in its register centre: a player (type 0) or a sub-agent (type 1). */
export const DownlineKind = { member: 'member', agent: 'agent' } as const;
export type DownlineKind = (typeof DownlineKind)[keyof typeof DownlineKind];
export const DOWNLINE_TYPE: Readonly<Record<DownlineKind, number>> = {
  member: MemberType.MEMBER,
  agent: MemberType.TYPE_1,
};

/** The registration page's query parameter that carries an agent's invitation code (§2.5). */
export const AGENT_CODE_PARAM = 'affiliateCode';

/** A rebate rate: a percent with at most two decimals, 0 to 100 ("1.5" is 1.5 %). */
export const REBATE_RATE_PATTERN = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
export const rebateRate = z
  .string()
  // A refinement rather than .regex: only a refinement's issue carries the code the apps word.
  .refine((v) => REBATE_RATE_PATTERN.test(v), {
    message: 'a rate is a percent from 0 to 100 with at most two decimals',
    params: { [FIELD_CODE_PARAM]: FieldIssueCode.percent },
  })
  .meta({ pattern: REBATE_RATE_PATTERN.source });
/** An agent's rebate rates per game category (§1 rebate settings); a missing category is 0. */
export const rebateRates = z.partialRecord(z.enum(GameCategory), rebateRate);
export type RebateRates = z.infer<typeof rebateRates>;

/**
 * A rebate quota as an upline agent or the console sets it: the agent (a member with the agent
 * option), the game category, the rate, and how many direct downlines it may open at that rate.
 */
export const rebateQuotaSetting = {
  username,
  category: z.enum(GameCategory, { error: 'category is not a game type' }),
  rate: rebateRate,
  /** 0 allows none. */
  quota: bodyWholeNumber('quota', 100_000),
};

export const agentInvitationValue = z
  .object({
    code: z.string().max(32),
    /** The registration link that carries the code: who registers by it joins the team. */
    link: z.string().max(2048),
    /** The link as a QR code (a PNG data URL). */
    qrCode: z.string().max(100_000),
    /** The agent's own rebate rates: a downline opened here gets at most these. */
    rates: rebateRates,
  })
  .meta({ id: 'AgentInvitation' });
export type AgentInvitationValue = z.infer<typeof agentInvitationValue>;

/** §2.1 /m/agentRegister: the agent's invitation code, link and QR code. */
export const agentInvitation = defineOperation({
  operationId: 'agentInvitation',
  method: 'GET',
  path: '/wps/agent/invitation',
  summary:
    "The agent's invitation code, registration link and QR code (§2.1 register centre). Path chosen: /wps/agent/invitation; NOT_AGENT (403) for a member without the agent option",
  tags,
  auth: 'member',
  response: agentInvitationValue,
});

export const openDownlineBody = z.object({
  kind: z.enum(DownlineKind, { error: 'kind must be member or agent' }),
  username,
  password: password(),
  /** The downline's rebate rates; each at most the agent's own (a 400 naming rates.<category>). */
  rates: rebateRates.optional(),
});
export type OpenDownlineInput = z.input<typeof openDownlineBody>;
export const openDownlineValue = z.object({
  username: z.string().max(32),
  customerType: z.number().int(),
});

/** §2.1 register centre: an agent opens a downline account under itself. */
export const openDownline = defineOperation({
  operationId: 'openDownline',
  method: 'POST',
  path: '/wps/agent/downlines',
  summary:
    'An agent opens a player or sub-agent account directly under itself (§2.1 register centre). Path chosen: /wps/agent/downlines',
  tags,
  auth: 'member',
  body: openDownlineBody,
  response: openDownlineValue,
});

const day = (field: string) =>
  text(field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-01-31`)
    .max(10);

/** The longest team report range, in days. */
export const TEAM_RANGE_MAX_DAYS = 92;

export const teamOverviewQuery = z.object({ from: day('from'), to: day('to') });
export type TeamOverviewInput = z.input<typeof teamOverviewQuery>;

/** The days a team report covers (YYYY-MM-DD, inclusive) in the merchant's time zone. */
export const teamReportPeriod = {
  from: z.string().max(10),
  to: z.string().max(10),
  timeZone: z.string().max(64),
};

export const teamOverviewValue = z
  .object({
    ...teamReportPeriod,
    /** Members of the whole team (any depth) now, and the direct downlines among them. */
    teamSize: z.number().int(),
    directCount: z.number().int(),
    registrations: z.number().int(),
    firstDeposits: z.number().int(),
    depositCount: z.number().int(),
    deposits: unsignedDecimalString,
    withdrawalCount: z.number().int(),
    withdrawals: unsignedDecimalString,
    /** Stakes of the team's settled and open bets (rolled-back bets do not count). */
    validBets: unsignedDecimalString,
    win: unsignedDecimalString,
    /** The team's players' result: win minus stakes. */
    profitAndLoss: decimalString,
    /** Team members with at least one bet in the range. */
    activePlayers: z.number().int(),
    /** The team's cash and bonus balances now. */
    teamBalance: unsignedDecimalString,
  })
  .meta({ id: 'TeamOverview' });
export type TeamOverviewValue = z.infer<typeof teamOverviewValue>;

/** §2.1 /m/agent/team/overview: the whole team's figures over a range of days. */
export const teamOverview = defineOperation({
  operationId: 'teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary:
    "The whole team's registrations, first deposits, deposits, withdrawals, valid bets, win, profit and loss, active players and balance over a range of days in the merchant's time zone (§1, §7 team KPI). Path chosen: /wps/agent/team/overview",
  tags,
  auth: 'member',
  query: teamOverviewQuery,
  response: teamOverviewValue,
});

export const teamMembersQuery = z.object({
  username: text('username').max(32).optional(),
  pageNo: queryInt('pageNo', 1, 10_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(20),
});
export type TeamMembersInput = z.input<typeof teamMembersQuery>;

export const teamMember = z.object({
  username: z.string().max(32),
  customerType: z.number().int(),
  registeredAt: epochMs,
  lastLoginAt: epochMs.nullable(),
  /** Members under this downline at any depth. */
  teamSize: z.number().int(),
  balance: unsignedDecimalString,
});
export type TeamMember = z.infer<typeof teamMember>;
/** Issue 32: the merchant's bounds of the agent's transfers, and what it has sent today. */
export const agentTransferLimits = z
  .object({
    min: unsignedDecimalString,
    max: unsignedDecimalString,
    dailyMax: unsignedDecimalString,
    /** Sent to its team since the start of today in the merchant's time zone. */
    sentToday: unsignedDecimalString,
  })
  .meta({ id: 'AgentTransferLimits' });
export type AgentTransferLimits = z.infer<typeof agentTransferLimits>;

export const teamMembersValue = z
  .object({
    list: z.array(teamMember),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    transferLimits: agentTransferLimits,
  })
  .meta({ id: 'TeamMembers' });
export type TeamMembersValue = z.infer<typeof teamMembersValue>;

/** §2.1 /m/member/team: the agent's direct downlines, newest first, searchable by username. */
export const teamMembers = defineOperation({
  operationId: 'teamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  summary:
    "The agent's direct downlines with their team sizes and balances, searched by username prefix and paged (§2.1 team management, §7 subordinate). Path chosen: /wps/agent/team/members",
  tags,
  auth: 'member',
  query: teamMembersQuery,
  response: teamMembersValue,
});

/** Issue 32: an agent moves cash from its own wallet to a member of its team (any depth). */
export const agentTransferBody = z
  .object({
    /** The recipient: a member of the agent's team, not the agent. */
    username,
    amount: moneyAmount(),
    paymentPassword: text('paymentPassword', 'paymentPassword is required').regex(
      /^\d{6}$/,
      'paymentPassword must be 6 digits',
    ),
  })
  .meta({ id: 'AgentTransferBody' });
export type AgentTransferInput = z.input<typeof agentTransferBody>;

export const agentTransferValue = z
  .object({
    username: z.string().max(32),
    amount: amountValue,
    /** The agent's cash after the transfer. */
    balance: amountValue,
    /** The ledger transaction's reference, shown in both members' transaction records. */
    reference: z.string().max(128),
  })
  .meta({ id: 'AgentTransfer' });
export type AgentTransferValue = z.infer<typeof agentTransferValue>;

/** Issue 32: one ledger transaction, agent cash → downline cash. */
export const agentTransfer = defineOperation({
  operationId: 'agentTransfer',
  method: 'POST',
  path: '/wps/agent/transfer',
  summary:
    'Move cash from the agent to a member of its team in one ledger transaction (§2.1 team management, issue 32; Idempotency-Key required; NOT_IN_TEAM names username, INSUFFICIENT_BALANCE names amount). Path chosen: /wps/agent/transfer',
  tags,
  auth: 'member',
  body: agentTransferBody,
  response: agentTransferValue,
});
