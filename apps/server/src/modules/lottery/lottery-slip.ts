import {
  badNumberIndex,
  betTypeOf,
  DEFAULT_LOTTERY_SETTINGS,
  ErrorCode,
  expandUnits,
  oddsOf,
  reasonMessage,
  type formatOf,
  type LotteryPlaceOrderInput,
  type LotterySettings,
  type MerchantConfig,
} from '@lotto/contract';
import type { LotteryGameRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import { comingDraw, openDraw, type OpenDraw } from './lottery-schedule';
import type { NewSubOrderRow } from './lottery-orders.repository';

/** The checks of a slip before anything is written: its bets, its draws and its rows. */

export type PlaceBody = Required<Pick<LotteryPlaceOrderInput, 'draws'>> & LotteryPlaceOrderInput;

/** A merchant row stored before the lottery settings existed has no `lottery` block: the defaults apply. */
export const settingsOf = (merchant: MerchantConfig): LotterySettings => ({
  ...DEFAULT_LOTTERY_SETTINGS,
  ...(merchant.lottery as Partial<LotterySettings> | undefined),
});

/**
 * A refusal the player reads, naming the field: its catalogued reason (reasonMessage) in English
 * here, worded in the caller's language by the error handler.
 */
export const refused = (
  field: string,
  reason: string,
  params: Record<string, string | number> = {},
  code: ErrorCode = ErrorCode.BAD_REQUEST,
) => {
  const err = fieldError(field, reasonMessage(reason, 'en', params) ?? reason, code);
  return new HttpError(err.code, err.message, { ...err.value, reason, params });
};
export const conflict = (
  field: string,
  reason: string,
  params: Record<string, string | number> = {},
) => refused(field, reason, params, ErrorCode.CONFLICT);

/** The decimals of a decimal string ("1.50" → 2). */
const decimalsOf = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

/** The draw after `draw` (the first one strictly after its time). */
const nextDraw = (
  game: Parameters<typeof openDraw>[0],
  draw: OpenDraw,
  timeZone: string,
): OpenDraw => openDraw(game, new Date(draw.drawTime), timeZone);

/** Each bet of the slip checked against the game's format and the merchant's stake limits. */
export function checkedBets(
  format: ReturnType<typeof formatOf>,
  settings: LotterySettings,
  decimals: number,
  bets: PlaceBody['bets'],
) {
  const minUnit = toUnits(settings.minStakePerUnit);
  const maxBet = toUnits(settings.maxStakePerBet);
  return bets.map((bet, i) => {
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
}
export type CheckedBet = ReturnType<typeof checkedBets>[number];

/** The draws the slip follows: the one on sale it names, then the next ones. */
export function slipDraws(
  game: LotteryGameRow,
  body: Pick<PlaceBody, 'numero' | 'draws'>,
  now: Date,
  timeZone: string,
): OpenDraw[] {
  const open = openDraw(game, now, timeZone);
  if (body.numero !== open.numero) {
    const locked = comingDraw(game, now, timeZone);
    if (body.numero === locked.numero) throw conflict('numero', 'DRAW_LOCKED');
    if (body.numero < open.numero) throw conflict('numero', 'DRAW_CLOSED');
    throw refused('numero', 'NOT_OPEN_DRAW');
  }
  if (!open.isSale) throw conflict('numero', 'DRAW_LOCKED');
  const draws: OpenDraw[] = [open];
  while (draws.length < body.draws) {
    const last = draws[draws.length - 1] as OpenDraw;
    draws.push(nextDraw(game, last, timeZone));
  }
  return draws;
}

/** One sub-order per bet and draw. */
export const subOrderRows = (
  base: { merchantCode: string; memberId: number },
  game: LotteryGameRow,
  draws: OpenDraw[],
  bets: CheckedBet[],
): Omit<NewSubOrderRow, 'orderId'>[] =>
  draws.flatMap((d) =>
    bets.map((b) => ({
      ...base,
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
