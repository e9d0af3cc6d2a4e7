import {
  ErrorCode,
  type LotteryOrdersInput,
  type LotteryPlacedValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow, LotteryOrderRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { RecordAnswered } from '../idempotency/idempotency';
import { memberBalances } from '../ledger/ledger.service';
import { fromUnits } from '../../lib/money';
import { fromLocal } from './lottery-schedule';
import { listOrders, orderOf } from './lottery-orders.repository';
import { cancelSubOrders } from './lottery-cancel';
import { orderValues } from './lottery-order-value';
import { placeSlip, type BettingMember, type PlaceDeps } from './lottery-place';
import { refused, type PlaceBody } from './lottery-slip';
import type { LotteryRepository } from './lottery.repository';

export type { BettingMember } from './lottery-place';

/** Midnight starting a day ('YYYY-MM-DD' in the zone), `plus` days later. */
const dayStart = (day: string, timeZone: string, plus: number) =>
  new Date(fromLocal(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000, timeZone));

/** Draw seeds known to be committed, remembered per service (a bounded set). */
const SEEDS_REMEMBERED = 10_000;

/**
 * How long an order reads its game (schedule, lock, result format) from memory. The order's own
 * statement still refuses a game switched off (lottery-orders.repository.ts), so only a schedule
 * change can be this late.
 */
const GAME_KEPT_MS = 1000;
/** Games remembered per service. */
const GAMES_REMEMBERED = 1000;

/** An enabled game by its code, read at most once a GAME_KEPT_MS per game. */
function gamesKept(repo: LotteryRepository) {
  const games = new Map<string, { game: LotteryGameRow; until: number }>();
  return async (merchantCode: string, gameCode: string) => {
    const key = `${merchantCode}\u0000${gameCode}`;
    const kept = games.get(key);
    if (kept && kept.until > performance.now()) return kept.game;
    const game = await repo.gameByCode(merchantCode, gameCode);
    if (games.size >= GAMES_REMEMBERED) games.clear();
    if (game) games.set(key, { game, until: performance.now() + GAME_KEPT_MS });
    else games.delete(key);
    return game;
  };
}

/** A bounded set of the draw seeds known to be committed. */
function seedsKept(): PlaceDeps['seeds'] {
  const seeded = new Set<string>();
  return {
    has: (key) => seeded.has(key),
    remember: (key) => {
      if (seeded.size >= SEEDS_REMEMBERED) seeded.clear();
      seeded.add(key);
    },
  };
}

export function createLotteryOrders(db: Db, repo: LotteryRepository, clock: Clock) {
  const oneOrder = async (merchantCode: string, order: LotteryOrderRow) => {
    const [v] = await orderValues(db, merchantCode, [order]);
    if (!v) throw new Error('order value missing');
    return v;
  };
  const cashOf = async (memberId: number, merchant: MerchantConfig) =>
    fromUnits((await memberBalances(db, memberId, merchant.currency.code)).cash);
  const deps: PlaceDeps = {
    db,
    repo,
    clock,
    oneOrder,
    cashOf,
    gameOf: gamesKept(repo),
    seeds: seedsKept(),
  };

  return {
    async balance(member: BettingMember, merchant: MerchantConfig) {
      return { balance: await cashOf(member.id, merchant), currency: merchant.currency.code };
    },

    /** Places a slip (lottery-place.ts). */
    place(
      member: BettingMember,
      merchant: MerchantConfig,
      body: PlaceBody,
      key: string,
      retried = true,
      /**
       * The idempotency record to write with the order (idempotentInOneStatement); then a key's
       * unique violation is passed on, and null answers that the order needs the ordinary way.
       */
      record: RecordAnswered | null = null,
    ): Promise<LotteryPlacedValue | null> {
      return placeSlip(deps, member, merchant, body, key, retried, record);
    },

    async list(
      memberId: number,
      merchant: MerchantConfig,
      q: Required<Pick<LotteryOrdersInput, 'pageNo' | 'pageSize'>> & LotteryOrdersInput,
    ) {
      const pageNo = Number(q.pageNo);
      const pageSize = Number(q.pageSize);
      const { rows, total } = await listOrders(db, {
        memberId,
        gameCode: q.gameCode,
        state: q.state,
        from: q.from === undefined ? undefined : dayStart(q.from, merchant.timeZone, 0),
        to: q.to === undefined ? undefined : dayStart(q.to, merchant.timeZone, 1),
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: await orderValues(db, merchant.code, rows),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },

    async detail(memberId: number, merchant: MerchantConfig, orderId: number) {
      const order = await orderOf(db, memberId, orderId);
      if (!order) throw refused('orderId', 'UNKNOWN_ORDER', {}, ErrorCode.NOT_FOUND);
      return oneOrder(merchant.code, order);
    },

    /** Cancels open sub-orders before their lock: their stake returns in one ledger transaction. */
    async cancel(
      member: BettingMember,
      merchant: MerchantConfig,
      body: { orderId: number; subOrderIds: number[] },
      key: string,
    ): Promise<LotteryPlacedValue> {
      const order = await orderOf(db, member.id, body.orderId);
      if (!order) throw refused('orderId', 'UNKNOWN_ORDER', {}, ErrorCode.NOT_FOUND);
      const ids = [...new Set(body.subOrderIds)];
      await cancelSubOrders(db, member.id, merchant, order, ids, key, clock());
      return {
        order: await oneOrder(merchant.code, order),
        balance: await cashOf(member.id, merchant),
      };
    },
  };
}
