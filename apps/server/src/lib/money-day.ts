import { DAY_MS, zoneOffsetMs } from './time-zone';

/** The start of today in the merchant's time zone: daily limits count from there. */
export function startOfDay(now: Date, timeZone: string): Date {
  const offset = zoneOffsetMs(now.getTime(), timeZone);
  const wall = now.getTime() + offset;
  return new Date(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - offset);
}
