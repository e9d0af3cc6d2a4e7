import { describe, expect, it } from 'vitest';
import { COUNTDOWN_NONE, countdownText, formatHms, secondsUntil } from './countdown';

describe('lottery countdown (§2.9)', () => {
  it('formats whole seconds as hh:mm:ss, with hours past 24', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(26 * 3600 + 5)).toBe('26:00:05');
    expect(formatHms(-3)).toBe('00:00:00');
  });

  it('counts remainTime minus lockTime, floored at 0', () => {
    expect(countdownText({ remainTime: 60, lockTime: 5, isSale: true })).toBe('00:00:55');
    expect(countdownText({ remainTime: 18 * 3600, lockTime: 900, isSale: true })).toBe('17:45:00');
    // A fraction of a second left before the lock still shows the second being counted.
    expect(countdownText({ remainTime: 5.2, lockTime: 5, isSale: true })).toBe('00:00:01');
    expect(countdownText({ remainTime: 5, lockTime: 5, isSale: true })).toBe('00:00:00');
    // Inside the lock window: 00:00:00 until the draw.
    expect(countdownText({ remainTime: 3, lockTime: 5, isSale: true })).toBe('00:00:00');
  });

  it('shows --:--:-- when not on sale or when time is up', () => {
    expect(countdownText({ remainTime: 600, lockTime: 5, isSale: false })).toBe(COUNTDOWN_NONE);
    expect(countdownText({ remainTime: 0, lockTime: 5, isSale: true })).toBe(COUNTDOWN_NONE);
    expect(countdownText({ remainTime: -2, lockTime: 0, isSale: true })).toBe(COUNTDOWN_NONE);
    expect(COUNTDOWN_NONE).toBe('--:--:--');
  });

  it('measures the time to a draw on the given (server) clock', () => {
    expect(secondsUntil(10_000, 4_500)).toBe(5.5);
    expect(secondsUntil(10_000, 12_000)).toBe(-2);
  });
});
