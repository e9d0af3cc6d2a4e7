import type { Db } from '../../db/client';
import type { BetRow, WalletRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { WalletTxResult } from './wallet-deps';
import { findBet, walletById } from './wallet.repository';

/** What a vendor's settlement or rollback is given: its bet locked, the wallet, its answer. */
interface LockedBet {
  tx: Db;
  bet: BetRow;
  wallet: WalletRow;
  /** The answer for this txId in the call's final status, with the balance after it. */
  result: (balance: bigint) => WalletTxResult;
}

/**
 * Runs `change` on a vendor's bet in one transaction with the bet row locked: the lock orders a
 * settlement and a rollback of the same txId. An unknown txId is a 404.
 */
export async function withLockedBet<T>(
  db: Db,
  input: { vendor: string; txId: string },
  status: WalletTxResult['status'],
  change: (locked: LockedBet) => Promise<T>,
): Promise<T> {
  const found = await findBet(db, input.vendor, input.txId);
  if (!found) throw notFound(`No bet with txId ${input.txId}`);
  const wallet = await walletById(db, found.walletId);
  return db.transaction(async (tx) => {
    const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
    const result = (balance: bigint): WalletTxResult => ({
      txId: input.txId,
      status,
      balance,
      currency: wallet.currency,
    });
    return change({ tx, bet, wallet, result });
  });
}
