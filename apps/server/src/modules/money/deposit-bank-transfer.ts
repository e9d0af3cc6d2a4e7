import {
  DepositMethod,
  ErrorCode,
  type BankTransferDepositInput,
  type Deposit,
  type MerchantConfig,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { moneyFieldError } from '../../lib/money-errors';
import { PENDING_BANK_TRANSFERS_MAX } from './bank-transfer-limits';
import type { DepositDeps } from './deposit-deps';
import { replayed } from './deposit-replay';
import { newDepositRow, startDepositRequest } from './deposit-request-start';
import { depositByKey, insertDeposit, pendingCount } from './deposits.repository';
import { checkedAmount } from './money-amount';

/** A bank-transfer request stays open this long for its slips and finance's decision. */
const BANK_TRANSFER_OPEN_MS = 24 * 60 * 60_000;

/** A bank transfer to one of the merchant's accounts; finance credits it with its slips. */
export async function createBankTransferDeposit(
  { db, clock, toDeposit }: DepositDeps,

  merchant: MerchantConfig,
  memberId: number,
  input: BankTransferDepositInput,
): Promise<Deposit> {
  const settings = merchant.money.bankTransfer;
  if (!settings.enabled || settings.accounts.length === 0) {
    throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'bank transfer is not offered');
  }
  const amount = checkedAmount(merchant, input.amount, settings);
  const earlier = await depositByKey(db, memberId, input.idempotencyKey);
  if (earlier) return toDeposit(merchant, replayed(earlier, amount));
  const request = {
    merchant,
    memberId,
    idempotencyKey: input.idempotencyKey,
    method: DepositMethod.bankTransfer,
    amount,
    dailyMax: settings.dailyMax,
    now: clock(),
  };
  const written = await db.transaction(async (tx) => {
    const raced = await startDepositRequest(tx, request);
    if (raced) return raced;
    // Under the member's deposit lock taken above: two requests at once cannot both fit.
    const pending = await pendingCount(tx, memberId, DepositMethod.bankTransfer, request.now);
    if (pending >= PENDING_BANK_TRANSFERS_MAX) {
      throw new HttpError(ErrorCode.PENDING_DEPOSITS_LIMIT);
    }
    return insertDeposit(tx, {
      ...newDepositRow(request),
      memberReference: input.memberReference.trim() || null,
      expiresAt: new Date(request.now.getTime() + BANK_TRANSFER_OPEN_MS),
    });
  });
  if (!written) throw new HttpError(ErrorCode.BUSY);
  return toDeposit(merchant, replayed(written, amount));
}
