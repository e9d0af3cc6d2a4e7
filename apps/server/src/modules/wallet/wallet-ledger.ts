import type { Db } from '../../db/client';
import type { WalletRow } from '../../db/schema';
import { memberBalances, postInTransaction, type LedgerAccountRef } from '../ledger/ledger.service';

/** Idempotency keys: one per kind of movement and vendor transaction, one grant per member. */
export const ledgerKey = {
  grant: (memberId: number) => `grant:${memberId}`,
  bet: (vendor: string, txId: string) => `bet:${vendor}:${txId}`,
  win: (vendor: string, txId: string) => `win:${vendor}:${txId}`,
  rollback: (vendor: string, txId: string) => `rollback:${vendor}:${txId}`,
};

/** The house account on the other side of a member's game movement. */
const gameHouse = (play: boolean): LedgerAccountRef =>
  play ? { house: 'play_money' } : { house: 'game_revenue' };

/** One game movement of a member's cash against the house, inside the caller's transaction. */
export async function postGameMovement(
  tx: Db,
  wallet: WalletRow,
  input: { kind: 'bet' | 'win' | 'rollback'; vendor: string; txId: string; amount: bigint },
  now: Date,
): Promise<bigint> {
  const toMember = input.kind === 'bet' ? -input.amount : input.amount;
  const posted = await postInTransaction(tx, {
    merchantCode: wallet.merchantCode,
    currency: wallet.currency,
    kind: input.kind,
    idempotencyKey: ledgerKey[input.kind](input.vendor, input.txId),
    reference: input.txId,
    memberId: wallet.memberId,
    play: wallet.play,
    metadata: { vendor: input.vendor },
    entries: [
      { account: { member: wallet.memberId, kind: 'cash' }, amount: toMember },
      { account: gameHouse(wallet.play), amount: -toMember },
    ],
    now,
  });
  const mine = posted.entries.find((e) => e.memberId === wallet.memberId);
  if (!mine || mine.balanceAfter === null)
    throw new Error('a game movement without the member entry');
  return mine.balanceAfter;
}

/** The member's cash in the wallet's currency, as `db` (maybe a transaction) reads it. */
export const cashOf = async (db2: Db, wallet: WalletRow) =>
  (await memberBalances(db2, wallet.memberId, wallet.currency)).cash;
