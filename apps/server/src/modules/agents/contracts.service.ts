import {
  ErrorCode,
  hasAgentOption,
  needsContractCheck,
  type ContractKind,
  type ContractPageValue,
  type ContractValue,
  type ContractView,
  type DividendPeriod,
  type MerchantConfig,
  FieldIssueCode,
} from '@lotto/contract';
import type { z } from 'zod';
import type { decideContractBody, offerContractBody } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { findMemberByUsername } from '../accounts/members.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { directUplineOf } from './agents.repository';
import { checkContractTerms, tierView } from './contract-terms';
import {
  awaitingKinds,
  contractById,
  contractsOf,
  contractsOfferedTo,
  decideOffer,
  insertOffer,
  statementsOf,
  type ContractWithNames,
} from './contracts.repository';
import { statementView } from './contract-statement-view';

/** Who calls: the session's member and where from (the audit keeps both). */
export interface ContractCaller {
  id: number;
  username: string;
  customerType: number;
  ip: string;
}

/** How many contracts and statements a page lists. */
export const CONTRACT_HISTORY_LIMIT = 20;
export const CONTRACT_STATEMENTS_LIMIT = 30;

export const contractView = (c: ContractWithNames): ContractView => ({
  id: c.id,
  kind: c.kind,
  state: c.state,
  username: c.username,
  upline: c.upline,
  tiers: c.tiers.map(tierView),
  period: (c.period as DividendPeriod | null) ?? null,
  carryOver: c.carryOver,
  offeredAt: c.offeredAt.getTime(),
  decidedAt: c.decidedAt?.getTime() ?? null,
});

const actorOf = (merchantCode: string, caller: ContractCaller) => ({
  merchantCode,
  operatorId: null,
  username: caller.username,
  ip: caller.ip,
});

/**
 * Writes an offer whose member and payer are checked (an upline's to its direct downline, or the
 * platform's to a top-level agent): its terms checked (a 400 naming the field), the offer of that
 * kind awaiting review replaced, audited `agent_contract.offer` by whoever offers.
 */
export async function writeOffer(
  db: Db,
  o: {
    merchant: MerchantConfig;
    member: { id: number; username: string };
    /** The paying upline, or null for the platform. */
    uplineId: number | null;
    body: z.output<typeof offerContractBody>;
    actor: Actor;
    now: Date;
  },
): Promise<ContractView> {
  const terms = checkContractTerms(o.body, o.merchant.currency.decimals);
  const id = await db.transaction(async (tx) => {
    const row = await insertOffer(tx, {
      merchantCode: o.merchant.code,
      kind: o.body.kind,
      memberId: o.member.id,
      uplineId: o.uplineId,
      tiers: terms.tiers,
      period: terms.period,
      carryOver: terms.carryOver,
      offeredAt: o.now,
    });
    await recordAudit(tx, o.actor, {
      action: 'agent_contract.offer',
      targetType: 'agent_contract',
      targetId: row.id,
      after: {
        kind: row.kind,
        member: o.member.username,
        ...(o.uplineId === null ? { platform: true } : {}),
        ...terms,
      },
    });
    return row.id;
  });
  return contractView((await contractById(db, id))!);
}

/**
 * Issue 32: salary, dividend and hourly contracts. An agent offers one to a direct downline agent
 * (tiers checked, a 400 naming the field; NOT_IN_TEAM on `username` for anyone else); the
 * downline reads its contracts on the §2.1 pages and accepts or rejects the offer awaiting it;
 * the §6 contract check says which kinds await review. Each write is audited with its member.
 */
// eslint-disable-next-line max-lines-per-function -- the contract service's method table, one method per contract step (offer, offeredTo, page, decide, check) over one db and clock; each is linted on its own, the longest 28 lines
export function createContractsService(db: Db, clock: Clock) {
  const requireAgent = (caller: { customerType: number }) => {
    if (!hasAgentOption(caller.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
  };

  return {
    async offer(
      caller: ContractCaller,
      merchant: MerchantConfig,
      body: z.output<typeof offerContractBody>,
    ): Promise<ContractView> {
      requireAgent(caller);
      const downline = await findMemberByUsername(db, merchant.code, body.username);
      if (
        !downline ||
        downline.id === caller.id ||
        (await directUplineOf(db, downline.id)) !== caller.id
      )
        throw fieldError(
          'username',
          'this member is not one of your direct downlines',
          ErrorCode.NOT_IN_TEAM,
        );
      if (!hasAgentOption(downline.customerType))
        throw fieldError(
          'username',
          'contracts are for agents: this member is not an agent',
          undefined,
          { code: FieldIssueCode.not_agent },
        );
      return writeOffer(db, {
        merchant,
        member: downline,
        uplineId: caller.id,
        body,
        actor: actorOf(merchant.code, caller),
        now: clock(),
      });
    },

    /** The contracts the caller offered one of its direct downlines. */
    async offeredTo(caller: ContractCaller, merchant: MerchantConfig, username: string) {
      requireAgent(caller);
      const downline = await findMemberByUsername(db, merchant.code, username);
      if (!downline || (await directUplineOf(db, downline.id)) !== caller.id)
        throw fieldError(
          'username',
          'this member is not one of your direct downlines',
          ErrorCode.NOT_IN_TEAM,
        );
      const rows = await contractsOfferedTo(db, caller.id, downline.id, CONTRACT_HISTORY_LIMIT);
      return { list: rows.map(contractView) };
    },

    /** §2.1 contract pages: the offer awaiting review, the contract in force, history, statements. */
    async page(caller: ContractCaller, kind: ContractKind): Promise<ContractPageValue> {
      requireAgent(caller);
      const history = (await contractsOf(db, caller.id, kind, CONTRACT_HISTORY_LIMIT)).map(
        contractView,
      );
      const statements = await statementsOf(db, caller.id, kind, CONTRACT_STATEMENTS_LIMIT);
      return {
        awaiting: history.find((c) => c.state === 'offered') ?? null,
        current: history.find((c) => c.state === 'accepted') ?? null,
        history,
        statements: statements.map(({ statement, reference }) =>
          statementView(statement, reference ?? null),
        ),
      };
    },

    /** The downline accepts or rejects the offer awaiting its review. */
    async decide(
      caller: ContractCaller,
      merchantCode: string,
      body: z.output<typeof decideContractBody>,
    ): Promise<ContractView> {
      requireAgent(caller);
      const accept = body.decision === 'accept';
      const decided = await db.transaction(async (tx) => {
        const row = await decideOffer(tx, body.id, caller.id, accept, clock());
        if (!row) return null;
        await recordAudit(tx, actorOf(merchantCode, caller), {
          action: accept ? 'agent_contract.accept' : 'agent_contract.reject',
          targetType: 'agent_contract',
          targetId: row.id,
          after: { kind: row.kind, state: row.state },
        });
        return row;
      });
      if (!decided)
        throw new HttpError(ErrorCode.NOT_FOUND, 'id: no such offer awaits your review', {
          fields: { id: 'no such offer awaits your review' },
        });
      return contractView((await contractById(db, decided.id))!);
    },

    /** §3, §6 contract check: which kinds await review; exempt types never have any. */
    async check(member: { id: number; customerType: number }): Promise<ContractValue> {
      if (!needsContractCheck(member.customerType))
        return { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
      const kinds = await awaitingKinds(db, member.id);
      return {
        dailysalreqtype: kinds.has('daily_salary'),
        divtypecompperiodreq: kinds.has('dividend'),
        contracthoursalreq: kinds.has('hourly_salary'),
      };
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
