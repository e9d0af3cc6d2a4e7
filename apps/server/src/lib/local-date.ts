import { DAY_MS, zoneOffsetMs } from './time-zone';

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10);

/** The date `days` after a YYYY-MM-DD date (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day of the date's month. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
