import { describe, expect, it } from 'vitest';
import { dividendDates, endedPeriods, periodAt, startOfLocalDate } from './contract-periods';
import { payOf, tierReached } from './contract-terms';

const iso = (d: Date) => d.toISOString();

describe('contract periods (issue 32)', () => {
  it('a local date starts at its midnight in the zone, also across a daylight-saving change', () => {
    expect(iso(startOfLocalDate('2026-11-02', 'Asia/Bangkok'))).toBe('2026-11-01T17:00:00.000Z');
    expect(iso(startOfLocalDate('2026-11-02', 'UTC'))).toBe('2026-11-02T00:00:00.000Z');
    // Kolkata is +5:30; New York changes from -4 to -5 on 1 November 2026.
    expect(iso(startOfLocalDate('2026-11-02', 'Asia/Kolkata'))).toBe('2026-11-01T18:30:00.000Z');
    expect(iso(startOfLocalDate('2026-11-01', 'America/New_York'))).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(iso(startOfLocalDate('2026-11-02', 'America/New_York'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('dividend periods: Monday to Sunday, 1–15 and 16–end, the month', () => {
    expect(dividendDates('2026-11-04', 'week')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(dividendDates('2026-11-08', 'week')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(dividendDates('2026-11-15', 'half_month')).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(dividendDates('2026-02-16', 'half_month')).toEqual({
      from: '2026-02-16',
      to: '2026-02-28',
    });
    expect(dividendDates('2028-02-03', 'month')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('an hour of the local clock, also in a half-hour zone', () => {
    const p = periodAt('hourly_salary', null, new Date('2026-11-02T10:45:00Z'), 'Asia/Kolkata');
    // 16:15 in Kolkata: the hour 16:00–17:00 local, 10:30–11:30 UTC.
    expect(p.key).toBe('2026-11-02T16');
    expect(iso(p.start)).toBe('2026-11-02T10:30:00.000Z');
    expect(iso(p.end)).toBe('2026-11-02T11:30:00.000Z');
  });

  it('ended periods from the one the contract was accepted in, within the catch-up', () => {
    const accepted = new Date('2026-11-02T05:00:00Z'); // 12:00 in Bangkok
    expect(
      endedPeriods(
        'daily_salary',
        null,
        accepted,
        new Date('2026-11-03T16:59:00Z'),
        'Asia/Bangkok',
      ).map((p) => p.key),
    ).toEqual(['2026-11-02']);
    expect(
      endedPeriods(
        'daily_salary',
        null,
        accepted,
        new Date('2026-11-03T17:00:00Z'),
        'Asia/Bangkok',
      ).map((p) => p.key),
    ).toEqual(['2026-11-02', '2026-11-03']);
    // Twenty days later only the last seven days are still paid.
    const late = endedPeriods(
      'daily_salary',
      null,
      accepted,
      new Date('2026-11-22T18:00:00Z'),
      'Asia/Bangkok',
    );
    expect(late).toHaveLength(7);
    expect(late[0]?.key).toBe('2026-11-16');
    expect(late.at(-1)?.key).toBe('2026-11-22');
    expect(
      endedPeriods(
        'dividend',
        'month',
        accepted,
        new Date('2026-12-01T00:00:00Z'),
        'Asia/Bangkok',
      ).map((p) => p.key),
    ).toEqual(['2026-11-01/2026-11-30']);
  });

  it('the highest tier both figures reach; pay rounded down to the minor unit', () => {
    const tiers = [
      { threshold: '0', activePlayers: 1, rateBp: 100 },
      { threshold: '1000', activePlayers: 3, rateBp: 200 },
    ];
    expect(tierReached(tiers, 5_000_0000n, 2)).toBe(0);
    expect(tierReached(tiers, 5_000_0000n, 3)).toBe(1);
    expect(tierReached(tiers, 5_000_0000n, 0)).toBeNull();
    // 123.4567 at 1 % = 1.234567 → 1.23 (minor unit 0.01 = 100 units).
    expect(payOf(1_234_567n, 100, 100n)).toBe(12_300n);
    expect(payOf(-5n, 100, 100n)).toBe(0n);
  });
});
