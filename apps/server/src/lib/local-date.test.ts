import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, monthStart } from './local-date';

describe('local dates of the merchant', () => {
  it("reads the date in the merchant's zone, not UTC", () => {
    // 18:30 UTC is 01:30 the next day in Bangkok (+7).
    expect(localDateOf(new Date('2026-03-01T18:30:00Z'), 'Asia/Bangkok')).toBe('2026-03-02');
    expect(localDateOf(new Date('2026-03-01T16:59:59Z'), 'Asia/Bangkok')).toBe('2026-03-01');
    expect(localDateOf(new Date('2026-03-01T03:00:00Z'), 'America/New_York')).toBe('2026-02-28');
  });

  it('steps over month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(monthStart('2026-02-17')).toBe('2026-02-01');
  });
});
