import type { DATE_TIME_FORMAT, HOT_MATCH_TIME_FORMAT } from '@lotto/contract';

export type TimeFormat = typeof DATE_TIME_FORMAT | typeof HOT_MATCH_TIME_FORMAT;

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = cache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(timeZone, f);
  }
  return f;
};

export const hasMerchantTimeFormat = (timeZone: string): boolean => cache.has(timeZone);

/** Builds the time zone's formatter ahead of its first use (useMerchantTimeReady). */
export const prepareMerchantTimeFormat = (timeZone: string): void => {
  formatter(timeZone);
};

/** §9 DD/MM/YYYY HH:mm or DD/MM HH:mm, in the merchant's time zone (not the phone's). */
export const formatMerchantTime = (
  epochMs: number,
  timeZone: string,
  format: TimeFormat,
): string => {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const { day = '', month = '', year = '', hour = '', minute = '' } = parts;
  return format
    .replace('DD', day)
    .replace('MM', month)
    .replace('YYYY', year)
    .replace('HH', hour)
    .replace('mm', minute);
};
