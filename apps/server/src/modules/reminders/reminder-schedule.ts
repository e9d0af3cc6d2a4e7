import type { LotteryPeriodKind } from '../../db/schema';
import { DAY_MS, zoneOffsetMs } from '../../lib/time-zone';
import { openDraw, parseClockTime, type ScheduleGame } from '../lottery/lottery-schedule';

/**
 * Lotteries drawn at least hourly are reminded of; a game drawn every few minutes would make a
 * reminder a stream of notifications, and its next draw is always minutes away anyway.
 */
export const REMINDED_PERIODS: ReadonlySet<LotteryPeriodKind> = new Set(['hourly', 'daily']);

/** A results reminder goes out only this soon after the draw: a later one is news no more. */
export const RESULTS_FRESH_MS = 15 * 60_000;

const MINUTE_MS = 60_000;

/** Whether `now` falls in the quiet hours (HH:mm in the merchant's zone, may cross midnight). */
export function inQuietHours(
  quietStart: string | null,
  quietEnd: string | null,
  now: Date,
  timeZone: string,
): boolean {
  if (quietStart === null || quietEnd === null) return false;
  const local = now.getTime() + zoneOffsetMs(now.getTime(), timeZone);
  const minute = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const start = parseClockTime(quietStart);
  const end = parseClockTime(quietEnd);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** A draw whose betting closes within `leadMinutes` of now: its numero and closing instant. */
export interface ClosingDraw {
  numero: string;
  closesAt: number;
}

/**
 * The draw a "before close" reminder is due for now, if any: the open draw (bets still taken)
 * whose betting closes (lock time before the draw) less than `leadMinutes` from now.
 */
export function closingDraw(
  game: ScheduleGame,
  leadMinutes: number,
  now: Date,
  timeZone: string,
): ClosingDraw | null {
  const draw = openDraw(game, now, timeZone);
  if (!draw.isSale) return null;
  const closesAt = draw.drawTime - game.lockSeconds * 1000;
  const until = closesAt - now.getTime();
  return until > 0 && until <= leadMinutes * MINUTE_MS ? { numero: draw.numero, closesAt } : null;
}

/** 'HH:mm' of an instant in the merchant's zone (the time a reminder names). */
export function clockOf(epochMs: number, timeZone: string): string {
  const d = new Date(epochMs + zoneOffsetMs(epochMs, timeZone));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
