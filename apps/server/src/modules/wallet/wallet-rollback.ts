import { ErrorCode } from '@lotto/contract';
import { HttpError, notFound } from '../../lib/http-error';
import type { WalletDeps, WalletTxResult } from './wallet-deps';
import { cashOf, postGameMovement } from './wallet-ledger';
import { findBet, updateBet, walletById } from './wallet.repository';

/** A vendor takes an open bet back: its stake returns to the member's cash, once per txId. */
export async function rollbackVendorBet(
  { db, clock }: WalletDeps,
  input: { vendor: string; txId: string },
): Promise<WalletTxResult> {
  const found = await findBet(db, input.vendor, input.txId);
  if (!found) throw notFound(`No bet with txId ${input.txId}`);
  const wallet = await walletById(db, found.walletId);
  return db.transaction(async (tx) => {
    const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
    const result = (balance: bigint): WalletTxResult => ({
      txId: input.txId,
      status: 'rolled_back',
      balance,
      currency: wallet.currency,
    });
    if (bet.status === 'rolled_back') return result(await cashOf(tx, wallet));
    if (bet.status === 'settled')
      throw new HttpError(
        ErrorCode.CONFLICT,
        `txId ${input.txId} is settled and cannot be rolled back`,
      );
    const now = clock();
    const balance = await postGameMovement(
      tx,
      wallet,
      { kind: 'rollback', vendor: input.vendor, txId: input.txId, amount: bet.amount },
      now,
    );
    await updateBet(tx, bet.id, { status: 'rolled_back', settledAt: now });
    return result(balance);
  });
}
