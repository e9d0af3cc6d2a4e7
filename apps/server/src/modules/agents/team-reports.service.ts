import {
  ErrorCode,
  TeamScope,
  TransactionKind,
  hasAgentOption,
  textLanguageOf,
  type AgentRebatesValue,
  type Language,
  type MerchantConfig,
  type TeamBet,
  type TeamBetsValue,
  type TeamPnlValue,
  type TeamTransactionsValue,
} from '@lotto/contract';
import type { z } from 'zod';
import type { teamBetsQuery, teamPnlQuery, teamTransactionsQuery } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { fromUnits } from '../../lib/money';
import { findMemberByUsername } from '../accounts/members.service';
import { recordPeriod } from '../records/record-range';
import type { AgentCaller } from './agents.service';

/** The caller of a team report: an agent, with the username its own report is named by. */
type ReportCaller = AgentCaller & { username: string };
import { isInTeam } from './agents.repository';
import { quotasOf } from './rebate-quotas';
import { ratesOf, ratesValue } from './rebate-rates';
import {
  cursorAfter,
  teamBetPage,
  teamEntryRows,
  entryCursorAfter,
  type TeamBetCursor,
  type TeamMembers,
} from './team-activity.repository';
import { teamPnlReport, type FigureRow } from './team-pnl.repository';
import type { TeamReportReads } from './team-report-reads';

const listedKinds = new Set<string>(Object.values(TransactionKind));
const kindOf = (kind: string): TransactionKind =>
  listedKinds.has(kind) ? (kind as TransactionKind) : TransactionKind.adjustment;

/** A lottery sub-order's state as a bet's (the betting record's mapping). */
const statusOf = (status: string): TeamBet['status'] =>
  status === 'open'
    ? 'open'
    : status === 'rolled_back' || status === 'cancelled' || status === 'refunded'
      ? 'rolled_back'
      : 'settled';

const figures = (r: FigureRow) => {
  const stake = BigInt(r.stake);
  const win = BigInt(r.win);
  return {
    count: Number(r.count),
    stake: fromUnits(stake),
    win: fromUnits(win),
    net: fromUnits(win - stake),
    rebate: fromUnits(BigInt(r.rebate)),
  };
};

