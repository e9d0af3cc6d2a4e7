import { ErrorCode, type GatewayCallbackState, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { toUnits } from '../../lib/money';
import {
  lockGatewayDeposit,
  rememberGatewayNonce,
  settleGatewayDeposit,
} from './deposits.repository';
import type { GatewayDepositDeps } from './gateway-deposit-deps';
import {
  holdNotice,
  lockGatewayDepositByReference,
  type HeldReason,
} from './gateway-held.repository';
import type { GatewayNotice } from './payment-gateway';

type Applied = { applied: boolean; state: GatewayCallbackState };

const notOurs = () =>
  new HttpError(ErrorCode.NOT_FOUND, 'No deposit has this txId and reference', {
    fields: { txId: 'is not a payment of this platform' },
  });

/** Keeps a paid payment for finance; the answer acknowledges it. */
async function hold(
  { clock, defaultMerchantCode }: GatewayDepositDeps,
  tx: Db,
  notice: GatewayNotice,
  reason: HeldReason,
  deposit: DepositRow | null,
): Promise<Applied> {
  await holdNotice(tx, {
    merchantCode: deposit?.merchantCode ?? defaultMerchantCode,
    gateway: notice.gateway,
    txId: notice.txId,
    reference: notice.reference,
    amount: toUnits(notice.amount),
    currency: notice.currency,
    reason,
    depositId: deposit?.id ?? null,
    receivedAt: clock(),
  });
  return { applied: false, state: 'held' };
}

/** The notice's amount and currency against the deposit's; any difference refuses it. */
function checkFigures(notice: GatewayNotice, row: DepositRow, merchant: MerchantConfig) {
  const mismatch: Record<string, string> = {};
  if (toUnits(notice.amount) !== row.amount) mismatch.amount = 'differs from the payment';
  if (notice.currency !== merchant.currency.code) mismatch.currency = 'differs from the payment';
  if (Object.keys(mismatch).length > 0) {
    throw new HttpError(ErrorCode.GATEWAY_MISMATCH, '', { fields: mismatch });
  }
}

/** Credits or rejects the deposit the notice names, inside the callback's transaction. */
async function settle(
  deps: GatewayDepositDeps,
  tx: Db,
  notice: GatewayNotice,
  row: DepositRow,
): Promise<Applied> {
  const merchant = await deps.merchantOf(row.merchantCode, tx);
  if (!merchant) throw new HttpError(ErrorCode.NOT_FOUND, 'Unknown merchant');
  checkFigures(notice, row, merchant);
  const state = notice.status === 'paid' ? 'credited' : 'rejected';
  const settled = await settleGatewayDeposit(
    tx,
    row.id,
    state,
    deps.clock(),
    `gateway:${notice.gateway}`,
  );
  if (!settled) {
    // Paid, but the deposit was rejected here meanwhile: the gateway has the money.
    if (state === 'credited' && row.state !== 'credited') {
      return hold(deps, tx, notice, 'deposit_decided', row);
    }
    return { applied: false, state: row.state as GatewayCallbackState };
  }
  if (state === 'credited') {
    await deps.ledger.creditDeposit(tx, {
      merchantCode: row.merchantCode,
      currency: merchant.currency.code,
      memberId: row.memberId,
      amount: row.amount,
      idempotencyKey: `deposit:${row.id}`,
      reference: row.reference,
      demoCredit: deps.adapterOf(notice.gateway)?.simulator ?? false,
    });
  }
  return { applied: true, state: settled.state as GatewayCallbackState };
}

/**
 * A verified callback: remembered by its nonce, checked against the deposit (reference,
 * amount, currency), then applied, all in one transaction. A refusal writes nothing; the
 * same payment again (a new nonce: the gateway retrying) is acknowledged without a change.
 * A payment the platform cannot apply by itself (one it did not open, or paid for a deposit
 * already decided) is held for finance and acknowledged: never dropped.
 */
export async function applyGatewayCallback(
  deps: GatewayDepositDeps,
  notice: GatewayNotice,
): Promise<Applied> {
  const result = await deps.db.transaction(async (tx) => {
    if (!(await rememberGatewayNonce(tx, notice.gateway, notice.nonce, notice.nonceExpiresAt)))
      throw new HttpError(ErrorCode.GATEWAY_REPLAY, '', {
        fields: { nonce: 'was already used' },
      });
    const row = await lockGatewayDeposit(tx, notice.gateway, notice.txId);
    if (!row) {
      const named = await lockGatewayDepositByReference(tx, notice.reference);
      if (notice.status !== 'paid') throw notOurs();
      return hold(deps, tx, notice, 'unknown_payment', named);
    }
    if (row.reference !== notice.reference) throw notOurs();
    return settle(deps, tx, notice, row);
  });
  if (result.state === 'held') {
    deps.onHeld({ gateway: notice.gateway, txId: notice.txId, reference: notice.reference });
  }
  return result;
}
