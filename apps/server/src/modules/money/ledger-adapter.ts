import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { postInTransaction, type LedgerTxKind } from '../ledger/ledger.service';
import { moneyFieldError } from '../../lib/money-errors';
import type { DepositMovement, MoneyLedger, Movement } from './money-ledger';

type Side = Parameters<typeof postInTransaction>[1]['entries'][number]['account'];

/** Deposit and withdraw postings on the double-entry ledger: one transaction per movement. */
// eslint-disable-next-line max-lines-per-function -- the money module's ledger vocabulary: one post helper and seven named movements of 8-18 lines (credit a deposit, hold/release/pay a withdrawal, hold/release/reverse a dispute), read as a table
export function createMoneyLedger(clock: () => Date): MoneyLedger {
  const post = async (
    tx: Db,
    kind: LedgerTxKind,
    m: Movement,
    to: Side,
    from: Side,
    metadata: Record<string, unknown> | null = null,
  ) => {
    try {
      await postInTransaction(tx, {
        metadata,
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
    creditDeposit: (tx, m: DepositMovement) =>
      m.demoCredit
        ? // Marked as the starting grant's demo credit is, and from the same house account.
          post(
            tx,
            'deposit',
            m,
            { member: m.memberId, kind: 'cash' },
            { house: 'demo_credit' },
            { demoCredit: true },
          )
        : post(
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
    holdDispute: (tx, m) =>
      post(
        tx,
        'dispute_hold',
        { ...m, idempotencyKey: `${m.idempotencyKey}:hold` },
        { member: m.memberId, kind: 'dispute_hold' },
        { member: m.memberId, kind: 'cash' },
      ),
    releaseDispute: (tx, m) =>
      post(
        tx,
        'dispute_release',
        { ...m, idempotencyKey: `${m.idempotencyKey}:release` },
        { member: m.memberId, kind: 'cash' },
        { member: m.memberId, kind: 'dispute_hold' },
      ),
    reverseDispute: (tx, m) =>
      post(
        tx,
        'chargeback',
        { ...m, idempotencyKey: `${m.idempotencyKey}:reverse` },
        { house: 'chargebacks' },
        { member: m.memberId, kind: 'dispute_hold' },
      ),
  };
}
