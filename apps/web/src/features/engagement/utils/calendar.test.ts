import { describe, expect, it } from 'vitest';
import { monthCells, streakPoints } from './calendar';

describe('sign-in calendar', () => {
  it('lays a month out from its weekday', () => {
    // 1 March 2026 is a Sunday; February 2026 starts on a Sunday too and has 28 days.
    const march = monthCells('2026-03-17');
    expect(march[0]).toBe('2026-03-01');
    expect(march).toHaveLength(31);
    const april = monthCells('2026-04-02');
    expect(april.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
    expect(april.at(-1)).toBe('2026-04-30');
  });

  it('repeats the last streak value', () => {
    expect([1, 2, 3, 9].map((d) => streakPoints([5, 7, 9], d))).toEqual([5, 7, 9, 9]);
  });
});
