import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TOAST_LONG_MS, LOADING_TOAST_MS } from '@lotto/contract';
import { dismissToast, getToasts, showToast } from './toast-store';

describe('§9 loading toast times', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('a loading toast lasts 3 s unless the caller asks for more', () => {
    showToast('loading', 'please wait');
    vi.advanceTimersByTime(LOADING_TOAST_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('a launch asks for 10 s', () => {
    showToast('loading', 'please wait', LOADING_TOAST_LONG_MS);
    vi.advanceTimersByTime(LOADING_TOAST_MS);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(LOADING_TOAST_LONG_MS - LOADING_TOAST_MS);
    expect(getToasts()).toHaveLength(0);
  });
});
