import { ageVerificationRequired, guardSpend, hasProtection } from '../protection/protection-guard';
import {
  badNumberIndex,
  betTypeOf,
  DEFAULT_LOTTERY_SETTINGS,
  ErrorCode,
  expandUnits,
  formatOf,
  oddsOf,
  reasonMessage,
  type LotteryOrdersInput,
  type LotteryOrderValue,
  type LotteryPlacedValue,
  type LotteryPlaceOrderInput,
  type LotterySettings,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow, LotteryOrderRow, LotterySubOrderRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { violatedUnique } from '../../db/unique-violation';
import { fieldError, HttpError } from '../../lib/http-error';
import type { RecordAnswered } from '../idempotency/idempotency';
import { debitWith, memberBalances, postInTransaction } from '../ledger/ledger.service';
import { fromUnits, toUnits } from '../../lib/money';
import { comingDraw, fromLocal, openDraw, type OpenDraw } from './lottery-schedule';
import { ensureSeeds } from './lottery-seeds';
import { gameHouse, lotteryLedgerKey } from './lottery-settlement';
import {
  insertOrderWithSubOrders,
  listOrders,
  lockSubOrders,
  orderByLedgerKey,
  orderOf,
  orderWithDebit,
  resultsOf,
  setSubOrderState,
  stakeOnDraws,
  subOrdersOf,
  type NewSubOrderRow,
  type PlacedColumns,
} from './lottery-orders.repository';
import type { LotteryRepository } from './lottery.repository';

export interface BettingMember {
  id: number;
  merchantCode: string;
  isTrial: boolean;
}

type PlaceBody = Required<Pick<LotteryPlaceOrderInput, 'draws'>> & LotteryPlaceOrderInput;

/** A merchant row stored before the lottery settings existed has no `lottery` block: the defaults apply. */
const settingsOf = (merchant: MerchantConfig): LotterySettings => ({
  ...DEFAULT_LOTTERY_SETTINGS,
  ...(merchant.lottery as Partial<LotterySettings> | undefined),
});

/**
 * A refusal the player reads, naming the field: its catalogued reason (reasonMessage) in English
 * here, worded in the caller's language by the error handler.
 */
const refused = (
  field: string,
  reason: string,
  params: Record<string, string | number> = {},
  code: ErrorCode = ErrorCode.BAD_REQUEST,
) => {
  const err = fieldError(field, reasonMessage(reason, 'en', params) ?? reason, code);
  return new HttpError(err.code, err.message, { ...err.value, reason, params });
};
const conflict = (field: string, reason: string, params: Record<string, string | number> = {}) =>
  refused(field, reason, params, ErrorCode.CONFLICT);

/** Midnight starting a day ('YYYY-MM-DD' in the zone), `plus` days later. */
const dayStart = (day: string, timeZone: string, plus: number) =>
  new Date(fromLocal(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000, timeZone));

/** The decimals of a decimal string ("1.50" → 2). */
const decimalsOf = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

/** The draw after `draw` (the first one strictly after its time). */
const nextDraw = (
  game: Parameters<typeof openDraw>[0],
  draw: OpenDraw,
  timeZone: string,
): OpenDraw => openDraw(game, new Date(draw.drawTime), timeZone);

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

export function createLotteryOrders(db: Db, repo: LotteryRepository, clock: Clock) {
  const games = new Map<string, { game: LotteryGameRow; until: number }>();
  /** An enabled game by its code, read at most once a GAME_KEPT_MS per game. */
  const gameOf = async (merchantCode: string, gameCode: string) => {
    const key = `${merchantCode}\u0000${gameCode}`;
    const kept = games.get(key);
    if (kept && kept.until > performance.now()) return kept.game;
    const game = await repo.gameByCode(merchantCode, gameCode);
    if (games.size >= GAMES_REMEMBERED) games.clear();
    if (game) games.set(key, { game, until: performance.now() + GAME_KEPT_MS });
    else games.delete(key);
    return game;
  };
  const seeded = new Set<string>();
  const remember = (key: string) => {
    if (seeded.size >= SEEDS_REMEMBERED) seeded.clear();
    seeded.add(key);
  };
  const value = (
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

  const orderValues = async (
    merchantCode: string,
    orders: LotteryOrderRow[],
  ): Promise<LotteryOrderValue[]> => {
    const subs = await subOrdersOf(
      db,
      orders.map((o) => o.id),
    );
    const results = new Map<string, Map<string, string[]>>();
    for (const gameCode of new Set(orders.map((o) => o.gameCode))) {
      const numeros = [
        ...new Set(subs.filter((s) => s.gameCode === gameCode).map((s) => s.numero)),
      ];
      results.set(gameCode, await resultsOf(db, merchantCode, gameCode, numeros));
    }
    return orders.map((o) =>
      value(
        o,
        subs.filter((s) => s.orderId === o.id),
        results.get(o.gameCode) ?? new Map<string, string[]>(),
      ),
    );
  };

  const oneOrder = async (merchantCode: string, order: LotteryOrderRow) => {
    const [v] = await orderValues(merchantCode, [order]);
    if (!v) throw new Error('order value missing');
    return v;
  };

  const cashOf = async (memberId: number, merchant: MerchantConfig) =>
    fromUnits((await memberBalances(db, memberId, merchant.currency.code)).cash);

  return {
    async balance(member: BettingMember, merchant: MerchantConfig) {
      return { balance: await cashOf(member.id, merchant), currency: merchant.currency.code };
    },

    /**
     * Places a slip (see the contract): checked whole before anything is written, then the order,
     * its sub-orders and the debit of the total stake in one transaction, the ledger key derived
     * from the call's Idempotency-Key.
     */
    async place(
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
      const ledgerKey = lotteryLedgerKey.stake(key);
      const again = async (): Promise<LotteryPlacedValue | null> => {
        const done = await orderByLedgerKey(db, merchant.code, ledgerKey);
        if (!done) return null;
        if (done.memberId !== member.id) throw new Error('ledger key of another member');
        return {
          order: await oneOrder(merchant.code, done),
          balance: await cashOf(member.id, merchant),
        };
      };
      // Only a call taken over from one that died may have placed the slip already; a first call
      // is not looked up (the ledger key's unique index still catches a key forgotten since).
      if (retried) {
        const answer = await again();
        if (answer) return answer;
      }
      const game = await gameOf(merchant.code, body.gameCode);
      if (!game) throw refused('gameCode', 'UNKNOWN_LOTTERY', {}, ErrorCode.NOT_FOUND);
      const settings = settingsOf(merchant);
      if (body.draws > settings.maxFollowDraws)
        throw refused('draws', 'TOO_MANY_DRAWS', { max: settings.maxFollowDraws });
      const format = formatOf(game);
      const decimals = merchant.currency.decimals;
      const minUnit = toUnits(settings.minStakePerUnit);
      const maxBet = toUnits(settings.maxStakePerBet);
      const bets = body.bets.map((bet, i) => {
        const type = betTypeOf(format, bet.betType);
        if (!type) throw refused(`bets.${i}.betType`, 'UNKNOWN_BET_TYPE');
        const bad = badNumberIndex(type, bet.numbers);
        if (bad >= 0)
          throw refused(`bets.${i}.numbers.${bad}`, 'NUMBER_DIGITS', { digits: type.digits });
        if (decimalsOf(bet.stakePerUnit) > decimals)
          throw refused(`bets.${i}.stakePerUnit`, 'STAKE_DECIMALS', { decimals });
        const stakePerUnit = toUnits(bet.stakePerUnit);
        if (stakePerUnit < minUnit)
          throw refused(`bets.${i}.stakePerUnit`, 'STAKE_BELOW_MIN', {
            min: settings.minStakePerUnit,
          });
        const units = expandUnits(type, bet.numbers);
        const stake = stakePerUnit * BigInt(units.length);
        if (stake > maxBet)
          throw refused(`bets.${i}.stakePerUnit`, 'STAKE_ABOVE_BET_MAX', {
            stake: fromUnits(stake),
            max: settings.maxStakePerBet,
          });
        return {
          type,
          numbers: bet.numbers,
          units,
          stakePerUnit,
          stake,
          odds: oddsOf(type, settings.odds),
        };
      });

      const now = clock();
      const open = openDraw(game, now, merchant.timeZone);
      if (body.numero !== open.numero) {
        const locked = comingDraw(game, now, merchant.timeZone);
        if (body.numero === locked.numero) throw conflict('numero', 'DRAW_LOCKED');
        if (body.numero < open.numero) throw conflict('numero', 'DRAW_CLOSED');
        throw refused('numero', 'NOT_OPEN_DRAW');
      }
      if (!open.isSale) throw conflict('numero', 'DRAW_LOCKED');
      const draws: OpenDraw[] = [open];
      while (draws.length < body.draws) {
        const last = draws[draws.length - 1] as OpenDraw;
        draws.push(nextDraw(game, last, merchant.timeZone));
      }

      const perDraw = bets.reduce((sum, b) => sum + b.stake, 0n);
      const maxDraw = toUnits(settings.maxStakePerDraw);
      const numeros = draws.map((d) => d.numero);
      /** The first draw the slip would take past the member's limit (only read on a refusal). */
      const overDrawLimit = async (q: Db) => {
        const already = await stakeOnDraws(q, member.id, game.gameCode, numeros);
        const over = draws.find((d) => (already.get(d.numero) ?? 0n) + perDraw > maxDraw);
        return refused('bets', 'STAKE_ABOVE_DRAW_MAX', {
          numero: (over ?? open).numero,
          max: settings.maxStakePerDraw,
        });
      };
      if (perDraw > maxDraw) throw await overDrawLimit(db);
      /** Why the order's statement wrote nothing: the game switched off since, or the limit. */
      const notWritten = async (q: Db) =>
        (await repo.gameByCode(merchant.code, game.gameCode))
          ? overDrawLimit(q)
          : refused('gameCode', 'UNKNOWN_LOTTERY', {}, ErrorCode.NOT_FOUND);
      const total = perDraw * BigInt(draws.length);
      const currency = merchant.currency.code;
      const play = member.isTrial;
      const ageRequired = ageVerificationRequired(merchant);

      const seedKeys = draws.map((d) => `${merchant.code}\u0000${game.gameCode}\u0000${d.numero}`);
      const orderRow = {
        merchantCode: merchant.code,
        memberId: member.id,
        gameCode: game.gameCode,
        currency,
        play,
        totalStake: total,
        ledgerKey,
        createdAt: now,
      };
      const rows: Omit<NewSubOrderRow, 'orderId'>[] = draws.flatMap((d) =>
        bets.map((b) => ({
          merchantCode: merchant.code,
          memberId: member.id,
          gameCode: game.gameCode,
          numero: d.numero,
          drawTime: new Date(d.drawTime),
          lockAt: new Date(d.drawTime - game.lockSeconds * 1000),
          betType: b.type.code,
          numbers: b.numbers,
          units: b.units,
          stakePerUnit: b.stakePerUnit,
          stake: b.stake,
          odds: b.odds,
        })),
      );
      const drawLimit = { numeros, perDraw, max: maxDraw };
      const debit = {
        merchantCode: merchant.code,
        currency,
        kind: 'lottery_bet',
        idempotencyKey: ledgerKey,
        reference: `${game.gameCode}:${open.numero}`,
        memberId: member.id,
        now,
      };
      const noFunds = (balance: string) =>
        refused('bets', 'INSUFFICIENT_FUNDS', { balance }, ErrorCode.CONFLICT);

      type Placed =
        | { answer: LotteryPlacedValue }
        | { order: LotteryOrderRow; subOrders: LotterySubOrderRow[]; balance: bigint | null };
      /**
       * The usual case, in one statement (no BEGIN or COMMIT round trip): the order, its
       * sub-orders and the debit of the stake (the ledger's debitWith). Null when the member's
       * accounts do not exist yet.
       */
      const placeInOneStatement = async (): Promise<Placed | null> => {
        const order = orderWithDebit(orderRow, rows, drawLimit, record);
        const posted = await debitWith<PlacedColumns>(
          db,
          'lottery_order_debit',
          { ...debit, from: 'cash', to: gameHouse(play).house, amount: total },
          order,
        );
        switch (posted.outcome) {
          case 'no-accounts':
            return null;
          case 'refused':
            throw await notWritten(db);
          case 'insufficient': {
            // A key placed before is answered, whatever the balance is now.
            const answer = await again();
            if (answer) return { answer };
            throw noFunds(fromUnits(posted.balance));
          }
          case 'posted': {
            const written = order.placed(posted.companion);
            if (!written) throw new Error('lottery order not written with its debit');
            return { ...written, balance: posted.balanceAfter };
          }
        }
      };

      /**
       * The first stake of a member without accounts (the ledger creates them in a transaction),
       * or a stake the member's protection must allow, in the transaction of the debit.
       */
      const placeInTransaction = () =>
        db.transaction(async (tx): Promise<Placed> => {
          if (!play)
            await guardSpend(tx, member.id, { kind: 'wager', amount: total, ageRequired }, now);
          const inserted = await insertOrderWithSubOrders(tx, orderRow, rows, drawLimit);
          if (!inserted) throw await notWritten(tx);
          const posted = await postInTransaction(tx, {
            ...debit,
            play,
            metadata: { orderId: inserted.order.id },
            entries: [
              { account: { member: member.id, kind: 'cash' }, amount: -total },
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
            : posted.entries.find((e) => e.memberId === member.id && e.kind === 'cash');
          return { ...inserted, balance: cash?.balanceAfter ?? null };
        });

      // Every draw bet on has its commitment published before the bet is taken (a seed known to
      // be committed is never changed nor deleted, so it is not read again).
      if (!seedKeys.every((k) => seeded.has(k))) await ensureSeeds(db, game, draws, now);
      // Issue 34: a member with limits or a time-out stakes in a transaction that asks them.
      const guarded = !play && (await hasProtection(db, member.id, now, ageRequired));
      const first = guarded ? Promise.resolve(null) : placeInOneStatement();
      const placed = await first
        .then((done) => done ?? (record ? null : placeInTransaction()))
        .catch(async (err: unknown): Promise<Placed> => {
          const answer = record || violatedUnique(err) === null ? null : await again();
          if (!answer) throw err;
          return { answer };
        });
      if (placed === null) return null;
      if ('answer' in placed) return placed.answer;
      for (const k of seedKeys) remember(k);
      // What was just written answers the call: no draw of the slip has a result yet (each is
      // still on sale), and the cash balance is the one the debit left.
      const drawn = placed.subOrders.some((s) => s.drawTime.getTime() <= clock().getTime());
      return {
        order: drawn
          ? await oneOrder(merchant.code, placed.order)
          : value(placed.order, placed.subOrders, new Map()),
        balance:
          placed.balance === null ? await cashOf(member.id, merchant) : fromUnits(placed.balance),
      };
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
        list: await orderValues(merchant.code, rows),
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
      const now = clock();
      await db.transaction(async (tx) => {
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
          memberId: member.id,
          play: order.play,
          metadata: { orderId: order.id, subOrderIds: ids },
          entries: [
            { account: { member: member.id, kind: 'cash' }, amount: total },
            { account: gameHouse(order.play), amount: -total },
          ],
          now,
        });
        await setSubOrderState(tx, ids, { status: 'cancelled', settledAt: now });
      });
      return {
        order: await oneOrder(merchant.code, order),
        balance: await cashOf(member.id, merchant),
      };
    },
  };
}
