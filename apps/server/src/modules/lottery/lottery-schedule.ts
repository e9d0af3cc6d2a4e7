import type { LotteryPeriodKind } from '../../db/schema';
import { DAY_MS, zoneOffsetMs } from '../../lib/time-zone';

/**
 * Draw schedules, computed from a clock and the game's row alone: every instance gets the same
 * numero, remainTime and isSale with no scheduler and no shared state.
 *
 * Periodic games (1, 3, 5 minutes, hourly) draw on the grid of their period counted from midnight
 * in the merchant's zone; daily games draw once at `daily_time` there. numero is the draw's local
 * date (YYYYMMDD) followed, for periodic games, by its sequence in that day, zero-padded to the
 * width of the day's last one (1-minute 0001-1440, 3-minute 001-480, 5-minute 001-288, hourly
 * 01-24; the draw at 00:00 is the day's first). In a zone with daylight saving time the grid
 * follows the wall clock, so the hour that repeats or is skipped has fewer or repeated numeros;
 * the merchant zones of the region (Asia/Bangkok, Asia/Ho_Chi_Minh …) have none.
 */
export interface ScheduleGame {
  periodKind: LotteryPeriodKind;
  /** 'HH:mm' for daily games. */
  dailyTime: string | null;
  lockSeconds: number;
  /** 'HH:mm' in the merchant's zone; both null means always on sale. */
  saleStart: string | null;
  saleEnd: string | null;
}

export interface Draw {
  numero: string;
  /** Epoch ms when the draw is due. */
  drawTime: number;
}

