import { desc, eq } from 'drizzle-orm';
import {
  DepositMethod,
  ErrorCode,
  type MerchantConfig,
  type OpsDepositDisputeRow,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { depositDisputes, type DepositDisputeRow, type DepositRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { recordAudit, type Actor } from '../audit/audit.service';
import { memberBalances } from '../ledger/ledger.service';
import { lockDeposit } from './deposits.repository';
import { wrongState, type GatewayFinanceDeps } from './gateway-finance-deps';
import type { Movement } from './money-ledger';

const DISPUTES_LIST_MAX = 500;

const disputeView = (d: DepositDisputeRow): OpsDepositDisputeRow => ({
  depositId: d.depositId,
  state: d.state as OpsDepositDisputeRow['state'],
  heldAmount: fromUnits(d.heldAmount),
  uncovered: fromUnits(d.uncovered),
  note: d.note,
  openedBy: d.openedBy,
  openedAt: d.openedAt.getTime(),
  decidedBy: d.decidedBy,
  decidedAt: d.decidedAt?.getTime() ?? null,
});

/** Moves a dispute's money; a member's spend racing the hold makes the hold try again. */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const short = err instanceof HttpError && err.code === ErrorCode.INSUFFICIENT_BALANCE;
      if (!short || attempt >= 2) throw err;
    }
  }
}

/** One decision on a disputed deposit, inside its transaction (the deposit locked). */
interface DisputeStep {
  tx: Db;
  merchant: MerchantConfig;
  actor: Actor;
  deposit: DepositRow;
  /** The deposit's dispute so far, locked. */
  existing: DepositDisputeRow | undefined;
  /** The ledger movement without its amount. */
  movement: Omit<Movement, 'amount'>;
  note: string;
  now: Date;
}

/** hold: what the member still has of the deposit moves from cash to the dispute hold. */
async function holdDisputed(
  { ledger, by }: GatewayFinanceDeps,
  { tx, merchant, actor, deposit, existing, movement, note, now }: DisputeStep,
) {
  if (existing) throw wrongState('This deposit is already disputed');
  const { cash } = await memberBalances(tx, deposit.memberId, merchant.currency.code);
  const heldAmount = cash < deposit.amount ? cash : deposit.amount;
  if (heldAmount > 0n) await ledger.holdDispute(tx, { ...movement, amount: heldAmount });
  const [row] = await tx
    .insert(depositDisputes)
    .values({
      depositId: deposit.id,
      merchantCode: merchant.code,
      state: 'held',
      heldAmount,
      uncovered: deposit.amount - heldAmount,
      note,
      openedBy: by(actor),
      openedAt: now,
    })
    .returning();
  return row;
}

/** release: the held money returns to cash; reverse: it goes to chargebacks. */
async function decideDisputed(
  { ledger, by }: GatewayFinanceDeps,
  { tx, actor, deposit, existing, movement, note, now }: DisputeStep,
  action: 'release' | 'reverse',
) {
  if (existing?.state !== 'held') throw wrongState('This deposit has no dispute held');
  if (existing.heldAmount > 0n) {
    const m = { ...movement, amount: existing.heldAmount };
    if (action === 'release') await ledger.releaseDispute(tx, m);
    else await ledger.reverseDispute(tx, m);
  }
  const [row] = await tx
    .update(depositDisputes)
    .set({
      state: action === 'release' ? 'released' : 'reversed',
      decidedBy: by(actor),
      decidedAt: now,
      note: note || existing.note,
    })
    .where(eq(depositDisputes.depositId, deposit.id))
    .returning();
  return row;
}

export async function depositDisputeList({ db }: GatewayFinanceDeps, merchantCode: string) {
  const rows = await db
    .select()
    .from(depositDisputes)
    .where(eq(depositDisputes.merchantCode, merchantCode))
    .orderBy(desc(depositDisputes.openedAt))
    .limit(DISPUTES_LIST_MAX);
  return rows.map(disputeView);
}

/**
 * hold: a credited gateway deposit is disputed; what the member still has of it moves from
 * cash to the dispute hold. release: it returns to cash. reverse: it goes to chargebacks.
 */
export async function disputeDeposit(
  deps: GatewayFinanceDeps,
  merchant: MerchantConfig,
  actor: Actor,
  id: number,
  action: 'hold' | 'release' | 'reverse',
  note: string,
) {
  return withRetries(() =>
    deps.db.transaction(async (tx) => {
      const deposit = await lockDeposit(tx, id);
      if (!deposit || deposit.merchantCode !== merchant.code) throw notFound('No such deposit');
      if (deposit.method !== DepositMethod.gateway || deposit.state !== 'credited') {
        throw wrongState('Only a credited gateway deposit can be disputed');
      }
      const [existing] = await tx
        .select()
        .from(depositDisputes)
        .where(eq(depositDisputes.depositId, id))
        .for('update');
      const movement = {
        merchantCode: merchant.code,
        currency: merchant.currency.code,
        memberId: deposit.memberId,
        idempotencyKey: `dispute:${deposit.id}`,
        reference: deposit.reference,
      };
      const step = { tx, merchant, actor, deposit, existing, movement, note, now: deps.clock() };
      const row =
        action === 'hold'
          ? await holdDisputed(deps, step)
          : await decideDisputed(deps, step, action);
      await recordAudit(tx, actor, {
        action: `deposit.dispute.${action}`,
        targetType: 'deposit',
        targetId: id,
        before: { dispute: existing?.state ?? null },
        after: {
          dispute: row!.state,
          heldAmount: fromUnits(row!.heldAmount),
          uncovered: fromUnits(row!.uncovered),
          note: row!.note,
        },
      });
      return disputeView(row!);
    }),
  );
}
