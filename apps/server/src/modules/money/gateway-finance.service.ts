import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DepositMethod,
  ErrorCode,
  type MerchantConfig,
  type OpsDepositDisputeRow,
  type OpsHeldNoticeRow,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  depositDisputes,
  deposits,
  members,
  type DepositDisputeRow,
  type GatewayHeldNoticeRow,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { memberBalances } from '../ledger/ledger.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { fromUnits } from '../../lib/money';
import { lockDeposit } from './deposits.repository';
import {
  creditedHeldTxIds,
  heldNotices,
  lockHeldNotice,
  resolveHeldNotice,
} from './gateway-held.repository';
import { startOfDay } from '../../lib/money-day';
import type { MoneyLedger } from './money-ledger';
import type { PaymentGatewayAdapter } from './payment-gateway';

const DISPUTES_LIST_MAX = 500;
const HOUR_MS = 3_600_000;

const wrongState = (message = '') => new HttpError(ErrorCode.WRONG_STATE, message);

const heldView = (n: GatewayHeldNoticeRow, username: string | null): OpsHeldNoticeRow => ({
  id: n.id,
  gateway: n.gateway,
  txId: n.txId,
  reference: n.reference,
  amount: fromUnits(n.amount),
  currency: n.currency,
  reason: n.reason as OpsHeldNoticeRow['reason'],
  depositId: n.depositId,
  username,
  receivedAt: n.receivedAt.getTime(),
  resolution: n.resolution as OpsHeldNoticeRow['resolution'],
  resolvedAt: n.resolvedAt?.getTime() ?? null,
  resolvedBy: n.resolvedBy,
});

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

/** [start, end) of a calendar day in the merchant's time zone. */
function dayBounds(day: string, timeZone: string) {
  const start = startOfDay(new Date(`${day}T12:00:00Z`), timeZone);
  return { start, end: startOfDay(new Date(start.getTime() + 36 * HOUR_MS), timeZone) };
}

/**
 * Finance's side of gateway payments: payments held because the platform could not
 * apply them, the daily reconciliation with each gateway's settlement report, and disputes of
 * credited deposits. Every decision is one transaction of state, ledger posting and audit line.
 */
