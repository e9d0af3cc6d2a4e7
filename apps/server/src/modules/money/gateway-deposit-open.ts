import {
  DepositMethod,
  ErrorCode,
  type Deposit,
  type GatewayDepositInput,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { DepositRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { moneyFieldError } from '../../lib/money-errors';
import { newDepositRow, startDepositRequest } from './deposit-request-start';
import { depositView } from './deposit-view';
import { depositByKey, insertDeposit, lockDeposit, setGatewayTx } from './deposits.repository';
import type { GatewayDepositDeps } from './gateway-deposit-deps';
import { checkedAmount } from './money-amount';
import type { PaymentGatewayAdapter } from './payment-gateway';

/** Where the gateway's page sends the player back to: the deposit page showing this deposit. */
const depositReturnPath = (id: number) => `/m/voucherCenter?deposit=${id}`;

type Request = {
  merchant: MerchantConfig;
  memberId: number;
  adapter: PaymentGatewayAdapter;
  amount: bigint;
  input: GatewayDepositInput;
};

/** The deposit of the request's idempotency key: the one already written, or a new one. */
async function depositOfKey(
  { db, clock }: GatewayDepositDeps,
  { merchant, memberId, adapter, amount, input }: Request,
): Promise<DepositRow> {
  const settings = merchant.money.gateway;
  const known = await depositByKey(db, memberId, input.idempotencyKey);
  if (known) return known;
  const request = {
    merchant,
    memberId,
    idempotencyKey: input.idempotencyKey,
    method: DepositMethod.gateway,
    amount,
    dailyMax: settings.dailyMax,
    now: clock(),
  };
  const row = await db.transaction(async (tx) => {
    const raced = await startDepositRequest(tx, request);
    if (raced) return raced;
    return insertDeposit(tx, {
      ...newDepositRow(request),
      gateway: adapter.code,
      expiresAt: new Date(request.now.getTime() + settings.expiryMinutes * 60_000),
    });
  });
  if (!row) throw new HttpError(ErrorCode.BUSY);
  return row;
}

/**
 * Opens the deposit's payment at the gateway. The row is locked and read again first:
 * concurrent retries of one key wait here and find the payment the first one opened, so a
 * deposit never has two payments.
 */
function openPayment(
  { db }: GatewayDepositDeps,
  { merchant, adapter }: Request,
  language: Language,
  id: number,
): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    const locked = await lockDeposit(tx, id);
    if (!locked) throw new HttpError(ErrorCode.NOT_FOUND);
    if (locked.state !== 'pending' || locked.gatewayTxId) return locked;
    const { txId } = await adapter.open(tx, {
      merchantCode: merchant.code,
      reference: locked.reference,
      amount: locked.amount,
      currency: merchant.currency.code,
      language,
      expiresAt: locked.expiresAt,
      returnPath: depositReturnPath(locked.id),
    });
    await setGatewayTx(tx, locked.id, adapter.code, txId);
    return { ...locked, gateway: adapter.code, gatewayTxId: txId };
  });
}

/** A deposit request through the merchant's gateway: the deposit, and its payment opened there. */
export async function openGatewayDeposit(
  deps: GatewayDepositDeps,
  merchant: MerchantConfig,
  memberId: number,
  language: Language,
  input: GatewayDepositInput,
): Promise<Deposit> {
  const settings = merchant.money.gateway;
  const adapter = settings.enabled ? deps.adapterOf(settings.gateway) : null;
  if (!adapter) {
    throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'no payment gateway');
  }
  const amount = checkedAmount(merchant, input.amount, settings);
  const request = { merchant, memberId, adapter, amount, input };
  let row = await depositOfKey(deps, request);
  if (row.requestedAmount !== amount || row.method !== DepositMethod.gateway) {
    throw new HttpError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '', {
      fields: { idempotencyKey: 'idempotencyKey was used with another amount' },
    });
  }
  // Opened once; a retry after a lost answer (or a crash before) opens it if it is not yet.
  if (row.state === 'pending' && !row.gatewayTxId) {
    row = await openPayment(deps, request, language, row.id);
  }
  return depositView(merchant, row, deps.payUrlOf(row));
}
