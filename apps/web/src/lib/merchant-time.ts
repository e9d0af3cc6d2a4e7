import {
  DATE_TIME_FORMAT,
  type HOT_MATCH_TIME_FORMAT,
  type PROMOTION_DATE_FORMAT,
  languageTagOf,
  type ZoneOffset,
} from '@lotto/contract';

/** The §9 date formats: every date the app shows is written by formatMerchantTime in one of them. */
export type TimeFormat =
  typeof DATE_TIME_FORMAT | typeof HOT_MATCH_TIME_FORMAT | typeof PROMOTION_DATE_FORMAT;

const MINUTE_MS = 60_000;

/** Minutes east of UTC at an instant: the last change at or before it (the first one before all). */
export const offsetAt = (epochMs: number, offsets: readonly ZoneOffset[]): number => {
  let minutes = offsets[0]?.minutes ?? 0;
  for (const o of offsets) if (o.from <= epochMs) minutes = o.minutes;
  return minutes;
};

const two = (n: number) => String(n).padStart(2, '0');

/** A wall-clock Date (its UTC fields) in one of the §9 formats. */
const writeWall = (wall: Date, format: TimeFormat): string =>
  format
    .replace('DD', two(wall.getUTCDate()))
    .replace('MM', two(wall.getUTCMonth() + 1))
    .replace('YYYY', String(wall.getUTCFullYear()))
    .replace('HH', two(wall.getUTCHours()))
    .replace('mm', two(wall.getUTCMinutes()));

/**
 * §9 DD/MM/YYYY HH:mm (or DD/MM HH:mm, DD/MM/YYYY), in the merchant's time zone (not the phone's),
 * from the zone's offsets that come with the settings: plain arithmetic, where a time zone
 * formatter would first load ICU's zone and calendar data (tens of ms on a phone, on the first
 * view of home). Years are of the Common Era in every language, Thai included: §9 gives one
 * numeric format, and a Thai page mixing 2026 and 2569 reads as two different years.
 */
export const formatMerchantTime = (
  epochMs: number,
  offsets: readonly ZoneOffset[],
  format: TimeFormat = DATE_TIME_FORMAT,
): string => writeWall(new Date(epochMs + offsetAt(epochMs, offsets) * MINUTE_MS), format);

/** A merchant day as the server names it ("2026-03-10") in §9's DD/MM/YYYY ("10/03/2026"). */
export const formatMerchantDay = (day: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
};

/**
 * The Intl locale for the few dates written in words (a calendar's month title): the player's
 * language with the Gregorian calendar, so Thai gives 2026 as formatMerchantTime does, not 2569.
 */
export const dateLocale = (language: string): string => `${languageTagOf(language)}-u-ca-gregory`;
