import {
  ErrorCode,
  type MerchantConfig,
  type RequestWithdrawInput,
  type Withdrawal,
  type WithdrawalState,
  type WithdrawRulesValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { WithdrawalRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import type { BankCardsService } from './bank-cards.service';
import { maskAccount } from './bank-cards.service';
import { checkedAmount } from './money-amount';
import { withdrawableCash } from './demo-credit';
import { lockMemberLimits } from './member-limits.repository';
import { startOfDay } from '../../lib/money-day';
import { levelWithdrawLimits } from '../levels/levels.service';
import { moneyFieldError } from '../../lib/money-errors';
import type { MoneyLedger, Movement } from './money-ledger';
import type { PaymentPasswordService } from './payment-password.service';
import {
  insertWithdrawal,
  latestWithdrawals,
  turnoverOf,
  withdrawalByKey,
  withdrawnSince,
} from './withdrawals.repository';
import { ageVerificationRequired, refuseUnverifiedAge } from '../protection/protection-guard';

const LATEST_WITHDRAWALS = 20;

/** What a withdrawal request reads and writes through. */
interface WithdrawalDeps {
  db: Db;
  clock: Clock;
  ledger: MoneyLedger;
  paymentPassword: PaymentPasswordService;
}

const view = (row: WithdrawalRow, card: { bankCode: string; account: string }): Withdrawal => ({
  id: row.id,
  amount: fromUnits(row.amount),
  state: row.state as WithdrawalState,
  bankCode: card.bankCode,
  accountNumberMasked: maskAccount(card.account),
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

const movement = (merchant: MerchantConfig, row: WithdrawalRow): Movement => ({
  merchantCode: merchant.code,
  currency: merchant.currency.code,
  memberId: row.memberId,
  amount: row.amount,
  idempotencyKey: `withdrawal:${row.id}`,
  reference: `W${row.id}`,
});

/** The merchant's daily limits, or the member level's where it sets them. */
const dailyLimitsOf = async (db: Db, merchant: MerchantConfig, memberId: number) => {
  const s = merchant.money.withdraw;
  const level = await levelWithdrawLimits(db, memberId);
  return {
    dailyCount: level?.dailyCount ?? s.dailyCount,
    dailyMax: level?.dailyMax ?? toUnits(s.dailyMax),
  };
};

/** A new withdrawal request: request() answers the retries of a key before this. */
async function place(
  { db, clock, ledger, paymentPassword }: WithdrawalDeps,
  merchant: MerchantConfig,
  memberId: number,
  input: RequestWithdrawInput,
  card: Awaited<ReturnType<BankCardsService['card']>>,
) {
  const s = merchant.money.withdraw;
  // Issue 34: before anything is counted (a wrong payment password included).
  await refuseUnverifiedAge(db, memberId, ageVerificationRequired(merchant));
  await paymentPassword.verify(memberId, input.paymentPassword);
  if (!card) throw moneyFieldError('bankCardId', ErrorCode.NOT_FOUND, 'bankCardId is unknown');
  const amount = checkedAmount(merchant, input.amount, s);
  const daily = await dailyLimitsOf(db, merchant, memberId);
  /** Checked again under the member's limits lock, where two requests at once meet. */
  const checkDaily = async (on: Db) => {
    const used = await withdrawnSince(on, memberId, startOfDay(clock(), merchant.timeZone));
    if (used.count + 1 > daily.dailyCount || used.total + amount > daily.dailyMax) {
      throw moneyFieldError('amount', ErrorCode.DAILY_LIMIT, 'amount would pass the daily limit');
    }
  };
  await checkDaily(db);
  const turnover = await turnoverOf(db, memberId);
  if (turnover.done < turnover.required) {
    throw moneyFieldError(
      'amount',
      ErrorCode.TURNOVER_REQUIRED,
      `turnover of ${fromUnits(turnover.required - turnover.done)} is still required`,
    );
  }
  /** Demo credit is never paid out; checked again once the cash is locked. */
  const checkWithdrawable = async (on: Db) => {
    const { withdrawable } = await withdrawableCash(on, memberId, merchant.currency.code);
    if (withdrawable < amount) {
      throw moneyFieldError(
        'amount',
        ErrorCode.INSUFFICIENT_BALANCE,
        `amount is more than the ${fromUnits(withdrawable)} that can be withdrawn`,
      );
    }
  };
  await checkWithdrawable(db);
  const row = await db.transaction(async (tx) => {
    await lockMemberLimits(tx, memberId, 'withdraw');
    if (await withdrawalByKey(tx, memberId, input.idempotencyKey)) return null;
    await checkDaily(tx);
    await checkWithdrawable(tx);
    const inserted = await insertWithdrawal(tx, {
      merchantCode: merchant.code,
      memberId,
      bankCardId: card.id,
      amount,
      idempotencyKey: input.idempotencyKey,
      createdAt: clock(),
    });
    if (!inserted) return null;
    await ledger.holdWithdrawal(tx, movement(merchant, inserted));
    return inserted;
  });
  if (!row) {
    // The same key raced in from a retry: answer what it wrote.
    const raced = await withdrawalByKey(db, memberId, input.idempotencyKey);
    if (!raced) throw notFound();
    return view(raced, { bankCode: card.bankCode, account: card.accountNumber });
  }
  return view(row, { bankCode: card.bankCode, account: card.accountNumber });
}

export function createWithdrawalsService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  cards: BankCardsService,
  paymentPassword: PaymentPasswordService,
) {
  const deps: WithdrawalDeps = { db, clock, ledger, paymentPassword };

  return {
    async rules(merchant: MerchantConfig, memberId: number, hasPassword: boolean) {
      const s = merchant.money.withdraw;
      const [used, turnover, balance, daily] = await Promise.all([
        withdrawnSince(db, memberId, startOfDay(clock(), merchant.timeZone)),
        turnoverOf(db, memberId),
        withdrawableCash(db, memberId, merchant.currency.code),
        dailyLimitsOf(db, merchant, memberId),
      ]);
      return {
        enabled: s.enabled,
        currency: merchant.currency.code,
        decimals: merchant.currency.decimals,
        min: fromUnits(toUnits(s.min)),
        max: fromUnits(toUnits(s.max)),
        dailyCount: daily.dailyCount,
        dailyMax: fromUnits(daily.dailyMax),
        usedTodayCount: used.count,
        usedTodayAmount: fromUnits(used.total),
        // Every withdrawal is refused while turnover is outstanding (place()): nothing is
        // withdrawable now, whatever the cash.
        balance: fromUnits(turnover.done < turnover.required ? 0n : balance.withdrawable),
        cash: fromUnits(balance.cash),
        demoCreditHeld: fromUnits(balance.cash - balance.withdrawable),
        turnoverRequired: fromUnits(turnover.required),
        turnoverDone: fromUnits(
          turnover.done < turnover.required ? turnover.done : turnover.required,
        ),
        hasPaymentPassword: hasPassword,
      } satisfies WithdrawRulesValue;
    },

    /**
     * A withdrawal request: checked (payment password first, so a guesser learns nothing else),
     * then the row and the hold posting in one transaction. The same key answers the first request.
     */
    async request(merchant: MerchantConfig, memberId: number, input: RequestWithdrawInput) {
      if (!merchant.money.withdraw.enabled) {
        throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'withdrawals are closed');
      }
      const card = await cards.card(memberId, input.bankCardId);
      /** The request this key made already, if any: a retry gets its answer, never a refusal. */
      const replay = async () => {
        const earlier = await withdrawalByKey(db, memberId, input.idempotencyKey);
        if (!earlier) return null;
        if (earlier.amount !== toUnits(input.amount) || earlier.bankCardId !== input.bankCardId) {
          throw new HttpError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '', {
            fields: { idempotencyKey: 'idempotencyKey was used with another request' },
          });
        }
        return view(earlier, {
          bankCode: card?.bankCode ?? '',
          account: card?.accountNumber ?? '',
        });
      };
      const replayed = await replay();
      if (replayed) return replayed;
      try {
        return await place(deps, merchant, memberId, input, card);
      } catch (err) {
        // A copy sent at the same time may have been accepted while this one was checked: the
        // daily count and the balance it was refused on are then its own request's.
        if (err instanceof HttpError) {
          const accepted = await replay();
          if (accepted) return accepted;
        }
        throw err;
      }
    },

    async latest(memberId: number): Promise<Withdrawal[]> {
      const rows = await latestWithdrawals(db, memberId, LATEST_WITHDRAWALS);
      return rows.map((r) => view(r.w, { bankCode: r.bankCode, account: r.account }));
    },

    movement,
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
