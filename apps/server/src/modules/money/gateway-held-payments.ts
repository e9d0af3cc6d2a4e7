import { eq, inArray } from 'drizzle-orm';
import type { MerchantConfig, OpsHeldNoticeRow } from '@lotto/contract';
import type { Db } from '../../db/client';
import { deposits, members, type GatewayHeldNoticeRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { recordAudit, type Actor } from '../audit/audit.service';
import { lockDeposit } from './deposits.repository';
import { wrongState, type GatewayFinanceDeps } from './gateway-finance-deps';
import { heldNotices, lockHeldNotice, resolveHeldNotice } from './gateway-held.repository';

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

async function usernamesOf(within: Db, depositIds: number[]) {
  if (depositIds.length === 0) return new Map<number, string>();
  const rows = await within
    .select({ id: deposits.id, username: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(inArray(deposits.id, depositIds));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Payments held because the platform could not apply them (the open ones, or all). */
export async function heldPayments(
  { db }: GatewayFinanceDeps,
  merchantCode: string,
  open: boolean,
) {
  const rows = await heldNotices(db, merchantCode, open);
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => (r.depositId ? [r.depositId] : [])),
  );
  return rows.map((r) => heldView(r, r.depositId ? (names.get(r.depositId) ?? null) : null));
}

/**
 * Credit: the member of the deposit the payment names gets it (once: the ledger key is the
 * notice's); refunded: the gateway gave it back to the payer, nothing moves here.
 */
export async function resolveHeldPayment(
  { db, clock, ledger, by, simulator }: GatewayFinanceDeps,
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
}
