import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type {
  AgentContractKind,
  AgentContractRow,
  AgentContractStatementRow,
} from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { currencyMinorUnit } from '../../lib/money';
import { databaseJob } from '../../lib/repeating-job';
import { recordAudit, type Actor } from '../audit/audit.service';
import { postInTransaction, type LedgerAccountRef } from '../ledger/ledger.service';
import { ensureMemberWallet } from '../wallet/wallet.service';
import { endedPeriods, type ContractPeriod } from './contract-periods';
import { payOf, tierReached } from './contract-terms';
import {
  contractsByIds,
  contractsInForce,
  insertStatement,
  lockStatement,
  lockUnpaidStatements,
  merchantConfigs,
  markStatementPaid,
  statementBefore,
  statementKeysOf,
  teamFigures,
} from './contracts.repository';

/** The ledger kind of each contract's pay: both members' transaction records show it. */
export const CONTRACT_LEDGER_KIND: Readonly<Record<AgentContractKind, string>> = {
  daily_salary: 'agent_daily_salary',
  dividend: 'agent_dividend',
  hourly_salary: 'agent_hourly_salary',
};
/** How often each instance looks for ended periods (hourly salaries are due each hour). */
export const CONTRACT_PAYOUT_INTERVAL_MS = 60_000;
/** Unpaid statements retried per run. */
const UNPAID_RETRY_LIMIT = 500;
/** The audit's actor for the run: nobody signed in. */
const SYSTEM_ACTOR = (merchantCode: string) => ({
  merchantCode,
  operatorId: null,
  username: 'system:contract-payouts',
  ip: '',
});

export interface ContractPayoutRun {
  /** Statements written by this run (paid, unpaid or nothing due). */
  statements: number;
  /** Statements paid by this run (new or retried). */
  paid: number;
  /** Statements left unpaid because the payer's cash was short. */
  unpaid: number;
}

/** The ledger's refusal when the payer's cash is short; anything else is thrown on. */
const isShort = (err: unknown) =>
  err instanceof HttpError && err.value?.reason === 'INSUFFICIENT_FUNDS';

/**
 * Pays one statement through the ledger in a savepoint of the caller's transaction: the payer's
 * cash (the platform's agent_commissions house account for a top-level agent's contract) to the
 * agent's, keyed `agent-contract:<contract>:<period>` so no run pays a period twice. False when
 * the payer's cash is short: nothing moved, the statement stays unpaid.
 */
async function payStatement(
  tx: Db,
  s: AgentContractStatementRow,
  kind: AgentContractKind,
  merchant: MerchantConfig,
  now: Date,
): Promise<boolean> {
  const from: LedgerAccountRef =
    s.payerId === null ? { house: 'agent_commissions' } : { member: s.payerId, kind: 'cash' };
  try {
    const posted = await tx.transaction(async (sp) => {
      // The §3 balance reads the wallet row: a member opened in the register centre may have none.
      await ensureMemberWallet(sp, merchant, {
        id: s.memberId,
        merchantCode: merchant.code,
        isTrial: false,
      });
      return postInTransaction(sp, {
        merchantCode: merchant.code,
        currency: merchant.currency.code,
        kind: CONTRACT_LEDGER_KIND[kind],
        idempotencyKey: `agent-contract:${s.contractId}:${s.periodKey}`,
        reference: `AC${s.id}`,
        memberId: s.memberId,
        metadata: { contract: s.contractId, statement: s.id, period: s.periodKey, from: s.payerId },
        entries: [
          { account: from, amount: -s.amount },
          { account: { member: s.memberId, kind: 'cash' }, amount: s.amount },
        ],
        now,
      });
    });
    await markStatementPaid(tx, s.id, posted.transaction.id, now);
    return true;
  } catch (err) {
    if (isShort(err)) return false;
    throw err;
  }
}

/**
 * One period of one contract: the team's figures (contract-periods, teamFigures), the tier
 * reached and the pay, written as the period's statement and paid in the same transaction. A
 * period another run got to first is skipped (the statement's unique contract and period).
 */
async function settlePeriod(
  db: Db,
  contract: AgentContractRow,
  merchant: MerchantConfig,
  p: ContractPeriod,
  now: Date,
): Promise<'none' | 'paid' | 'unpaid' | 'skipped'> {
  return db.transaction(async (tx) => {
    const f = await teamFigures(tx, contract.memberId, p.start, p.end);
    let figure = f.turnover;
    let carryIn = 0n;
    let carryOut = 0n;
    if (contract.kind === 'dividend') {
      if (contract.carryOver)
        carryIn = (await statementBefore(tx, contract.id, p.start))?.carryOut ?? 0n;
      figure = f.turnover - f.win + carryIn;
      if (contract.carryOver && figure < 0n) carryOut = figure;
    }
    const tier = tierReached(contract.tiers, figure, f.activePlayers);
    const rateBp = tier === null ? 0 : contract.tiers[tier]!.rateBp;
    const amount =
      tier === null ? 0n : payOf(figure, rateBp, currencyMinorUnit(merchant.currency.decimals));
    const s = await insertStatement(tx, {
      merchantCode: contract.merchantCode,
      contractId: contract.id,
      memberId: contract.memberId,
      payerId: contract.uplineId,
      periodKey: p.key,
      periodStart: p.start,
      periodEnd: p.end,
      turnover: f.turnover,
      win: f.win,
      activePlayers: f.activePlayers,
      carryIn,
      carryOut,
      tier,
      rateBp,
      amount,
      state: amount > 0n ? 'unpaid' : 'none',
      createdAt: now,
    });
    if (!s) return 'skipped';
    const outcome =
      amount === 0n
        ? 'none'
        : (await payStatement(tx, s, contract.kind, merchant, now))
          ? 'paid'
          : 'unpaid';
    await recordAudit(tx, SYSTEM_ACTOR(contract.merchantCode), {
      action: 'agent_contract.statement',
      targetType: 'agent_contract',
      targetId: contract.id,
      after: { statement: s.id, period: p.key, amount: amount.toString(), outcome },
    });
    return outcome;
  });
}

