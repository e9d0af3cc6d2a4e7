import { ErrorCode } from '@lotto/contract';
import type { BetRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../lib/http-error';
import { ageVerificationRequired, guardSpend } from '../protection/protection-guard';
import { walletOf } from './member-wallet';
import { gameOfNode } from './wallet-api-guard.repository';
import type { WalletDeps, WalletTxResult } from './wallet-deps';
import { cashOf, postGameMovement } from './wallet-ledger';
import { findBet, insertBet } from './wallet.repository';

/** Retries once when a concurrent first call of the same txId won the unique index. */
async function onceOnRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) return run();
    throw err;
  }
}

/**
 * A vendor's bet: the stake leaves the member's cash once per txId (a repeat answers the same
 * bet again; another bet under a used txId is refused).
 */
export async function placeVendorBet(
  { db, clock, memberAndMerchant }: WalletDeps,
  input: {
    vendor: string;
    txId: string;
    memberId: number;
    amount: bigint;
    nodeId?: number | null;
    gameName?: string;
  },
): Promise<WalletTxResult> {
  if (input.amount <= 0n) throw new HttpError(ErrorCode.BAD_REQUEST, 'amount must be positive');
  const { member, merchant } = await memberAndMerchant(input.memberId);
  const wallet = await walletOf(db, merchant, member);
  return onceOnRace(() =>
    db.transaction(async (tx) => {
      const result = (status: BetRow['status'], balance: bigint): WalletTxResult => ({
        txId: input.txId,
        status,
        balance,
        currency: wallet.currency,
      });
      const seen = await findBet(tx, input.vendor, input.txId);
      if (seen) {
        if (seen.memberId !== member.id || seen.amount !== input.amount)
          throw new HttpError(
            ErrorCode.CONFLICT,
            `txId ${input.txId} was already used for another bet`,
          );
        return result(seen.status, await cashOf(tx, wallet));
      }
      const now = clock();
      // Issue 34: a real-money stake asks the member's limits and time-out first.
      if (!wallet.play)
        await guardSpend(
          tx,
          member.id,
          {
            kind: 'wager',
            amount: input.amount,
            ageRequired: ageVerificationRequired(merchant),
          },
          now,
        );
      const game = input.nodeId == null ? null : await gameOfNode(tx, input.nodeId);
      const balance = await postGameMovement(
        tx,
        wallet,
        { kind: 'bet', vendor: input.vendor, txId: input.txId, amount: input.amount },
        now,
      );
      await insertBet(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        walletId: wallet.id,
        vendorCode: input.vendor,
        vendorTxId: input.txId,
        nodeId: input.nodeId ?? null,
        gameName: input.gameName ?? input.vendor,
        gameType: game?.gameType ?? null,
        amount: input.amount,
        status: 'open',
        play: wallet.play,
        createdAt: now,
      });
      return result('open', balance);
    }),
  );
}
