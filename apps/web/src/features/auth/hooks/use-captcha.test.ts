import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CAPTCHA_TTL_MS } from '@lotto/contract';
import { getCaptcha } from '../api/get-captcha';
import { CAPTCHA_RENEW_MARGIN_MS, useCaptcha } from './use-captcha';

vi.mock('../api/get-captcha', () => ({ getCaptcha: vi.fn() }));
const issued = vi.mocked(getCaptcha);

beforeEach(() => {
  vi.useFakeTimers();
  let n = 0;
  issued.mockImplementation(async () => ({
    captchaId: `captcha_${++n}`,
    image: 'data:image/svg+xml;base64,',
  }));
});
afterEach(() => {
  vi.useRealTimers();
  issued.mockReset();
});

describe('captcha renewal (issue 16 defect 3)', () => {
  it('fetches a new captcha before the server forgets the shown one', async () => {
    const { result } = renderHook(() => useCaptcha(true));
    await act(() => result.current.refresh());
    expect(result.current.captcha?.captchaId).toBe('captcha_1');
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_TTL_MS - CAPTCHA_RENEW_MARGIN_MS - 1));
    expect(result.current.captcha?.captchaId).toBe('captcha_1');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.captcha?.captchaId).toBe('captcha_2');
    // And again for the next one: a long wait for an SMS never meets an expired captcha.
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_TTL_MS - CAPTCHA_RENEW_MARGIN_MS));
    expect(result.current.captcha?.captchaId).toBe('captcha_3');
    expect(CAPTCHA_RENEW_MARGIN_MS).toBeLessThan(CAPTCHA_TTL_MS / 2);
  });

  it('renews at once when the page comes back after the captcha is due', async () => {
    const { result } = renderHook(() => useCaptcha(true));
    await act(() => result.current.refresh());
    vi.setSystemTime(Date.now() + CAPTCHA_TTL_MS);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    expect(result.current.captcha?.captchaId).toBe('captcha_2');
  });
});
