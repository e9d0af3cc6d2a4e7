import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';

/** One movement of a deposit or withdrawal: whose, how much, and the key that makes it once. */
export interface Movement {
  merchantCode: string;
  currency: string;
  memberId: number;
  /** Positive, in wallet units (10^-4). */
  amount: bigint;
  /** Moves money at most once: a second posting with the same key is a no-op. */
  idempotencyKey: string;
  /** What the records show: the deposit or withdrawal it belongs to. */
  reference: string;
}

/** A deposit credited by a simulator (the demo gateway): demo credit, not money anyone paid. */
export interface DepositMovement extends Movement {
  demoCredit?: boolean;
}

/** A deposit's own credit: its amount to its member, once per deposit. */
export const depositMovement = (merchant: MerchantConfig, row: DepositRow): Movement => ({
  merchantCode: merchant.code,
  currency: merchant.currency.code,
  memberId: row.memberId,
  amount: row.amount,
  idempotencyKey: `deposit:${row.id}`,
  reference: row.reference,
});

/**
 * The ledger postings deposit and withdraw make, one call per movement, each inside the caller's
 * transaction so the state change of the request and its money land together or not at all.
 */
export interface MoneyLedger {
  /** Deposits in transit (or, for a simulator's deposit, demo credit) → the member's cash. */
  creditDeposit(tx: Db, m: DepositMovement): Promise<void>;
  /** The member's cash → the withdrawal hold; refuses when the cash is short. */
  holdWithdrawal(tx: Db, m: Movement): Promise<void>;
  /** The hold → the member's cash (rejected). */
  releaseWithdrawal(tx: Db, m: Movement): Promise<void>;
  /** The hold → the merchant's payouts (paid). */
  payWithdrawal(tx: Db, m: Movement): Promise<void>;
  /** A disputed deposit: the member's cash → the dispute hold. */
  holdDispute(tx: Db, m: Movement): Promise<void>;
  /** The dispute hold → the member's cash (the gateway dropped its dispute). */
  releaseDispute(tx: Db, m: Movement): Promise<void>;
  /** The dispute hold → the merchant's chargebacks (the gateway took the money back). */
  reverseDispute(tx: Db, m: Movement): Promise<void>;
}
