import { describe, expect, it } from 'vitest';
import { merchantDay, teamRangeDays } from './team-range';

const BANGKOK = [{ from: 0, minutes: 420 }];

describe('team report ranges', () => {
  it("counts days in the merchant's zone, not UTC", () => {
    // 18:30 UTC on 14 June is 01:30 on 15 June in Bangkok.
    const now = Date.parse('2026-06-14T18:30:00Z');
    expect(merchantDay(now, BANGKOK)).toBe('2026-06-15');
    expect(merchantDay(now, [])).toBe('2026-06-14');
  });

  it('gives each preset its first and last day', () => {
    const now = Date.parse('2026-03-01T05:00:00Z');
    expect(teamRangeDays('today', now, BANGKOK)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(teamRangeDays('yesterday', now, BANGKOK)).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(teamRangeDays('7d', now, BANGKOK)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(teamRangeDays('30d', now, BANGKOK)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
