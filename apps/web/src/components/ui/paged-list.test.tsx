import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_MORE_SETTLE_MS,
  PULL_DOWN_STOP,
  PULL_DOWN_THRESHOLD,
  REFRESH_DELAY_MS,
  SCROLL_BOUNCE_MS,
} from '@lotto/contract';
import { PagedList } from './paged-list';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let notify: Callback = () => undefined;

class FakeObserver {
  constructor(callback: Callback) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}

const list = (onLoadMore: () => void, loadingMore = false) => (
  <PagedList
    hasMore
    loadingMore={loadingMore}
    refreshing={false}
    onLoadMore={onLoadMore}
    onRefresh={() => undefined}
  >
    <ul />
  </PagedList>
);

/** The list end comes into sight, on the first screen. */
const endInSight = () =>
  act(() => notify([{ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRect }]));

describe('PagedList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads one page per settle time, and the next once it is over if the end is still in sight', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(list(onLoadMore));
    endInSight();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The page arrives at once and the end is still in sight: not before the settle time.
    rerender(list(onLoadMore, true));
    rerender(list(onLoadMore));
    endInSight();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(LOAD_MORE_SETTLE_MS);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not load after the settle time if the end has gone out of sight', () => {
    const onLoadMore = vi.fn();
    render(list(onLoadMore));
    endInSight();
    endInSight();
    act(() => notify([{ isIntersecting: false }]));
    act(() => {
      vi.advanceTimersByTime(LOAD_MORE_SETTLE_MS);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('refreshes with one tap as well as with the pull-down drag (WCAG 2.5.7)', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <PagedList
        hasMore={false}
        loadingMore={false}
        refreshing={false}
        onLoadMore={() => undefined}
        onRefresh={onRefresh}
      >
        <ul />
      </PagedList>,
    );
    fireEvent.click(screen.getByTestId('list-refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <PagedList
        hasMore={false}
        loadingMore={false}
        refreshing
        onLoadMore={() => undefined}
        onRefresh={onRefresh}
      >
        <ul />
      </PagedList>,
    );
    // While it refreshes there is nothing to tap twice.
    expect(screen.queryByTestId('list-refresh')).toBeNull();
  });

  it('§9 pull-down: refreshes 50 ms after a release past 50, and bounces back over 300 ms', () => {
    const onRefresh = vi.fn();
    render(
      <PagedList
        hasMore={false}
        loadingMore={false}
        refreshing={false}
        onLoadMore={() => undefined}
        onRefresh={onRefresh}
      >
        <ul />
      </PagedList>,
    );
    const pull = screen.getByTestId('list-pull');
    const root = pull.parentElement!;
    const drag = (to: number) => {
      fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(root, { touches: [{ clientY: 100 + to }] });
    };
    drag(40);
    expect(pull.style.height).toBe('40px');
    expect(pull.style.transitionDuration).toBe('0ms');
    fireEvent.touchEnd(root, { changedTouches: [{ clientY: 140 }] });
    expect(pull.style.height).toBe('0px');
    expect(pull.style.transitionDuration).toBe(`${SCROLL_BOUNCE_MS}ms`);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onRefresh).not.toHaveBeenCalled();

    // Past the threshold, the pull stops at 100 however far the finger goes.
    drag(400);
    expect(pull.style.height).toBe(`${PULL_DOWN_STOP}px`);
    fireEvent.touchEnd(root, { changedTouches: [{ clientY: 100 + PULL_DOWN_THRESHOLD }] });
    act(() => {
      vi.advanceTimersByTime(REFRESH_DELAY_MS - 1);
    });
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
