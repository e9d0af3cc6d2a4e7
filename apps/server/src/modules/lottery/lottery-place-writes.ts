import { ErrorCode, type LotteryPlacedValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow, LotteryOrderRow, LotterySubOrderRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import type { RecordAnswered } from '../idempotency/idempotency';
import { debitWith, postInTransaction } from '../ledger/ledger.service';
import { guardSpend } from '../protection/protection-guard';
import {
  insertOrderWithSubOrders,
  orderWithDebit,
  type PlacedColumns,
} from './lottery-orders.repository';
import type { LotteryRepository } from './lottery.repository';
import { gameHouse } from './lottery-settlement';
import { refused } from './lottery-slip';

/** The two ways a checked slip is written with the debit of its stake. */

export type Placed =
  | { answer: LotteryPlacedValue }
  | { order: LotteryOrderRow; subOrders: LotterySubOrderRow[]; balance: bigint | null };

type Insert = Parameters<typeof insertOrderWithSubOrders>;

/** A checked slip, ready to be written. */
export interface SlipWrite {
  db: Db;
  repo: LotteryRepository;
  memberId: number;
  merchantCode: string;
  game: LotteryGameRow;
  play: boolean;
  total: bigint;
  ageRequired: boolean;
  now: Date;
  orderRow: Insert[1];
  rows: Insert[2];
  drawLimit: Insert[3];
  debit: {
    merchantCode: string;
    currency: string;
    kind: string;
    idempotencyKey: string;
    reference: string;
    memberId: number;
    now: Date;
  };
  record: RecordAnswered | null;
  /** The answer to a key placed before, or null. */
  again: () => Promise<LotteryPlacedValue | null>;
  /** The refusal naming the first draw the slip would take past the member's limit. */
  overDrawLimit: (q: Db) => Promise<HttpError>;
}

const noFunds = (balance: string) =>
  refused('bets', 'INSUFFICIENT_FUNDS', { balance }, ErrorCode.CONFLICT);

/** Why the order's statement wrote nothing: the game switched off since, or the limit. */
const notWritten = async (w: SlipWrite, q: Db) =>
  (await w.repo.gameByCode(w.merchantCode, w.game.gameCode))
    ? w.overDrawLimit(q)
    : refused('gameCode', 'UNKNOWN_LOTTERY', {}, ErrorCode.NOT_FOUND);

/**
 * The usual case, in one statement (no BEGIN or COMMIT round trip): the order, its sub-orders and
 * the debit of the stake (the ledger's debitWith). Null when the member's accounts do not exist yet.
 */
export async function placeInOneStatement(w: SlipWrite): Promise<Placed | null> {
  const order = orderWithDebit(w.orderRow, w.rows, w.drawLimit, w.record);
  const posted = await debitWith<PlacedColumns>(
    w.db,
    'lottery_order_debit',
    { ...w.debit, from: 'cash', to: gameHouse(w.play).house, amount: w.total },
    order,
  );
  switch (posted.outcome) {
    case 'no-accounts':
      return null;
    case 'refused':
      throw await notWritten(w, w.db);
    case 'insufficient': {
      // A key placed before is answered, whatever the balance is now.
      const answer = await w.again();
      if (answer) return { answer };
      throw noFunds(fromUnits(posted.balance));
    }
    case 'posted': {
      const written = order.placed(posted.companion);
      if (!written) throw new Error('lottery order not written with its debit');
      return { ...written, balance: posted.balanceAfter };
    }
  }
}

/**
 * The first stake of a member without accounts (the ledger creates them in a transaction), or a
 * stake the member's protection must allow, in the transaction of the debit.
 */
export const placeInTransaction = (w: SlipWrite) =>
  w.db.transaction(async (tx): Promise<Placed> => {
    const { memberId, play, total, now } = w;
    if (!play)
      await guardSpend(
        tx,
        memberId,
        { kind: 'wager', amount: total, ageRequired: w.ageRequired },
        now,
      );
    const inserted = await insertOrderWithSubOrders(tx, w.orderRow, w.rows, w.drawLimit);
    if (!inserted) throw await notWritten(w, tx);
    const posted = await postInTransaction(tx, {
      ...w.debit,
      play,
      metadata: { orderId: inserted.order.id },
      entries: [
        { account: { member: memberId, kind: 'cash' }, amount: -total },
        { account: gameHouse(play), amount: total },
      ],
    }).catch((err: unknown) => {
      // The ledger's refusal, worded for the player.
      if (err instanceof HttpError && err.value?.reason === 'INSUFFICIENT_FUNDS')
        throw noFunds(String(err.value.balance));
      throw err;
    });
    const cash = posted.replayed
      ? undefined
      : posted.entries.find((e) => e.memberId === memberId && e.kind === 'cash');
    return { ...inserted, balance: cash?.balanceAfter ?? null };
  });
