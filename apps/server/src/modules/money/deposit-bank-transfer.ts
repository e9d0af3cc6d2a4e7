import {
  DepositMethod,
  ErrorCode,
  type BankTransferDepositInput,
  type Deposit,
  type MerchantConfig,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { moneyFieldError } from '../../lib/money-errors';
import { ageVerificationRequired } from '../protection/protection-guard';
import { PENDING_BANK_TRANSFERS_MAX } from './bank-transfer-limits';
import type { DepositDeps } from './deposit-deps';
import { newDepositReference, replayed } from './deposit-replay';
import { startDepositRequest } from './deposit-request-start';
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
  const now = clock();
  const written = await db.transaction(async (tx) => {
    const raced = await startDepositRequest(tx, {
      memberId,
      idempotencyKey: input.idempotencyKey,
      method: DepositMethod.bankTransfer,
      amount,
      dailyMax: settings.dailyMax,
      timeZone: merchant.timeZone,
      now,
      ageRequired: ageVerificationRequired(merchant),
    });
    if (raced) return raced;
    // Under the member's deposit lock taken above: two requests at once cannot both fit.
    const pending = await pendingCount(tx, memberId, DepositMethod.bankTransfer, now);
    if (pending >= PENDING_BANK_TRANSFERS_MAX) {
      throw new HttpError(ErrorCode.PENDING_DEPOSITS_LIMIT);
    }
    return insertDeposit(tx, {
      merchantCode: merchant.code,
      memberId,
      method: DepositMethod.bankTransfer,
      requestedAmount: amount,
      amount,
      reference: newDepositReference(),
      memberReference: input.memberReference.trim() || null,
      turnoverRequired: (amount * BigInt(merchant.money.withdraw.depositTurnoverPercent)) / 100n,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BANK_TRANSFER_OPEN_MS),
    });
  });
  if (!written) throw new HttpError(ErrorCode.BUSY);
  return toDeposit(merchant, replayed(written, amount));
}
