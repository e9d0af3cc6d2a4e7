import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, HOT_MATCH_TIME_FORMAT } from '@lotto/contract';
import { formatMerchantTime } from './merchant-time';

// 2025-03-31 17:05 UTC is 1 April 00:05 in Bangkok (UTC+7).
const t = Date.UTC(2025, 2, 31, 17, 5);

describe('merchant time formats (§9)', () => {
  it('writes the hot-match start as DD/MM HH:mm in the merchant zone', () => {
    expect(formatMerchantTime(t, 'Asia/Bangkok', HOT_MATCH_TIME_FORMAT)).toBe('01/04 00:05');
  });

  it('writes the popup time as DD/MM/YYYY HH:mm', () => {
    expect(formatMerchantTime(t, 'Asia/Bangkok', DATE_TIME_FORMAT)).toBe('01/04/2025 00:05');
    expect(formatMerchantTime(t, 'UTC', DATE_TIME_FORMAT)).toBe('31/03/2025 17:05');
  });
});
