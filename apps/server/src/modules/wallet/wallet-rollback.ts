import { ErrorCode } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import type { WalletDeps, WalletTxResult } from './wallet-deps';
import { cashOf, postGameMovement } from './wallet-ledger';
import { withLockedBet } from './wallet-locked-bet';
import { updateBet } from './wallet.repository';

/** A vendor takes an open bet back: its stake returns to the member's cash, once per txId. */
export async function rollbackVendorBet(
  { db, clock }: WalletDeps,
  input: { vendor: string; txId: string },
): Promise<WalletTxResult> {
  return withLockedBet(db, input, 'rolled_back', async ({ tx, bet, wallet, result }) => {
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
