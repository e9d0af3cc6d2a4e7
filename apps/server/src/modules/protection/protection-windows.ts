import type { ProtectionPeriod } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Issue 34: each limit counts over a rolling window ending now. */
export const PERIOD_MS: Record<ProtectionPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

export const windowStart = (period: ProtectionPeriod, now: Date) =>
  new Date(now.getTime() - PERIOD_MS[period]);

/** The same time `n` calendar months on (UTC). */
export function monthsAfter(start: Date, n: number): Date {
  const d = new Date(start);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d;
}

/** Issue 34: time-outs (24 hours, 7 days, 30 days) and self-exclusions (6 months to permanent). */
export function exclusionEnd(duration: string, start: Date): Date | null {
  const months = (n: number) => monthsAfter(start, n);
  switch (duration) {
    case '24h':
      return new Date(start.getTime() + DAY_MS);
    case '7d':
      return new Date(start.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(start.getTime() + 30 * DAY_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
    default:
      throw new Error(`unknown exclusion duration ${duration}`);
  }
}
