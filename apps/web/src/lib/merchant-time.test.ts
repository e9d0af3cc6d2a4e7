import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, HOT_MATCH_TIME_FORMAT, PROMOTION_DATE_FORMAT } from '@lotto/contract';
import { dateLocale, formatMerchantDay, formatMerchantTime } from './merchant-time';

// 2025-03-31 17:05 UTC is 1 April 00:05 in Bangkok (UTC+7).
const t = Date.UTC(2025, 2, 31, 17, 5);
const bangkok = [{ from: Date.UTC(2025, 2, 1), minutes: 420 }];
const utc = [{ from: Date.UTC(2025, 2, 1), minutes: 0 }];
// London: GMT, then BST from 2025-03-30 01:00 UTC.
const london = [
  { from: Date.UTC(2025, 2, 1), minutes: 0 },
  { from: Date.UTC(2025, 2, 30, 1), minutes: 60 },
];

describe('merchant time formats (§9)', () => {
  it('writes the hot-match start as DD/MM HH:mm in the merchant zone', () => {
    expect(formatMerchantTime(t, bangkok, HOT_MATCH_TIME_FORMAT)).toBe('01/04 00:05');
  });

  it('writes the popup time as DD/MM/YYYY HH:mm', () => {
    expect(formatMerchantTime(t, bangkok, DATE_TIME_FORMAT)).toBe('01/04/2025 00:05');
    expect(formatMerchantTime(t, utc, DATE_TIME_FORMAT)).toBe('31/03/2025 17:05');
  });

  it('takes the offset that applies at the time shown, across a change', () => {
    expect(formatMerchantTime(Date.UTC(2025, 2, 30, 0, 59), london, DATE_TIME_FORMAT)).toBe(
      '30/03/2025 00:59',
    );
    expect(formatMerchantTime(Date.UTC(2025, 2, 30, 1, 0), london, DATE_TIME_FORMAT)).toBe(
      '30/03/2025 02:00',
    );
    // Before the table, its first offset; with no table at all, UTC.
    expect(formatMerchantTime(Date.UTC(2025, 0, 1), bangkok, DATE_TIME_FORMAT)).toBe(
      '01/01/2025 07:00',
    );
    expect(formatMerchantTime(t, [], DATE_TIME_FORMAT)).toBe('31/03/2025 17:05');
  });

  it('defaults to DD/MM/YYYY HH:mm and writes DD/MM/YYYY for days', () => {
    expect(formatMerchantTime(t, bangkok)).toBe('01/04/2025 00:05');
    expect(formatMerchantTime(t, bangkok, PROMOTION_DATE_FORMAT)).toBe('01/04/2025');
    expect(formatMerchantDay('2026-03-10')).toBe('10/03/2026');
  });

  it('one era in every language: Thai years are of the Common Era, as the numeric dates', () => {
    const title = new Intl.DateTimeFormat(dateLocale('th'), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, 2, 1)));
    expect(title).toContain('2026');
    expect(title).not.toContain('2569');
    expect(dateLocale('cn')).toBe('zh-CN-u-ca-gregory');
  });
});
