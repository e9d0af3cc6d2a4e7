import { describe, expect, it } from 'vitest';
import type { RealityCheckValue } from '@lotto/contract';
import { isCheckDue, msUntilNextCheck, playedParts } from './reality-check-due';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 21, 2, 0);
const check = (over: Partial<RealityCheckValue> = {}): RealityCheckValue => ({
  intervalMinutes: 60,
  sessionStartedAt: start,
  now: start + 61 * MINUTE,
  playedMs: 61 * MINUTE,
  net: '-12.5000',
  checksDue: 1,
  nextAt: start + 120 * MINUTE,
  ...over,
});

describe('reality check timing', () => {
  it('is due when the server counts more checks than the player answered', () => {
    expect(isCheckDue(check(), 0)).toBe(true);
    expect(isCheckDue(check(), 1)).toBe(false);
    expect(isCheckDue(check({ checksDue: 2 }), 1)).toBe(true);
    expect(isCheckDue(check({ intervalMinutes: null, checksDue: 0, nextAt: null }), 0)).toBe(false);
  });

  it("times the next check by the server's clock, not the phone's", () => {
    const received = 1_000_000;
    // The phone's clock is a day off: only the time since the answer counts.
    expect(msUntilNextCheck(check(), received, received)).toBe(59 * MINUTE);
    expect(msUntilNextCheck(check(), received, received + 10 * MINUTE)).toBe(49 * MINUTE);
    expect(msUntilNextCheck(check(), received, received + 90 * MINUTE)).toBe(0);
    expect(msUntilNextCheck(check({ nextAt: null }), received, received)).toBeNull();
  });

  it('writes the time played in hours and minutes', () => {
    expect(playedParts(61 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 1 });
    expect(playedParts(9 * MINUTE)).toEqual({ hours: 0, minutes: 9 });
  });
});
