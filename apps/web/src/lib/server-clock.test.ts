import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_CLOCK_WINDOW_MS,
  noteServerTime,
  resetServerClock,
  serverNow,
} from './server-clock';

beforeEach(() => resetServerClock());
afterEach(() => vi.useRealTimers());

describe('server clock', () => {
  it('counts on the server clock from the x-server-time of the answers', () => {
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

  it('does not let an answer read late set the server back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(3_000_000);
    noteServerTime('3000000');
    // An answer stamped at 3 000 500 that a busy phone got to 4 s later.
    vi.setSystemTime(3_004_500);
    noteServerTime('3000500');
    expect(serverNow()).toBe(3_004_500);
  });

  it('follows a phone whose clock was set forward once the window has passed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000_000);
    noteServerTime('5000000');
    // The phone's clock jumps 30 s forward; the next answers say so.
    vi.setSystemTime(5_040_000);
    noteServerTime('5010000');
    expect(serverNow()).toBe(5_040_000);
    vi.setSystemTime(5_000_000 + SERVER_CLOCK_WINDOW_MS + 40_000);
    noteServerTime(String(5_000_000 + SERVER_CLOCK_WINDOW_MS + 10_000));
    expect(serverNow()).toBe(5_000_000 + SERVER_CLOCK_WINDOW_MS + 10_000);
  });

  it('keeps the last answer when the page has not called for a while', () => {
    vi.useFakeTimers();
    vi.setSystemTime(7_000_000);
    noteServerTime(String(7_000_000 - 600_000));
    vi.advanceTimersByTime(10 * SERVER_CLOCK_WINDOW_MS);
    expect(serverNow()).toBe(7_000_000 + 10 * SERVER_CLOCK_WINDOW_MS - 600_000);
  });
});
