import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './when-idle';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment on a page that has loaded', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const early = vi.fn();
    afterLoadWhenIdle(early)();
    window.dispatchEvent(new Event('load'));
    setReadyState('complete');
    const late = vi.fn();
    const cancelLate = afterLoadWhenIdle(late);
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