export function createGatewayFinanceService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  adapters: readonly PaymentGatewayAdapter[],
) {
  const by = (actor: Actor) => `operator:${actor.username ?? actor.operatorId ?? '?'}`;
  const simulator = (gateway: string) =>
    adapters.find((a) => a.code === gateway)?.simulator ?? false;

  async function usernamesOf(within: Db, depositIds: number[]) {
    if (depositIds.length === 0) return new Map<number, string>();
    const rows = await within
      .select({ id: deposits.id, username: members.username })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(inArray(deposits.id, depositIds));
    return new Map(rows.map((r) => [r.id, r.username]));
  }

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

  return {
    async held(merchantCode: string, open: boolean) {
      const rows = await heldNotices(db, merchantCode, open);
      const names = await usernamesOf(
        db,
        rows.flatMap((r) => (r.depositId ? [r.depositId] : [])),
      );
      return rows.map((r) => heldView(r, r.depositId ? (names.get(r.depositId) ?? null) : null));
    },

    /**
     * Credit: the member of the deposit the payment names gets it (once: the ledger key is the
     * notice's); refunded: the gateway gave it back to the payer, nothing moves here.
     */
    async resolveHeld(
      merchant: MerchantConfig,
      actor: Actor,
      id: number,
      action: 'credit' | 'refunded',
    ) {
      return db.transaction(async (tx) => {
        const notice = await lockHeldNotice(tx, merchant.code, id);
        if (!notice) throw notFound('No such held payment');
        if (notice.resolution) throw wrongState('This payment was already resolved');
        const deposit = notice.depositId ? await lockDeposit(tx, notice.depositId) : null;
        if (action === 'credit') {
          if (!deposit) {
            throw wrongState('The payment names no deposit: have the gateway refund it');
          }
          await ledger.creditDeposit(tx, {
            merchantCode: merchant.code,
            currency: merchant.currency.code,
            memberId: deposit.memberId,
            amount: notice.amount,
            idempotencyKey: `gateway-held:${notice.id}`,
            reference: deposit.reference,
            demoCredit: simulator(notice.gateway),
          });
        }
        const resolved = await resolveHeldNotice(
          tx,
          notice.id,
          action === 'credit' ? 'credited' : 'refunded',
          clock(),
          by(actor),
        );
        if (!resolved) throw wrongState('This payment was already resolved');
        await recordAudit(tx, actor, {
          action: `gateway.held.${action}`,
          targetType: 'gateway_payment',
          targetId: `${notice.gateway}:${notice.txId}`,
          before: { resolution: null },
          after: {
            resolution: resolved.resolution,
            amount: fromUnits(notice.amount),
            depositId: notice.depositId,
          },
        });
        const names = await usernamesOf(tx, deposit ? [deposit.id] : []);
        return heldView(resolved, deposit ? (names.get(deposit.id) ?? null) : null);
      });
    },

    /** The day's paid payments at each gateway whose money did not reach a member here. */
    async reconciliation(merchant: MerchantConfig, day: string) {
      const { start, end } = dayBounds(day, merchant.timeZone);
      const uncredited = [];
      let paid = 0;
      for (const adapter of adapters) {
        const payments = await adapter.paidPayments(db, merchant.code, start, end);
        paid += payments.length;
        if (payments.length === 0) continue;
        const txIds = payments.map((p) => p.txId);
        const found = await db
          .select({ id: deposits.id, txId: deposits.gatewayTxId, state: deposits.state })
          .from(deposits)
          .where(and(eq(deposits.gateway, adapter.code), inArray(deposits.gatewayTxId, txIds)));
        const byTx = new Map(found.map((d) => [d.txId, d]));
        const creditedHeld = await creditedHeldTxIds(db, adapter.code, txIds);
        const openHeld = new Set(
          (await heldNotices(db, merchant.code, true))
            .filter((n) => n.gateway === adapter.code)
            .map((n) => n.txId),
        );
        for (const p of payments) {
          const deposit = byTx.get(p.txId);
          if (deposit?.state === 'credited' || creditedHeld.has(p.txId)) continue;
          uncredited.push({
            gateway: adapter.code,
            txId: p.txId,
            reference: p.reference,
            amount: fromUnits(p.amount),
            paidAt: p.paidAt.getTime(),
            depositId: deposit?.id ?? null,
            depositState: deposit?.state ?? null,
            held: openHeld.has(p.txId),
          });
        }
      }
      return { day, paid, uncredited };
    },

    async disputes(merchantCode: string) {
      const rows = await db
        .select()
        .from(depositDisputes)
        .where(eq(depositDisputes.merchantCode, merchantCode))
        .orderBy(desc(depositDisputes.openedAt))
        .limit(DISPUTES_LIST_MAX);
      return rows.map(disputeView);
    },

    /**
     * hold: a credited gateway deposit is disputed; what the member still has of it moves from
     * cash to the dispute hold. release: it returns to cash. reverse: it goes to chargebacks.
     */
    async dispute(
      merchant: MerchantConfig,
      actor: Actor,
      id: number,
      action: 'hold' | 'release' | 'reverse',
      note: string,
    ) {
      return withRetries(() =>
        db.transaction(async (tx) => {
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
          const now = clock();
          let row: DepositDisputeRow | undefined;
          if (action === 'hold') {
            if (existing) throw wrongState('This deposit is already disputed');
            const { cash } = await memberBalances(tx, deposit.memberId, merchant.currency.code);
            const heldAmount = cash < deposit.amount ? cash : deposit.amount;
            if (heldAmount > 0n) await ledger.holdDispute(tx, { ...movement, amount: heldAmount });
            [row] = await tx
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
          } else {
            if (existing?.state !== 'held') throw wrongState('This deposit has no dispute held');
            if (existing.heldAmount > 0n) {
              const m = { ...movement, amount: existing.heldAmount };
              if (action === 'release') await ledger.releaseDispute(tx, m);
              else await ledger.reverseDispute(tx, m);
            }
            [row] = await tx
              .update(depositDisputes)
              .set({
                state: action === 'release' ? 'released' : 'reversed',
                decidedBy: by(actor),
                decidedAt: now,
                note: note || existing.note,
              })
              .where(eq(depositDisputes.depositId, id))
              .returning();
          }
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
    },
  };
}
export type GatewayFinanceService = ReturnType<typeof createGatewayFinanceService>;
