import { betTypeOf, formatOf, winOf } from '@lotto/contract';
import type { Db } from '../../db/client';
import { postManyInTransaction, type LedgerBulkInput } from '../ledger/ledger-bulk.service';
import type { HouseAccountKind, LotteryGameRow } from '../../db/schema';
import {
  anyGame,
  drawsToSettle,
  openSubOrdersOfDraw,
  resultOf,
  setSubOrderState,
  setSubOrdersWon,
  trySettleLock,
} from './lottery-orders.repository';
import { drawFromSeeds } from './lottery-seeds';

/** Advisory-lock class of settlement ("LOTSETL"), the draw's hash being the second key. */
export const SETTLE_LOCK_CLASS = 0x10_5e71;
/** Sub-orders settled per transaction: a crash loses at most one uncommitted batch. */
export const SETTLE_BATCH = 2000;

export const lotteryLedgerKey = {
  stake: (key: string) => `lottery:stake:${key}`,
  win: (subOrderId: number) => `lottery:win:${subOrderId}`,
  refund: (subOrderId: number) => `lottery:refund:${subOrderId}`,
  cancel: (orderId: number, key: string) => `lottery:cancel:${orderId}:${key}`,
};

export const gameHouse = (play: boolean): { house: HouseAccountKind } =>
  play ? { house: 'play_money' } : { house: 'game_revenue' };

type DrawKey = { merchantCode: string; gameCode: string; numero: string };

export interface SettleOutcome {
  won: number;
  lost: number;
  refunded: number;
  /** False when the draw has no result yet (and can still have one), or another settler holds it. */
  done: boolean;
}

type OpenSubOrder = Awaited<ReturnType<typeof openSubOrdersOfDraw>>[number];

/** A draw that cannot happen any more: each stake of the batch refunded, its sub-orders closed. */
async function refundBatch(tx: Db, subs: OpenSubOrder[], now: Date, out: SettleOutcome) {
  await postManyInTransaction(
    tx,
    subs.map((s): LedgerBulkInput => ({
      merchantCode: s.merchantCode,
      currency: s.currency,
      kind: 'lottery_refund',
      idempotencyKey: lotteryLedgerKey.refund(s.id),
      reference: `${s.gameCode}:${s.numero}`,
      memberId: s.memberId,
      play: s.play,
      metadata: { orderId: s.orderId, subOrderId: s.id },
      entries: [
        { account: { member: s.memberId, kind: 'cash' }, amount: s.stake },
        { account: gameHouse(s.play), amount: -s.stake },
      ],
    })),
    now,
  );
  out.refunded += await setSubOrderState(
    tx,
    subs.map((s) => s.id),
    { status: 'refunded', settledAt: now },
  );
}

/** A drawn batch: the wins credited in one bulk posting, the won and the lost sub-orders closed. */
async function settleBatch(
  tx: Db,
  subs: OpenSubOrder[],
  game: LotteryGameRow,
  result: string[],
  now: Date,
  out: SettleOutcome,
) {
  const format = formatOf(game);
  const losers: number[] = [];
  const winners: { id: number; hits: number; win: bigint }[] = [];
  const credits: LedgerBulkInput[] = [];
  for (const s of subs) {
    const type = betTypeOf(format, s.betType);
    const { hits, win } = type
      ? winOf(type, s.units, s.stakePerUnit, s.odds, result)
      : { hits: 0, win: 0n };
    if (win === 0n) {
      losers.push(s.id);
      continue;
    }
    winners.push({ id: s.id, hits, win });
    credits.push({
      merchantCode: s.merchantCode,
      currency: s.currency,
      kind: 'lottery_win',
      idempotencyKey: lotteryLedgerKey.win(s.id),
      reference: `${s.gameCode}:${s.numero}`,
      memberId: s.memberId,
      play: s.play,
      metadata: { orderId: s.orderId, subOrderId: s.id, hits },
      entries: [
        { account: { member: s.memberId, kind: 'cash' }, amount: win },
        { account: gameHouse(s.play), amount: -win },
      ],
    });
  }
  await postManyInTransaction(tx, credits, now);
  out.won += await setSubOrdersWon(tx, winners, now);
  out.lost += await setSubOrderState(tx, losers, {
    status: 'lost',
    settledAt: now,
    hits: 0,
    win: 0n,
  });
}

/**
 * Settles every open sub-order of one draw, in batches of SETTLE_BATCH, each batch one
 * transaction under the draw's advisory lock: the batch's wins are credited through one bulk
 * ledger posting (postManyInTransaction), each under the key lottery:win:<subOrderId> (unique: a
 * second run, or a second instance, credits nothing), the won and lost sub-orders closed in one
 * statement each. A batch cut short by a crash is rolled back whole, and the next run takes the
 * still open sub-orders. A draw that cannot happen any more — its game switched off or gone —
 * refunds each stake under lottery:refund:<subOrderId>. A due draw with bets but no result (older
 * than the draw job's catch-up) is drawn here from its committed seed. Batches walk the draw by
 * sub-order id; a last pass from the start picks up rows another settler held.
 */
export async function settleDraw(
  db: Db,
  draw: DrawKey,
  now: Date,
  batch = SETTLE_BATCH,
): Promise<SettleOutcome> {
  const out: SettleOutcome = { won: 0, lost: 0, refunded: 0, done: false };
  let afterId = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      if (!(await trySettleLock(tx, SETTLE_LOCK_CLASS, draw))) return 'busy' as const;
      const subs = await openSubOrdersOfDraw(tx, draw, batch, afterId);
      if (subs.length === 0) return 'empty' as const;
      const game = await anyGame(tx, draw.merchantCode, draw.gameCode);
      let result = await resultOf(tx, draw);
      if (!result && game?.enabled) {
        const first = subs[0];
        if (!first || first.drawTime > now) return 'waiting' as const;
        await drawFromSeeds(
          tx,
          game,
          [{ numero: draw.numero, drawTime: first.drawTime.getTime() }],
          now,
        );
        result = await resultOf(tx, draw);
        if (!result) return 'waiting' as const;
      }
      const last = subs[subs.length - 1]?.id ?? afterId;
      if (!result || !game) await refundBatch(tx, subs, now, out);
      else await settleBatch(tx, subs, game, result, now, out);
      return last;
    });
    if (step === 'empty') {
      // Rows skipped while another settler held them lie behind the cursor: look once more.
      if (afterId === 0) {
        out.done = true;
        return out;
      }
      afterId = 0;
      continue;
    }
    if (step === 'busy' || step === 'waiting') return out;
    afterId = step;
  }
}

/** Settles every draw whose time has come and that has open sub-orders; the number settled. */
export async function settleDue(db: Db, now: Date): Promise<number> {
  let settled = 0;
  for (const draw of await drawsToSettle(db, now)) {
    const r = await settleDraw(db, draw, now);
    settled += r.won + r.lost + r.refunded;
  }
  return settled;
}
