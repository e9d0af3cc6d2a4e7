import { describe, expect, it } from 'vitest';
import { PUSH_RETRY, retryAfterMs, retryWaitMs } from './push-sender';

describe('a push service asked again (RFC 8030 §8.4)', () => {
  const now = Date.parse('2026-11-21T06:50:00Z');

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 21 Nov 2026 06:50:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 06:49:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('waits twice as long each time, or as asked, and gives up on a longer ask', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryWaitMs(PUSH_RETRY, n, null))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(retryWaitMs(PUSH_RETRY, 1, 7000)).toBe(7000);
    expect(retryWaitMs(PUSH_RETRY, 1, PUSH_RETRY.longestWaitMs + 1)).toBeNull();
  });
});
