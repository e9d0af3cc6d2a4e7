import { randomInt } from 'node:crypto';
import {
  DepositMethod,
  ErrorCode,
  PROMPTPAY_PENDING_MAX,
  type Deposit,
  type MerchantConfig,
  type PromptPayDepositInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { currencyMinorUnit, formatAmount } from '../../lib/money';
import { moneyFieldError } from '../../lib/money-errors';
import type { DepositDeps } from './deposit-deps';
import { replayed } from './deposit-replay';
import { newDepositRow, startDepositRequest } from './deposit-request-start';
import {
  depositByKey,
  expireAllButNewest,
  expireDue,
  insertDeposit,
  noteReplacement,
  pendingAmountsBetween,
} from './deposits.repository';
import { checkedAmount } from './money-amount';
import { promptPayPayload } from './promptpay';

/*
 * A PromptPay request beyond PROMPTPAY_PENDING_MAX replaces (expires) the member's oldest pending
 * one rather than being refused: a refusal would lock out a player who lost three QR codes.
 */
/**
 * The first space of satang fractions a PromptPay request may add to tell it apart (0.01 …
 * 0.99). When every amount in it is pending already, the next space is ten times as wide plus
 * nine (0.01 … 9.99, then 0.01 … 99.99, …): pending requests are finite, so one always has room.
 */
const FIRST_FRACTION_STEPS = 99;
/**
 * Picks of a free amount: a pick fails only when another request took that amount between the
 * read and the insert (that one was served), and the next pick reads again, so a second is rare.
 */
const FRACTION_TRIES = 20;

/**
 * The amount to pay for a PromptPay request of `amount`: amount + k satang, k drawn at random
 * from the free ones of the smallest space (1 … 99, then 1 … 999, …) that has one. Never below
 * the asked amount, and above it by less than a baht until all of amount + 0.01 … 0.99 are
 * pending; the spaces of nearby amounts overlap, and the unique index keeps each amount to one.
 */
async function freePayable(tx: Db, merchantCode: string, amount: bigint): Promise<bigint> {
  const satang = currencyMinorUnit(2);
  for (let steps = FIRST_FRACTION_STEPS; ; steps = steps * 10 + 9) {
    const taken = new Set(
      await pendingAmountsBetween(
        tx,
        merchantCode,
        DepositMethod.promptPay,
        amount + satang,
        amount + satang * BigInt(steps),
      ),
    );
    if (taken.size >= steps) continue;
    let pick = randomInt(steps - taken.size);
    for (let k = 1; k <= steps; k++) {
      const payable = amount + satang * BigInt(k);
      if (!taken.has(payable) && pick-- === 0) return payable;
    }
  }
}

/**
 * A PromptPay request: the asked amount plus a satang fraction no other pending request of
 * the merchant carries (a unique index holds it), so an incoming transfer names its request.
 * The member's oldest pending PromptPay request beyond PROMPTPAY_PENDING_MAX - 1 is replaced.
 */
export async function createPromptPayDeposit(
  { db, clock, toDeposit }: DepositDeps,

  merchant: MerchantConfig,
  memberId: number,
  input: PromptPayDepositInput,
): Promise<Deposit> {
  const settings = merchant.money.promptPay;
  if (!settings.enabled || merchant.currency.code !== 'THB' || merchant.currency.decimals < 2) {
    throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'PromptPay is not offered');
  }
  const amount = checkedAmount(merchant, input.amount, settings);
  const earlier = await depositByKey(db, memberId, input.idempotencyKey);
  if (earlier) return toDeposit(merchant, replayed(earlier, amount));
  // A request the member can no longer pay (expired) does not hold the daily limit.
  await expireDue(db, clock(), { merchantCode: merchant.code });
  const now = clock();
  const request = {
    merchant,
    memberId,
    idempotencyKey: input.idempotencyKey,
    method: DepositMethod.promptPay,
    amount,
    dailyMax: settings.dailyMax,
    now,
  };
  const written = await db.transaction(async (tx) => {
    let replaced: number[] = [];
    const raced = await startDepositRequest(tx, {
      ...request,
      makeRoom: async () => {
        replaced = await expireAllButNewest(
          tx,
          memberId,
          DepositMethod.promptPay,
          PROMPTPAY_PENDING_MAX - 1,
          now,
        );
      },
    });
    if (raced) return raced;
    for (let i = 0; i < FRACTION_TRIES; i++) {
      const payable = await freePayable(tx, merchant.code, amount);
      const row = await insertDeposit(tx, {
        ...newDepositRow(request),
        amount: payable,
        qrPayload: promptPayPayload(settings.promptPayId, formatAmount(payable, 2)),
        expiresAt: new Date(now.getTime() + settings.expiryMinutes * 60_000),
      });
      if (row) {
        await noteReplacement(tx, replaced, row.reference);
        return row;
      }
    }
    // Every pick lost its race to another request, each of which was served: not seen in
    // practice, and not the member's doing, so a logged 500 rather than a refusal.
    throw new Error(
      `no free PromptPay amount for ${formatAmount(amount, 2)} in ${FRACTION_TRIES} picks`,
    );
  });
  return toDeposit(merchant, replayed(written, amount));
}
