import { ErrorCode, type DepositMethod, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import { toUnits } from '../../lib/money';
import { depositedSince } from '../../lib/deposit-totals';
import { depositByKey, type NewDeposit } from './deposits.repository';
import { newDepositReference } from './deposit-replay';
import { lockMemberLimits } from './member-limits.repository';
import { startOfDay } from '../../lib/money-day';
import { moneyFieldError } from '../../lib/money-errors';
import { ageVerificationRequired, guardSpend } from '../protection/protection-guard';

export interface DepositRequestStart {
  merchant: MerchantConfig;
  memberId: number;
  idempotencyKey: string;
  method: DepositMethod;
  amount: bigint;
  /** The method's daily maximum, in the currency's decimal form. */
  dailyMax: string;
  now: Date;
  /**
   * A method that bounds a member's open requests makes room for this one here: once the lock is
   * held and no request has the key, before the daily limit is checked (what it frees no longer
   * counts; a refusal after it undoes it with the transaction).
   */
  makeRoom?: () => Promise<unknown>;
}

/**
 * The first steps of every new deposit request, in the caller's transaction `tx`: the member's
 * daily limits held until it ends (two requests sent at once cannot both fit under a limit only
 * one fits under), then the request with the same key that won a race, if any (answered as is),
 * else room made (`makeRoom`), the method's daily limit checked (a 4xx naming `amount`) and the
 * member's protection asked (guardSpend).
 */
export async function startDepositRequest(
  tx: Db,
  request: DepositRequestStart,
): Promise<DepositRow | null> {
  await lockMemberLimits(tx, request.memberId, 'deposit');
  const raced = await depositByKey(tx, request.memberId, request.idempotencyKey);
  if (raced) return raced;
  await request.makeRoom?.();
  const since = startOfDay(request.now, request.merchant.timeZone);
  const used = await depositedSince(tx, request.memberId, since, request.method);
  if (used + request.amount > toUnits(request.dailyMax)) {
    throw moneyFieldError('amount', ErrorCode.DAILY_LIMIT, 'amount would pass the daily limit');
  }
  // Issue 34: the member's own deposit limits, time-out and self-exclusion.
  await guardSpend(
    tx,
    request.memberId,
    {
      kind: 'deposit',
      amount: request.amount,
      field: 'amount',
      ageRequired: ageVerificationRequired(request.merchant),
    },
    request.now,
  );
  return null;
}

/**
 * The row every method writes for a new request, before its own fields: the asked amount as
 * both requested and payable, a new reference and the turnover the deposit will require.
 */
export function newDepositRow(request: DepositRequestStart) {
  const { merchant, memberId, method, amount, idempotencyKey, now } = request;
  return {
    merchantCode: merchant.code,
    memberId,
    method,
    requestedAmount: amount,
    amount,
    reference: newDepositReference(),
    turnoverRequired: (amount * BigInt(merchant.money.withdraw.depositTurnoverPercent)) / 100n,
    idempotencyKey,
    createdAt: now,
  } satisfies Omit<NewDeposit, 'expiresAt'>;
}
