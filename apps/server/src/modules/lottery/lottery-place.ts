import {
  ErrorCode,
  formatOf,
  type LotteryOrderValue,
  type LotteryPlacedValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow, LotteryOrderRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { violatedUnique } from '../../db/unique-violation';
import { fromUnits, toUnits } from '../../lib/money';
import type { RecordAnswered } from '../idempotency/idempotency';
import { ageVerificationRequired, hasProtection } from '../protection/protection-guard';
import { orderByLedgerKey, stakeOnDraws } from './lottery-orders.repository';
import { orderValue } from './lottery-order-value';
import {
  placeInOneStatement,
  placeInTransaction,
  type Placed,
  type SlipWrite,
} from './lottery-place-writes';
import { ensureSeeds } from './lottery-seeds';
import { lotteryLedgerKey } from './lottery-settlement';
import {
  checkedBets,
  refused,
  settingsOf,
  slipDraws,
  subOrderRows,
  type PlaceBody,
} from './lottery-slip';
import type { LotteryRepository } from './lottery.repository';

export interface BettingMember {
  id: number;
  merchantCode: string;
  isTrial: boolean;
}

/** What placing a slip needs from the orders service it belongs to. */
export interface PlaceDeps {
  db: Db;
  repo: LotteryRepository;
  clock: Clock;
  gameOf: (merchantCode: string, gameCode: string) => Promise<LotteryGameRow | null>;
  /** Draw seeds known to be committed. */
  seeds: { has: (key: string) => boolean; remember: (key: string) => void };
  oneOrder: (merchantCode: string, order: LotteryOrderRow) => Promise<LotteryOrderValue>;
  cashOf: (memberId: number, merchant: MerchantConfig) => Promise<string>;
}

/** The answer to a slip already placed under this ledger key, or null. */
const placedBefore =
  (deps: PlaceDeps, memberId: number, merchant: MerchantConfig, ledgerKey: string) =>
  async (): Promise<LotteryPlacedValue | null> => {
    const done = await orderByLedgerKey(deps.db, merchant.code, ledgerKey);
    if (!done) return null;
    if (done.memberId !== memberId) throw new Error('ledger key of another member');
    return {
      order: await deps.oneOrder(merchant.code, done),
      balance: await deps.cashOf(memberId, merchant),
    };
  };

/** The slip checked whole (game, bets, draws, the member's stake per draw) at `now`. */
async function checkedSlip(
  deps: PlaceDeps,
  member: BettingMember,
  merchant: MerchantConfig,
  body: PlaceBody,
) {
  const game = await deps.gameOf(merchant.code, body.gameCode);
  if (!game) throw refused('gameCode', 'UNKNOWN_LOTTERY', {}, ErrorCode.NOT_FOUND);
  const settings = settingsOf(merchant);
  if (body.draws > settings.maxFollowDraws)
    throw refused('draws', 'TOO_MANY_DRAWS', { max: settings.maxFollowDraws });
  const bets = checkedBets(formatOf(game), settings, merchant.currency.decimals, body.bets);
  const now = deps.clock();
  const draws = slipDraws(game, body, now, merchant.timeZone);
  const open = draws[0] as (typeof draws)[number];

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
  if (perDraw > maxDraw) throw await overDrawLimit(deps.db);
  return {
    game,
    bets,
    now,
    draws,
    open,
    drawLimit: { numeros, perDraw, max: maxDraw },
    overDrawLimit,
  };
}

/** The rows a checked slip writes: the order, its sub-orders and the debit of its stake. */
function slipWrite(
  deps: PlaceDeps,
  member: BettingMember,
  merchant: MerchantConfig,
  slip: Awaited<ReturnType<typeof checkedSlip>>,
  ledgerKey: string,
  extra: Pick<SlipWrite, 'record' | 'again'>,
): SlipWrite {
  const { game, now } = slip;
  const total = slip.drawLimit.perDraw * BigInt(slip.draws.length);
  const currency = merchant.currency.code;
  const play = member.isTrial;
  const base = { merchantCode: merchant.code, memberId: member.id };
  return {
    ...base,
    ...extra,
    db: deps.db,
    repo: deps.repo,
    game,
    play,
    total,
    ageRequired: ageVerificationRequired(merchant),
    now,
    overDrawLimit: slip.overDrawLimit,
    orderRow: {
      ...base,
      gameCode: game.gameCode,
      currency,
      play,
      totalStake: total,
      ledgerKey,
      createdAt: now,
    },
    rows: subOrderRows(base, game, slip.draws, slip.bets),
    drawLimit: slip.drawLimit,
    debit: {
      ...base,
      currency,
      kind: 'lottery_bet',
      idempotencyKey: ledgerKey,
      reference: `${game.gameCode}:${slip.open.numero}`,
      now,
    },
  };
}

/**
 * Places a slip (see the contract): checked whole before anything is written, then the order,
 * its sub-orders and the debit of the total stake in one transaction, the ledger key derived
 * from the call's Idempotency-Key.
 */
export async function placeSlip(
  deps: PlaceDeps,
  member: BettingMember,
  merchant: MerchantConfig,
  body: PlaceBody,
  key: string,
  retried: boolean,
  record: RecordAnswered | null,
): Promise<LotteryPlacedValue | null> {
  const { db, clock } = deps;
  const ledgerKey = lotteryLedgerKey.stake(key);
  const again = placedBefore(deps, member.id, merchant, ledgerKey);
  // Only a call taken over from one that died may have placed the slip already; a first call
  // is not looked up (the ledger key's unique index still catches a key forgotten since).
  if (retried) {
    const answer = await again();
    if (answer) return answer;
  }
  const slip = await checkedSlip(deps, member, merchant, body);
  const { game, draws, now } = slip;
  const write = slipWrite(deps, member, merchant, slip, ledgerKey, { record, again });

  // Every draw bet on has its commitment published before the bet is taken (a seed known to
  // be committed is never changed nor deleted, so it is not read again).
  const seedKeys = draws.map((d) => `${merchant.code}\u0000${game.gameCode}\u0000${d.numero}`);
  if (!seedKeys.every((k) => deps.seeds.has(k))) await ensureSeeds(db, game, draws, now);
  // Issue 34: a member with limits or a time-out stakes in a transaction that asks them.
  const guarded = !write.play && (await hasProtection(db, member.id, now, write.ageRequired));
  const first = guarded ? Promise.resolve(null) : placeInOneStatement(write);
  const placed = await first
    .then((done) => done ?? (record ? null : placeInTransaction(write)))
    .catch(async (err: unknown): Promise<Placed> => {
      const answer = record || violatedUnique(err) === null ? null : await again();
      if (!answer) throw err;
      return { answer };
    });
  if (placed === null) return null;
  if ('answer' in placed) return placed.answer;
  for (const k of seedKeys) deps.seeds.remember(k);
  // What was just written answers the call: no draw of the slip has a result yet (each is
  // still on sale), and the cash balance is the one the debit left.
  const drawn = placed.subOrders.some((s) => s.drawTime.getTime() <= clock().getTime());
  return {
    order: drawn
      ? await deps.oneOrder(merchant.code, placed.order)
      : orderValue(placed.order, placed.subOrders, new Map()),
    balance:
      placed.balance === null ? await deps.cashOf(member.id, merchant) : fromUnits(placed.balance),
  };
}
