const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS: Record<string, number> = { '6m': 6, '1y': 12, '5y': 60 };
const DAYS: Record<string, number> = { '24h': 1, '7d': 7, '30d': 30 };

/**
 * When a break chosen now would end, to show before it starts (the server fixes the real end,
 * with the same rule: days of 24 hours, calendar months in UTC). Null: permanent.
 */
export const exclusionEndFrom = (duration: string, start: number): number | null => {
  const days = DAYS[duration];
  if (days !== undefined) return start + days * DAY_MS;
  const months = MONTHS[duration];
  if (months === undefined) return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
};
