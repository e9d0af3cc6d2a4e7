import { describe, expect, it } from 'vitest';
import type { RealityCheckValue } from '@lotto/contract';
import { isCheckDue, msUntilAskAgain, msUntilNextCheck, playedParts } from './reality-check-due';

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
  sessionTimeLeftMs: null,
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

  it('asks again when the session time runs out, if that comes before the next check', () => {
    const received = 1_000_000;
    expect(msUntilAskAgain(check(), received, received)).toBe(59 * MINUTE);
    const short = check({ sessionTimeLeftMs: 5 * MINUTE });
    expect(msUntilAskAgain(short, received, received + MINUTE)).toBe(4 * MINUTE);
    expect(msUntilAskAgain(short, received, received + 9 * MINUTE)).toBe(0);
    expect(msUntilAskAgain(check({ sessionTimeLeftMs: 90 * MINUTE }), received, received)).toBe(
      59 * MINUTE,
    );
    const off = check({ nextAt: null, intervalMinutes: null, sessionTimeLeftMs: 3 * MINUTE });
    expect(msUntilAskAgain(off, received, received)).toBe(3 * MINUTE);
    expect(msUntilAskAgain(check({ nextAt: null }), received, received)).toBeNull();
  });

  it('writes the time played in hours and minutes', () => {
    expect(playedParts(61 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 1 });
    expect(playedParts(9 * MINUTE)).toEqual({ hours: 0, minutes: 9 });
  });
});