export interface OpenDraw extends Draw {
  /** The draw before this one, epoch ms (the §3 lotteryTime pair is [previousDrawTime, drawTime]). */
  previousDrawTime: number;
  /** Seconds to the draw, rounded up: 0 only once the draw is due. */
  remainTime: number;
  lockTime: number;
  isSale: boolean;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

const periodMinutes: Readonly<Record<Exclude<LotteryPeriodKind, 'daily'>, number>> = {
  '1m': 1,
  '3m': 3,
  '5m': 5,
  hourly: 60,
};

/**
 * "Local epoch": the wall clock of the zone written as if it were UTC, so that local midnights are
 * multiples of a day and the period grid is plain arithmetic.
 */
const toLocal = (epochMs: number, timeZone: string) => epochMs + zoneOffsetMs(epochMs, timeZone);

/** Back from a wall-clock time to the instant, settling the offset that applies there. */
export function fromLocal(localMs: number, timeZone: string): number {
  let epoch = localMs - zoneOffsetMs(localMs, timeZone);
  epoch = localMs - zoneOffsetMs(epoch, timeZone);
  return epoch;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const localDate = (localMs: number): string => {
  const d = new Date(localMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
};

/** 'HH:mm' to minutes after midnight; a bad value is a broken row, so it throws. */
export function parseClockTime(value: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!m) throw new Error(`not an HH:mm time: ${value}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The draw whose wall-clock time is `localMs` (on the game's grid). */
function drawAtLocal(game: ScheduleGame, localMs: number, timeZone: string): Draw {
  const date = localDate(localMs);
  const drawTime = fromLocal(localMs, timeZone);
  if (game.periodKind === 'daily') return { numero: date, drawTime };
  const minutes = periodMinutes[game.periodKind];
  const minuteOfDay = Math.round((((localMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const sequence = Math.floor(minuteOfDay / minutes) + 1;
  const width = String(DAY_MINUTES / minutes).length;
  return { numero: `${date}${pad(sequence, width)}`, drawTime };
}

/** Wall-clock times of the last draw at or before `localMs`, and of the step between draws. */
function lastLocalDrawAtOrBefore(game: ScheduleGame, localMs: number): number {
  if (game.periodKind === 'daily') {
    const at = parseClockTime(game.dailyTime ?? '') * MINUTE_MS;
    const midnight = Math.floor(localMs / DAY_MS) * DAY_MS;
    return midnight + at <= localMs ? midnight + at : midnight - DAY_MS + at;
  }
  const step = periodMinutes[game.periodKind] * MINUTE_MS;
  return Math.floor(localMs / step) * step;
}

const stepMs = (game: ScheduleGame) =>
  game.periodKind === 'daily' ? DAY_MS : periodMinutes[game.periodKind] * MINUTE_MS;

/** Inside the sale window ('HH:mm' bounds, start inclusive, end exclusive; may cross midnight). */
export function inSaleWindow(game: ScheduleGame, nowMs: number, timeZone: string): boolean {
  if (game.saleStart === null || game.saleEnd === null) return true;
  const local = toLocal(nowMs, timeZone);
  const minute = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const start = parseClockTime(game.saleStart);
  const end = parseClockTime(game.saleEnd);
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The coming draw: the first one strictly after now (a draw at exactly now is already due). */
export function comingDraw(game: ScheduleGame, now: Date, timeZone: string): OpenDraw {
  const nowMs = now.getTime();
  const local = toLocal(nowMs, timeZone);
  const lastLocal = lastLocalDrawAtOrBefore(game, local);
  let next = drawAtLocal(game, lastLocal + stepMs(game), timeZone);
  let previous = drawAtLocal(game, lastLocal, timeZone);
  // Around a daylight-saving change the wall grid and the instants can disagree by the shift.
  if (next.drawTime <= nowMs) {
    previous = next;
    next = drawAtLocal(game, lastLocal + 2 * stepMs(game), timeZone);
  }
  const untilDraw = next.drawTime - nowMs;
  const locked = untilDraw <= game.lockSeconds * 1000;
  return {
    ...next,
    previousDrawTime: previous.drawTime,
    remainTime: Math.ceil(untilDraw / 1000),
    lockTime: game.lockSeconds,
    isSale: !locked && inSaleWindow(game, nowMs, timeZone),
  };
}

/**
 * The open draw: the first one not yet locked. Once a draw locks it waits for its result, and
 * the draw after it is the one offered (§2.9 counts down to the lock).
 */
export function openDraw(game: ScheduleGame, now: Date, timeZone: string): OpenDraw {
  // Draws fall on whole seconds (a minute grid and whole-second zone offsets), so remainTime,
  // isSale and the draw itself hold for the whole second: the lottery menu and the draw numbers
  // ask for every game's open draw on each call.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== openDrawsSecond) {
    openDrawsSecond = second;
    openDraws.clear();
  }
  const key = `${timeZone}|${game.periodKind}|${game.dailyTime}|${game.lockSeconds}|${game.saleStart}|${game.saleEnd}`;
  const known = openDraws.get(key);
  if (known) return { ...known };
  const draw = computeOpenDraw(game, now, timeZone);
  openDraws.set(key, draw);
  return { ...draw };
}

/** openDraw's answers within the current second, by the schedule's fields. */
const openDraws = new Map<string, OpenDraw>();
let openDrawsSecond = Number.NaN;

function computeOpenDraw(game: ScheduleGame, now: Date, timeZone: string): OpenDraw {
  let draw = comingDraw(game, now, timeZone);
  while (draw.drawTime - now.getTime() <= game.lockSeconds * 1000) {
    const after = comingDraw(game, new Date(draw.drawTime), timeZone);
    const untilDraw = after.drawTime - now.getTime();
    draw = {
      ...after,
      remainTime: Math.ceil(untilDraw / 1000),
      isSale: untilDraw > game.lockSeconds * 1000 && inSaleWindow(game, now.getTime(), timeZone),
    };
  }
  return draw;
}

/** The last `count` draws due at or before now, newest first (what the draw job catches up). */
export function dueDraws(game: ScheduleGame, now: Date, timeZone: string, count: number): Draw[] {
  const nowMs = now.getTime();
  let local = lastLocalDrawAtOrBefore(game, toLocal(nowMs, timeZone));
  const draws: Draw[] = [];
  while (draws.length < count) {
    const draw = drawAtLocal(game, local, timeZone);
    if (draw.drawTime <= nowMs) draws.push(draw);
    local -= stepMs(game);
  }
  return draws;
}
