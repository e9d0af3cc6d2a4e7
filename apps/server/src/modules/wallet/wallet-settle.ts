import { ErrorCode } from '@lotto/contract';
import { DEFAULT_MAX_WIN_MULTIPLIER } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { gameOfNode } from './wallet-api-guard.repository';
import type { WalletDeps, WalletTxResult } from './wallet-deps';
import { cashOf, postGameMovement } from './wallet-ledger';
import { withLockedBet } from './wallet-locked-bet';
import { updateBet } from './wallet.repository';

/**
 * A vendor settles a bet with its win (none for a loss), at most the game's top prize; once per
 * txId (a repeat with the same win answers again), never after a rollback.
 */
export async function settleVendorBet(
  { db, clock, hooks }: WalletDeps,
  input: { vendor: string; txId: string; win: bigint },
): Promise<WalletTxResult> {
  if (input.win < 0n) throw new HttpError(ErrorCode.BAD_REQUEST, 'win must not be negative');
  return withLockedBet(db, input, 'settled', async ({ tx, bet, wallet, result }) => {
    if (bet.status === 'settled') {
      if (bet.win !== input.win)
        throw new HttpError(
          ErrorCode.CONFLICT,
          `txId ${input.txId} was already settled with another win`,
        );
      return result(await cashOf(tx, wallet));
    }
    if (bet.status === 'rolled_back')
      throw new HttpError(ErrorCode.CONFLICT, `txId ${input.txId} was rolled back`);
    // No settlement pays more than the game's top prize for this bet.
    const game = bet.nodeId === null ? null : await gameOfNode(tx, bet.nodeId);
    const multiplier = game?.maxWinMultiplier ?? DEFAULT_MAX_WIN_MULTIPLIER;
    const maxWin = bet.amount * BigInt(multiplier);
    if (input.win > maxWin)
      throw fieldError(
        'win',
        `must be at most ${fromUnits(maxWin)} (${multiplier} times the bet of this txId)`,
      );
    const now = clock();
    const balance =
      input.win > 0n
        ? await postGameMovement(
            tx,
            wallet,
            { kind: 'win', vendor: input.vendor, txId: input.txId, amount: input.win },
            now,
          )
        : await cashOf(tx, wallet);
    await updateBet(tx, bet.id, { status: 'settled', win: input.win, settledAt: now });
    await hooks.betSettled?.(tx, bet, now);
    return result(balance);
  });
}