/** Unpaid statements again: paid when the payer's cash now covers them. */
async function retryUnpaid(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockUnpaidStatements(tx, UNPAID_RETRY_LIMIT);
    if (rows.length === 0) return 0;
    const contracts = new Map(
      (await contractsByIds(tx, [...new Set(rows.map((r) => r.contractId))])).map((c) => [c.id, c]),
    );
    const configs = await merchantConfigs(tx);
    let paid = 0;
    for (const s of rows) {
      const contract = contracts.get(s.contractId);
      const merchant = configs.get(s.merchantCode);
      if (!contract || !merchant) continue;
      if (await payStatement(tx, s, contract.kind, merchant, now)) {
        paid++;
        await recordAudit(tx, SYSTEM_ACTOR(s.merchantCode), {
          action: 'agent_contract.statement_paid',
          targetType: 'agent_contract',
          targetId: contract.id,
          after: { statement: s.id, period: s.periodKey, amount: s.amount.toString() },
        });
      }
    }
    return paid;
  });
}

/**
 * The console's "pay now" of one unpaid statement: the run's own path and idempotency key, so
 * the run and the operator never pay it twice (the row is locked; whoever comes second finds it
 * paid). Refused naming `id`: no such statement (404), not unpaid (409), the payer still short of
 * cash (400, nothing moved). Audited with the operator as actor.
 */
export async function payStatementNow(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
): Promise<AgentContractStatementRow> {
  return db.transaction(async (tx) => {
    const s = await lockStatement(tx, actor.merchantCode, id);
    if (!s) throw fieldError('id', 'no such statement', ErrorCode.NOT_FOUND);
    if (s.state !== 'unpaid')
      throw fieldError('id', `the statement is ${s.state}, not unpaid`, ErrorCode.CONFLICT);
    const [contract] = await contractsByIds(tx, [s.contractId]);
    const merchant = (await merchantConfigs(tx)).get(s.merchantCode)!;
    if (!(await payStatement(tx, s, contract!.kind, merchant, now)))
      throw fieldError('id', "the payer's cash does not cover it", ErrorCode.INSUFFICIENT_BALANCE);
    await recordAudit(tx, actor, {
      action: 'agent_contract.statement_paid',
      targetType: 'agent_contract',
      targetId: s.contractId,
      after: { statement: s.id, period: s.periodKey, amount: s.amount.toString(), by: 'operator' },
    });
    return (await lockStatement(tx, actor.merchantCode, id))!;
  });
}

/**
 * Issue 32: the contract payout run. First the unpaid statements of earlier runs are tried again;
 * then every contract in force gets a statement for each period that has ended since it was
 * accepted (within the catch-up limits of contract-periods) and has none yet, paid from the
 * upline's cash. Runs at the same time (instances, a test's concurrent calls) pay each period
 * once: the statement's unique key and the ledger's idempotency key both hold it.
 */
export async function runContractPayouts(
  db: Db,
  now: Date,
  {
    merchantCode,
    postedAt = now,
  }: {
    merchantCode?: string;
    /** When the statements and payments are written (the development route's run "as at"). */
    postedAt?: Date;
  } = {},
): Promise<ContractPayoutRun> {
  const run: ContractPayoutRun = { statements: 0, paid: 0, unpaid: 0 };
  run.paid += await retryUnpaid(db, postedAt);
  for (const { contract, config } of await contractsInForce(db, merchantCode)) {
    const done = await statementKeysOf(db, contract.id);
    const acceptedAt = contract.decidedAt ?? contract.offeredAt;
    for (const p of endedPeriods(
      contract.kind,
      contract.period,
      acceptedAt,
      now,
      config.timeZone,
    )) {
      if (done.has(p.key)) continue;
      const outcome = await settlePeriod(db, contract, config, p, postedAt);
      if (outcome === 'skipped') continue;
      run.statements++;
      if (outcome === 'paid') run.paid++;
      if (outcome === 'unpaid') run.unpaid++;
    }
  }
  return run;
}

/** Runs runContractPayouts every minute until stopped; a failed round is logged and tried again. */
export const startContractPayoutsJob = databaseJob(
  CONTRACT_PAYOUT_INTERVAL_MS,
  'agent contract payout round failed',
  async (db, clock, log) => {
    const run = await runContractPayouts(db, clock());
    if (run.statements > 0 || run.paid > 0) log.info(run, 'agent contract payouts');
  },
);
