import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { postInTransaction, type LedgerTxKind } from '../ledger/ledger.service';
import { moneyFieldError } from './money-errors';
import type { MoneyLedger, Movement } from './money-ledger';

type Side = Parameters<typeof postInTransaction>[1]['entries'][number]['account'];

/** Deposit and withdraw postings on the double-entry ledger: one transaction per movement. */
export function createMoneyLedger(clock: () => Date): MoneyLedger {
  const post = async (tx: Db, kind: LedgerTxKind, m: Movement, to: Side, from: Side) => {
    try {
      await postInTransaction(tx, {
        merchantCode: m.merchantCode,
        currency: m.currency,
        kind,
        idempotencyKey: m.idempotencyKey,
        reference: m.reference,
        memberId: m.memberId,
        now: clock(),
        entries: [
          { account: to, amount: m.amount },
          { account: from, amount: -m.amount },
        ],
      });
    } catch (err) {
      if (err instanceof HttpError && err.value?.reason === 'INSUFFICIENT_FUNDS') {
        throw moneyFieldError(
          'amount',
          ErrorCode.INSUFFICIENT_BALANCE,
          'amount is more than the balance',
        );
      }
      throw err;
    }
  };
  return {
    creditDeposit: (tx, m) =>
      post(
        tx,
        'deposit',
        m,
        { member: m.memberId, kind: 'cash' },
        { house: 'deposits_in_transit' },
      ),
    holdWithdrawal: (tx, m) =>
      post(
        tx,
        'withdrawal_hold',
        m,
        { member: m.memberId, kind: 'withdrawal_hold' },
        { member: m.memberId, kind: 'cash' },
      ),
    releaseWithdrawal: (tx, m) =>
      post(
        tx,
        'withdrawal_release',
        { ...m, idempotencyKey: `${m.idempotencyKey}:release` },
        { member: m.memberId, kind: 'cash' },
        { member: m.memberId, kind: 'withdrawal_hold' },
      ),
    payWithdrawal: (tx, m) =>
      post(
        tx,
        'withdrawal_paid',
        { ...m, idempotencyKey: `${m.idempotencyKey}:paid` },
        { house: 'payouts' },
        { member: m.memberId, kind: 'withdrawal_hold' },
      ),
  };
}
