import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { postInTransaction, type LedgerTxKind } from '../ledger/ledger.service';
import { moneyFieldError } from '../../lib/money-errors';
import type { DepositMovement, MoneyLedger, Movement } from './money-ledger';

type Side = Parameters<typeof postInTransaction>[1]['entries'][number]['account'];

/** Deposit and withdraw postings on the double-entry ledger: one transaction per movement. */
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
  /** The member's own account of a kind. */
  const own =
    (kind: 'cash' | 'withdrawal_hold' | 'dispute_hold') =>
    (m: Movement): Side => ({ member: m.memberId, kind });
  const house = (name: 'payouts' | 'chargebacks') => (): Side => ({ house: name });
  /**
   * A movement of `kind` from one account to another; `step` tells its posting from the
   * movement's earlier ones (the request's key alone belongs to the first).
   */
  const move =
    (
      kind: LedgerTxKind,
      step: string | null,
      to: (m: Movement) => Side,
      from: (m: Movement) => Side,
    ) =>
    (tx: Db, m: Movement) =>
      post(
        tx,
        kind,
        step === null ? m : { ...m, idempotencyKey: `${m.idempotencyKey}:${step}` },
        to(m),
        from(m),
      );
  return {
    creditDeposit: (tx, m: DepositMovement) =>
      m.demoCredit
        ? // Marked as the starting grant's demo credit is, and from the same house account.
          post(tx, 'deposit', m, own('cash')(m), { house: 'demo_credit' }, { demoCredit: true })
        : post(tx, 'deposit', m, own('cash')(m), { house: 'deposits_in_transit' }),
    holdWithdrawal: move('withdrawal_hold', null, own('withdrawal_hold'), own('cash')),
    releaseWithdrawal: move('withdrawal_release', 'release', own('cash'), own('withdrawal_hold')),
    payWithdrawal: move('withdrawal_paid', 'paid', house('payouts'), own('withdrawal_hold')),
    holdDispute: move('dispute_hold', 'hold', own('dispute_hold'), own('cash')),
    releaseDispute: move('dispute_release', 'release', own('cash'), own('dispute_hold')),
    reverseDispute: move('chargeback', 'reverse', house('chargebacks'), own('dispute_hold')),
  };
}
