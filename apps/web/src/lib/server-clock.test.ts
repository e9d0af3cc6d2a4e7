import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, serverNow } from './server-clock';

afterEach(() => vi.useRealTimers());

describe('server clock', () => {
  it('counts on the server clock from the x-server-time of the last answer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    // The phone is 10 minutes ahead of the server.
    noteServerTime(String(1_000_000 - 600_000));
    expect(serverNow()).toBe(400_000);
    vi.advanceTimersByTime(1500);
    expect(serverNow()).toBe(401_500);
  });

  it('ignores a missing or broken header', () => {
    vi.useFakeTimers();
    vi.setSystemTime(2_000_000);
    noteServerTime('2000000');
    noteServerTime(null);
    noteServerTime('soon');
    expect(serverNow()).toBe(2_000_000);
  });
});
