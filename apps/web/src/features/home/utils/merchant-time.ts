import type { DATE_TIME_FORMAT, HOT_MATCH_TIME_FORMAT, ZoneOffset } from '@lotto/contract';

export type TimeFormat = typeof DATE_TIME_FORMAT | typeof HOT_MATCH_TIME_FORMAT;

const MINUTE_MS = 60_000;

/** Minutes east of UTC at an instant: the last change at or before it (the first one before all). */
const offsetAt = (epochMs: number, offsets: readonly ZoneOffset[]): number => {
  let minutes = offsets[0]?.minutes ?? 0;
  for (const o of offsets) if (o.from <= epochMs) minutes = o.minutes;
  return minutes;
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * §9 DD/MM/YYYY HH:mm or DD/MM HH:mm, in the merchant's time zone (not the phone's), from the
 * zone's offsets that come with the settings: plain arithmetic, where a time zone formatter would
 * first load ICU's zone and calendar data (tens of ms on a phone, on the first view of home).
 */
export const formatMerchantTime = (
  epochMs: number,
  offsets: readonly ZoneOffset[],
  format: TimeFormat,
): string => {
  const wall = new Date(epochMs + offsetAt(epochMs, offsets) * MINUTE_MS);
  return format
    .replace('DD', two(wall.getUTCDate()))
    .replace('MM', two(wall.getUTCMonth() + 1))
    .replace('YYYY', String(wall.getUTCFullYear()))
    .replace('HH', two(wall.getUTCHours()))
    .replace('mm', two(wall.getUTCMinutes()));
};
