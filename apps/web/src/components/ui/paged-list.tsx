import { useEffect, useRef, useState } from 'react';
import type { ReactNode, TouchEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import ArrowDown from 'lucide-react/icons/arrow-down';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import {
  LOAD_MORE_SETTLE_MS,
  PULL_UP_THRESHOLD,
  REFRESH_DELAY_MS,
  SCROLL_BOUNCE_MS,
} from '@lotto/contract';
import { pullDistance, pullTriggersRefresh, scrollArrowState } from '@/lib/scroll-rules';
import type { ScrollArrow } from '@/lib/scroll-rules';
import './paged-list.css';

interface PagedListProps {
  hasMore: boolean;
  loadingMore: boolean;
  refreshing: boolean;
  onLoadMore: () => void;
  onRefresh: () => void;
  /** The text at the end of the whole list (default: the game list's). */
  endText?: string;
  children: ReactNode;
}

/** How far below the screen the end of the list starts the next page. */
const LOAD_MORE_MARGIN_PX = 200;

const distanceFromBottom = () =>
  document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/**
 * §2.8 infinite scroll: the next page loads as the end of the list comes near (an
 * IntersectionObserver, so nothing runs on every scroll event) or on a pull-up at the bottom;
 * a pull-down at the top refreshes (§9 thresholds).
 */
export const PagedList = ({
  hasMore,
  loadingMore,
  refreshing,
  onLoadMore,
  onRefresh,
  endText,
  children,
}: PagedListProps) => {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const lastLoad = useRef(0);
  const touchStart = useRef<{ y: number; atTop: boolean; atBottom: boolean } | null>(null);
  const [pull, setPull] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [arrow, setArrow] = useState<ScrollArrow>('idle');

  const near = useRef(false);
  const settleTimer = useRef<number | undefined>(undefined);
  const loadMore = () => {
    if (!hasMore || loadingMore) return;
    // §9 load-more settle: one page at a time, however fast the finger is. An end still in sight
    // when the settle time is over loads then: nothing else would move it.
    const wait = LOAD_MORE_SETTLE_MS - (Date.now() - lastLoad.current);
    if (wait > 0) {
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(() => {
        if (near.current) loadMoreRef.current();
      }, wait);
      return;
    }
    lastLoad.current = Date.now();
    onLoadMore();
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let onFirstScroll: (() => void) | null = null;
    const stopWaiting = () => {
      if (onFirstScroll) window.removeEventListener('scroll', onFirstScroll);
      onFirstScroll = null;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((e) => e.isIntersecting);
        near.current = entry !== undefined;
        setArrow(scrollArrowState(entry ? 0 : distanceFromBottom(), hasMore));
        stopWaiting();
        if (!entry) return;
        // In sight, or the player is moving: the next page now. Just below the first screen of a
        // list nobody has scrolled yet, it waits for the first scroll, so that the list's first
        // view is one render and one set of images, not two.
        if (window.scrollY > 0 || entry.boundingClientRect.top < window.innerHeight) {
          loadMoreRef.current();
          return;
        }
        onFirstScroll = () => {
          stopWaiting();
          loadMoreRef.current();
        };
        window.addEventListener('scroll', onFirstScroll, { passive: true });
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [hasMore, loadingMore]);

  const onTouchStart = (e: TouchEvent) => {
    const y = e.touches[0]?.clientY ?? 0;
    touchStart.current = { y, atTop: window.scrollY <= 0, atBottom: distanceFromBottom() <= 1 };
    setDragging(true);
  };
  const onTouchMove = (e: TouchEvent) => {
    const start = touchStart.current;
    if (!start?.atTop) return;
    setPull(pullDistance((e.touches[0]?.clientY ?? start.y) - start.y));
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    setDragging(false);
    if (!start) return;
    const dy = (e.changedTouches[0]?.clientY ?? start.y) - start.y;
    setPull(0);
    if (start.atTop && pullTriggersRefresh(dy)) setTimeout(onRefresh, REFRESH_DELAY_MS);
    else if (start.atBottom && dy <= PULL_UP_THRESHOLD) loadMore();
  };

  return (
    <div
      className="paged-list"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className="paged-list__pull"
        // Under the finger it follows at once; let go, it bounces back over §9's 300 ms.
        style={{
          height: refreshing ? 40 : pull,
          transitionDuration: dragging ? '0ms' : `${SCROLL_BOUNCE_MS}ms`,
        }}
        data-testid="list-pull"
        aria-hidden={!refreshing && pull === 0}
      >
        {refreshing || pull > 0 ? (
          <span className="paged-list__pull-text">
            {refreshing
              ? t('games.refreshing')
              : pullTriggersRefresh(pull)
                ? t('games.release_to_refresh')
                : t('games.pull_to_refresh')}
          </span>
        ) : null}
      </div>
      {children}
      <div
        ref={sentinel}
        className="paged-list__end"
        data-testid="list-end"
        data-state={loadingMore ? 'loading' : arrow}
      >
        {loadingMore ? (
          <>
            <LoaderCircle className="spin" size={18} aria-hidden="true" />
            <span>{t('games.loading_more')}</span>
          </>
        ) : hasMore ? (
          <button type="button" className="paged-list__more" onClick={loadMore}>
            <ArrowDown size={16} aria-hidden="true" />
            <span>{arrow === 'pull-up' ? t('games.pull_up') : t('games.load_more')}</span>
          </button>
        ) : (
          <span>{endText ?? t('games.viewed_all')}</span>
        )}
        {/* WCAG 2.5.7: the pull-down refresh is a drag; this is the same with one tap. */}
        {refreshing ? null : (
          <button
            type="button"
            className="paged-list__more"
            onClick={onRefresh}
            data-testid="list-refresh"
          >
            <RefreshCw size={16} aria-hidden="true" />
            <span>{t('games.refresh_list')}</span>
          </button>
        )}
      </div>
    </div>
  );
};

/** What PagedList needs of an infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isRefetching: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** PagedList's paging props from an infinite query (a refetch of the next page is no refresh). */
export const pagingOf = (query: PagedQuery) => ({
  hasMore: query.hasNextPage,
  loadingMore: query.isFetchingNextPage,
  refreshing: query.isRefetching && !query.isFetchingNextPage,
  onLoadMore: () => void query.fetchNextPage(),
  onRefresh: () => void query.refetch(),
});
