import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasMerchantTimeFormat } from '../utils/merchant-time';
import { useMerchantTimeReady } from './use-merchant-time-ready';

describe('useMerchantTimeReady', () => {
  it('is false at first, then true once the time zone formatter is built', async () => {
    const zone = 'Asia/Ho_Chi_Minh';
    expect(hasMerchantTimeFormat(zone)).toBe(false);
    const { result } = renderHook(() => useMerchantTimeReady(zone));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(hasMerchantTimeFormat(zone)).toBe(true);
  });

  it('is true at once for a time zone already prepared', async () => {
    const zone = 'Asia/Bangkok';
    const first = renderHook(() => useMerchantTimeReady(zone));
    await waitFor(() => expect(first.result.current).toBe(true));
    const { result } = renderHook(() => useMerchantTimeReady(zone));
    expect(result.current).toBe(true);
  });
});
