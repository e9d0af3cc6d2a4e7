import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { smsSecondsLeft } from '../utils/sms-countdown';
import { useSmsCountdown } from './use-sms-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SMS countdown (§4, §9)', () => {
  it('counts whole seconds, never above 60 or below 0', () => {
    expect(smsSecondsLeft(1_000_000 + 59_001, 1_000_000)).toBe(60);
    expect(smsSecondsLeft(1_000_000 + 90_000, 1_000_000)).toBe(60);
    expect(smsSecondsLeft(1_000_000 + 1_500, 1_000_000)).toBe(2);
    expect(smsSecondsLeft(1_000_000 - 5, 1_000_000)).toBe(0);
  });

  it('starts at 60, ticks every 500 ms until expirationTime, then is idle again', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(Date.now() + 60_000));
    expect(result.current.seconds).toBe(60);
    expect(result.current.running).toBe(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.seconds).toBe(60);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.seconds).toBe(59);
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(result.current.seconds).toBe(30);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.seconds).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('continues a countdown the server says is still running (SMS_TOO_SOON)', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(Date.now() + 12_300));
    expect(result.current.seconds).toBe(13);
    act(() => {
      vi.advanceTimersByTime(12_500);
    });
    expect(result.current.running).toBe(false);
  });
});
