import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';
import { clockText, lockedForMs } from './lock-countdown';

describe('the payment-password lock', () => {
  it('reads the time left from the refusal, not a fixed 15 minutes', () => {
    const locked = (value: unknown) =>
      new ApiError(429, ErrorCode.PAYMENT_PASSWORD_LOCKED, '', value);
    expect(lockedForMs(locked({ retryAfterMs: 754_000 }))).toBe(754_000);
    expect(lockedForMs(locked({}))).toBeNull();
    expect(lockedForMs(new ApiError(400, ErrorCode.PAYMENT_PASSWORD_WRONG, '', {}))).toBeNull();
  });

  it('counts down as m:ss', () => {
    expect(clockText(900_000)).toBe('15:00');
    expect(clockText(754_001)).toBe('12:35');
    expect(clockText(9_000)).toBe('0:09');
    expect(clockText(1)).toBe('0:01');
  });
});
