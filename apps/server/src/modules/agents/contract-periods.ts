import type { AgentContractKind } from '../../db/schema';
import { addDays, localDateOf } from '../../lib/local-date';
import { DAY_MS, zoneOffsetMs } from '../../lib/time-zone';

const HOUR_MS = 3_600_000;

/** One pay period: its key (unique per contract), its instants [start, end). */
export interface ContractPeriod {
  key: string;
  start: Date;
  end: Date;
}

/** The first instant of a local date (YYYY-MM-DD) in a time zone. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const noonUtc = Date.parse(`${date}T12:00:00Z`);
  const offset = zoneOffsetMs(noonUtc, timeZone);
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at local noon; a change of offset between midnight and noon is corrected once.
  const first = wallMidnight - offset;
  return new Date(wallMidnight - zoneOffsetMs(first, timeZone));
}

const lastDayOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The dividend period (first and last local date) a local date falls in. */
export function dividendDates(date: string, period: string): { from: string; to: string } {
  if (period === 'week') {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const from = addDays(date, -weekday);
    return { from, to: addDays(from, 6) };
  }
  if (period === 'half_month') {
    const day = Number(date.slice(8, 10));
    return day <= 15
      ? { from: `${date.slice(0, 8)}01`, to: `${date.slice(0, 8)}15` }
      : { from: `${date.slice(0, 8)}16`, to: lastDayOfMonth(date) };
  }
  return { from: `${date.slice(0, 8)}01`, to: lastDayOfMonth(date) };
}

const datesPeriod = (from: string, to: string, timeZone: string): ContractPeriod => ({
  key: from === to ? from : `${from}/${to}`,
  start: startOfLocalDate(from, timeZone),
  end: startOfLocalDate(addDays(to, 1), timeZone),
});

/** The local hour an instant falls in: `2026-11-28T13`. */
function hourPeriod(instant: Date, timeZone: string): ContractPeriod {
  const offset = zoneOffsetMs(instant.getTime(), timeZone);
  const wall = instant.getTime() + offset;
  const wallStart = wall - (((wall % HOUR_MS) + HOUR_MS) % HOUR_MS);
  const start = new Date(wallStart - offset);
  return {
    key: new Date(wallStart).toISOString().slice(0, 13),
    start,
    end: new Date(start.getTime() + HOUR_MS),
  };
}

/** The period of a contract an instant falls in. */
export function periodAt(
  kind: AgentContractKind,
  dividendPeriod: string | null,
  instant: Date,
  timeZone: string,
): ContractPeriod {
  if (kind === 'hourly_salary') return hourPeriod(instant, timeZone);
  const date = localDateOf(instant, timeZone);
  if (kind === 'daily_salary') return datesPeriod(date, date, timeZone);
  const { from, to } = dividendDates(date, dividendPeriod ?? 'month');
  return datesPeriod(from, to, timeZone);
}

/** How far back a run still pays a period nobody paid (no instance ran): per kind. */
export const CATCH_UP_MS: Readonly<Record<AgentContractKind, number>> = {
  hourly_salary: 2 * DAY_MS,
  daily_salary: 7 * DAY_MS,
  dividend: 62 * DAY_MS,
};

/**
 * The periods of a contract that have ended by `now`, oldest first: from the period the contract
 * was accepted in (it counts whole) or the catch-up limit, whichever is later.
 */
export function endedPeriods(
  kind: AgentContractKind,
  dividendPeriod: string | null,
  acceptedAt: Date,
  now: Date,
  timeZone: string,
): ContractPeriod[] {
  const since = new Date(Math.max(acceptedAt.getTime(), now.getTime() - CATCH_UP_MS[kind]));
  const out: ContractPeriod[] = [];
  let p = periodAt(kind, dividendPeriod, since, timeZone);
  while (p.end.getTime() <= now.getTime()) {
    out.push(p);
    p = periodAt(kind, dividendPeriod, p.end, timeZone);
  }
  return out;
}
