import type { Db } from '../../db/client';

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

/**
 * The ledger postings deposit and withdraw make, one call per movement, each inside the caller's
 * transaction so the state change of the request and its money land together or not at all.
 */
export interface MoneyLedger {
  /** Deposits in transit → the member's cash. */
  creditDeposit(tx: Db, m: Movement): Promise<void>;
  /** The member's cash → the withdrawal hold; refuses when the cash is short. */
  holdWithdrawal(tx: Db, m: Movement): Promise<void>;
  /** The hold → the member's cash (rejected). */
  releaseWithdrawal(tx: Db, m: Movement): Promise<void>;
  /** The hold → the merchant's payouts (paid). */
  payWithdrawal(tx: Db, m: Movement): Promise<void>;
}
