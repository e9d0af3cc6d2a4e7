import {
  AGENT_CODE_PARAM,
  DOWNLINE_TYPE,
  ErrorCode,
  RecordRange,
  hasAgentOption,
  type AgentInvitationValue,
  type MerchantConfig,
  type TeamMembersValue,
  type TeamOverviewValue,
} from '@lotto/contract';
import type { z } from 'zod';
import type { openDownlineBody, teamMembersQuery, teamOverviewQuery } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { invitationCodeOf, invitationQrCode } from '../../lib/invitation-codes';
import { fromUnits } from '../../lib/money';
import { hashPassword } from '../../lib/password-hashing';
import { isUniqueViolation } from '../../db/unique-violation';
import { findMemberByUsername, insertMember } from '../accounts/members.service';
import { checkNewPassword } from '../accounts/new-password-check';
import { recordPeriod } from '../records/record-range';
import { ensureMemberWallet } from '../wallet/wallet.service';
import { codeOfAgent, insertAgentCode } from './agents.repository';
import { placeUnder } from './hierarchy.service';
import { checkDownlineRates, insertRates, ratesOf, ratesValue } from './rebate-rates';
import { checkQuotas } from './rebate-quotas';
import { directDownlinesOf, teamOverviewOf } from './team-reports.repository';
import type { TeamReportReads } from './team-report-reads';

/** Who calls an agent function: the session's member. */
export interface AgentCaller {
  id: number;
  customerType: number;
}

const toEpoch = (v: string | Date) => new Date(v).getTime();

// eslint-disable-next-line max-lines-per-function -- the agent service's method table (invitation, openDownline, overview, members) sharing requireAgent and codeOf; each method is linted on its own, the longest 33 lines
export function createAgentsService(db: Db, clock: Clock, reads: TeamReportReads) {
  /** §6, §8: the agent functions are for session types with the agent option. */
  const requireAgent = (caller: AgentCaller) => {
    if (!hasAgentOption(caller.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
  };

  const codeOf = (id: number, merchantCode: string) =>
    invitationCodeOf(db, codeOfAgent, insertAgentCode, { id, merchantCode, what: 'agent code' });

  return {
    async invitation(caller: AgentCaller, merchant: MerchantConfig): Promise<AgentInvitationValue> {
      requireAgent(caller);
      const code = await codeOf(caller.id, merchant.code);
      const link = `https://${merchant.mainDomain}/m/register?${AGENT_CODE_PARAM}=${code}`;
      const qrCode = await invitationQrCode(link);
      return { code, link, qrCode, rates: ratesValue(await ratesOf(db, caller.id)) };
    },

    /** §2.1 register centre: a player or sub-agent account directly under the agent. */
    async openDownline(
      caller: AgentCaller,
      merchant: MerchantConfig,
      body: z.output<typeof openDownlineBody>,
    ) {
      requireAgent(caller);
      checkNewPassword(merchant, body.password, 'password', [body.username]);
      if (await findMemberByUsername(db, merchant.code, body.username))
        throw fieldError('username', 'the username already exists', ErrorCode.USERNAME_EXISTS);
      const rates = checkDownlineRates(body.rates, await ratesOf(db, caller.id));
      const customerType = DOWNLINE_TYPE[body.kind];
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const member = await insertMember(tx, {
            merchantCode: merchant.code,
            username: body.username,
            passwordHash,
            customerType,
          });
          await placeUnder(tx, merchant.code, member.id, caller.id, 'username');
          // Again under placeUnder's shared tree lock: the console's rate editor takes it alone.
          checkDownlineRates(body.rates, await ratesOf(tx, caller.id));
          await checkQuotas(tx, caller.id, rates);
          await insertRates(tx, member.id, rates);
          // Its §3 balance reads the wallet row, as a registered member's does.
          await ensureMemberWallet(tx, merchant, { ...member, isTrial: false });
          return { username: member.username, customerType };
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw fieldError('username', 'the username already exists', ErrorCode.USERNAME_EXISTS);
        throw err;
      }
    },

    async overview(
      caller: AgentCaller,
      merchant: MerchantConfig,
      q: z.output<typeof teamOverviewQuery>,
    ): Promise<TeamOverviewValue> {
      requireAgent(caller);
      const days = recordPeriod(
        { range: RecordRange.custom, from: q.from, to: q.to },
        merchant.timeZone,
        clock(),
      );
      const period = { ...days, timeZone: merchant.timeZone };
      const r = await reads(() => teamOverviewOf(db, caller.id, period));
      const stake = BigInt(r.bet_stake);
      const win = BigInt(r.bet_win);
      return {
        ...period,
        teamSize: Number(r.team_size),
        directCount: Number(r.direct_count),
        registrations: Number(r.registrations),
        firstDeposits: Number(r.first_deposits),
        depositCount: Number(r.deposit_count),
        deposits: fromUnits(BigInt(r.deposits)),
        withdrawalCount: Number(r.withdrawal_count),
        withdrawals: fromUnits(BigInt(r.withdrawals)),
        validBets: fromUnits(stake),
        win: fromUnits(win),
        profitAndLoss: fromUnits(win - stake),
        activePlayers: Number(r.active_players),
        teamBalance: fromUnits(BigInt(r.team_balance)),
      };
    },

    async members(
      caller: AgentCaller,
      q: z.output<typeof teamMembersQuery>,
    ): Promise<Omit<TeamMembersValue, 'transferLimits'>> {
      requireAgent(caller);
      const rows = await directDownlinesOf(db, caller.id, {
        usernamePrefix: q.username?.trim() || undefined,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const total = Number(rows[0]?.total ?? 0);
      return {
        list: rows.map((r) => ({
          username: r.username,
          customerType: Number(r.customer_type),
          registeredAt: toEpoch(r.created_at),
          lastLoginAt: r.last_login_at === null ? null : toEpoch(r.last_login_at),
          teamSize: Number(r.team_size),
          balance: fromUnits(BigInt(r.balance)),
        })),
        pageNum: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