interface RangeInput {
  range: z.output<typeof teamPnlQuery>['range'];
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Issue 32 team reports (§2.1 team profit and loss and team betting, §2.12 TRANSREC3 team
 * transactions) and the agent's rebate settings and quotas. Days are the merchant's; `username`
 * names a member of the caller's team (else NOT_IN_TEAM naming username).
 */
// eslint-disable-next-line max-lines-per-function -- the agent's four team reports (pnl, bets, transactions, rebates) sharing the caller check, period and paging helpers; each report is linted on its own, the longest (bets) 53 lines
export function createTeamReportsService(db: Db, clock: Clock, reads: TeamReportReads) {
  const requireAgent = (caller: AgentCaller) => {
    if (!hasAgentOption(caller.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
  };
  const periodOf = (merchant: MerchantConfig, q: RangeInput) => ({
    ...recordPeriod(q, merchant.timeZone, clock()),
    timeZone: merchant.timeZone,
  });
  /** The team member `username` names, or null for none. */
  async function teamMember(caller: AgentCaller, merchant: MerchantConfig, username?: string) {
    const name = username?.trim();
    if (!name) return null;
    const member = await findMemberByUsername(db, merchant.code, name);
    if (!member || member.id === caller.id || !(await isInTeam(db, caller.id, member.id)))
      throw fieldError('username', 'this member is not in your team', ErrorCode.NOT_IN_TEAM);
    return member;
  }
  const whoOf = async (
    caller: AgentCaller,
    merchant: MerchantConfig,
    q: { username?: string | undefined; scope: TeamScope },
  ): Promise<TeamMembers> => {
    const member = await teamMember(caller, merchant, q.username);
    if (member) return { memberId: member.id };
    return { parentId: caller.id, direct: q.scope === TeamScope.direct };
  };
  const pageOf = (q: { pageNo: number; pageSize: number }) => ({
    limit: q.pageSize + 1,
    offset: (q.pageNo - 1) * q.pageSize,
  });

  return {
    async pnl(
      caller: ReportCaller,
      merchant: MerchantConfig,
      q: z.output<typeof teamPnlQuery>,
    ): Promise<TeamPnlValue> {
      requireAgent(caller);
      const period = periodOf(merchant, q);
      const parent = (await teamMember(caller, merchant, q.username)) ?? {
        id: caller.id,
        username: caller.username,
      };
      const { rows, total, team } = await reads(() =>
        teamPnlReport(db, parent.id, q.scope === TeamScope.direct, period, {
          limit: q.pageSize,
          offset: (q.pageNo - 1) * q.pageSize,
        }),
      );
      return {
        period,
        parent: parent.username,
        total: figures(team),
        list: rows.map((r) => ({
          username: r.username,
          customerType: Number(r.customer_type),
          depth: Number(r.depth),
          teamSize: Number(r.team_size),
          ...figures(r),
        })),
        pageNum: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },

    async bets(
      caller: AgentCaller,
      merchant: MerchantConfig,
      q: z.output<typeof teamBetsQuery>,
      language: Language = textLanguageOf(merchant.languages.default),
    ): Promise<TeamBetsValue> {
      requireAgent(caller);
      const period = periodOf(merchant, q);
      const f = {
        who: await whoOf(caller, merchant, q),
        period,
        gameType: q.gameType,
        vendor: q.vendor,
      };
      const before = q.before?.split(':');
      const { rows, totals: t } = await reads(() =>
        teamBetPage(db, f, {
          ...pageOf(q),
          before: before && {
            atUs: before[0]!,
            source: before[1] as TeamBetCursor['source'],
            seq: before[2]!,
          },
        }),
      );
      const last = rows.length > q.pageSize ? rows[q.pageSize - 1] : undefined;
      const next = last ? cursorAfter(last) : null;
      const stake = BigInt(t.stake);
      const win = BigInt(t.win);
      return {
        period,
        list: rows.slice(0, q.pageSize).map((r) => ({
          id: Number(r.id),
          username: r.username,
          vendor: r.vendor_code,
          gameType: r.game_type,
          gameName: r.lottery_name ? localized(r.lottery_name, language, r.game_name) : r.game_name,
          draw: r.draw,
          txId: r.tx_id,
          stake: fromUnits(BigInt(r.amount)),
          win: r.win === null ? null : fromUnits(BigInt(r.win)),
          status: statusOf(r.status),
          createdAt: Number(r.created_at),
        })),
        hasMore: rows.length > q.pageSize,
        next: next && `${next.atUs}:${next.source}:${next.seq}`,
        totals: {
          count: Number(t.count),
          stake: fromUnits(stake),
          win: fromUnits(win),
          net: fromUnits(win - stake),
        },
      };
    },

    async transactions(
      caller: AgentCaller,
      merchant: MerchantConfig,
      q: z.output<typeof teamTransactionsQuery>,
    ): Promise<TeamTransactionsValue> {
      requireAgent(caller);
      const period = periodOf(merchant, q);
      const before = q.before?.split(':');
      const who = await whoOf(caller, merchant, q);
      const rows = await reads(() =>
        teamEntryRows(
          db,
          { who, period, kind: q.kind },
          { ...pageOf(q), before: before && { atUs: before[0]!, id: before[1]! } },
        ),
      );
      const last = rows.length > q.pageSize ? rows[q.pageSize - 1] : undefined;
      return {
        period,
        list: rows.slice(0, q.pageSize).map((r) => ({
          id: Number(r.id),
          username: r.username,
          kind: kindOf(r.kind),
          account: r.account,
          amount: fromUnits(BigInt(r.amount)),
          balanceAfter: r.balance_after === null ? null : fromUnits(BigInt(r.balance_after)),
          reference: r.reference,
          createdAt: Number(r.created_at),
        })),
        hasMore: rows.length > q.pageSize,
        next: last ? entryCursorAfter(last) : null,
      };
    },

    async rebates(caller: AgentCaller): Promise<AgentRebatesValue> {
      requireAgent(caller);
      return {
        rates: ratesValue(await ratesOf(db, caller.id)),
        quotas: await quotasOf(db, caller.id),
      };
    },
  };
}
export type TeamReportsService = ReturnType<typeof createTeamReportsService>;
