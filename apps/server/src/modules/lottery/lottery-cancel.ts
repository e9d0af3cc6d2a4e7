import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryOrderRow } from '../../db/schema';
import { postInTransaction } from '../ledger/ledger.service';
import { lockSubOrders, setSubOrderState } from './lottery-orders.repository';
import { gameHouse, lotteryLedgerKey } from './lottery-settlement';
import { conflict, refused } from './lottery-slip';

/**
 * Cancels open sub-orders of an order before their lock: their stake returns to the member's
 * cash in one ledger transaction, the sub-orders marked cancelled in the same one.
 */
export const cancelSubOrders = (
  db: Db,
  memberId: number,
  merchant: MerchantConfig,
  order: LotteryOrderRow,
  ids: number[],
  key: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const subs = await lockSubOrders(tx, order.id, ids);
    if (subs.length !== ids.length)
      throw refused('subOrderIds', 'NOT_ORDER_SUBORDERS', {}, ErrorCode.NOT_FOUND);
    for (const s of subs) {
      if (s.status !== 'open') throw conflict('subOrderIds', 'NOT_OPEN', { subOrderId: s.id });
      if (s.lockAt.getTime() <= now.getTime())
        throw conflict('subOrderIds', 'DRAW_LOCKED', { numero: s.numero });
    }
    const total = subs.reduce((sum, s) => sum + s.stake, 0n);
    await postInTransaction(tx, {
      merchantCode: merchant.code,
      currency: order.currency,
      kind: 'lottery_cancel',
      idempotencyKey: lotteryLedgerKey.cancel(order.id, key),
      reference: `${order.gameCode}:${order.id}`,
      memberId,
      play: order.play,
      metadata: { orderId: order.id, subOrderIds: ids },
      entries: [
        { account: { member: memberId, kind: 'cash' }, amount: total },
        { account: gameHouse(order.play), amount: -total },
      ],
      now,
    });
    await setSubOrderState(tx, ids, { status: 'cancelled', settledAt: now });
  });
