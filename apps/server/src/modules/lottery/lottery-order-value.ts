import type { LotteryOrderValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryOrderRow, LotterySubOrderRow } from '../../db/schema';
import { fromUnits } from '../../lib/money';
import { resultsOf, subOrdersOf } from './lottery-orders.repository';

/** An order as the player reads it: its sub-orders, their results, what it won and returned. */
export const orderValue = (
  order: LotteryOrderRow,
  subs: LotterySubOrderRow[],
  results: Map<string, string[]>,
): LotteryOrderValue => {
  let win = 0n;
  let returned = 0n;
  for (const s of subs) {
    win += s.win ?? 0n;
    if (s.status === 'cancelled' || s.status === 'refunded') returned += s.stake;
  }
  return {
    orderId: order.id,
    gameCode: order.gameCode,
    currency: order.currency,
    totalStake: fromUnits(order.totalStake),
    totalWin: fromUnits(win),
    returned: fromUnits(returned),
    createdAt: order.createdAt.getTime(),
    status: subs.some((s) => s.status === 'open') ? 'open' : 'settled',
    subOrders: subs.map((s) => ({
      subOrderId: s.id,
      numero: s.numero,
      drawTime: s.drawTime.getTime(),
      lockAt: s.lockAt.getTime(),
      betType: s.betType,
      numbers: s.numbers,
      units: s.units,
      stakePerUnit: fromUnits(s.stakePerUnit),
      stake: fromUnits(s.stake),
      odds: s.odds,
      status: s.status,
      hits: s.hits,
      win: s.win === null ? null : fromUnits(s.win),
      result: results.get(s.numero) ?? null,
    })),
  };
};

/** Orders with their sub-orders and the results of their draws, read in one go per game. */
export const orderValues = async (
  db: Db,
  merchantCode: string,
  orders: LotteryOrderRow[],
): Promise<LotteryOrderValue[]> => {
  const subs = await subOrdersOf(
    db,
    orders.map((o) => o.id),
  );
  const results = new Map<string, Map<string, string[]>>();
  for (const gameCode of new Set(orders.map((o) => o.gameCode))) {
    const numeros = [...new Set(subs.filter((s) => s.gameCode === gameCode).map((s) => s.numero))];
    results.set(gameCode, await resultsOf(db, merchantCode, gameCode, numeros));
  }
  return orders.map((o) =>
    orderValue(
      o,
      subs.filter((s) => s.orderId === o.id),
      results.get(o.gameCode) ?? new Map<string, string[]>(),
    ),
  );
};
