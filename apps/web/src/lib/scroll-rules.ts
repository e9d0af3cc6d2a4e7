import { PULL_DOWN_STOP, PULL_DOWN_THRESHOLD, SCROLL_ARROW_BOTTOM_DISTANCE } from '@lotto/contract';

/** §4 the list's end marker: 'pull-up' within 100 of the bottom while more pages exist. */
export type ScrollArrow = 'view-all' | 'pull-up' | 'idle';

export const scrollArrowState = (distanceFromBottom: number, hasMore: boolean): ScrollArrow => {
  if (!hasMore) return 'view-all';
  return distanceFromBottom <= SCROLL_ARROW_BOTTOM_DISTANCE ? 'pull-up' : 'idle';
};

/** §9 pull-down: the indicator follows the finger up to the stop; past the threshold it refreshes. */
export const pullDistance = (dy: number): number => Math.max(0, Math.min(PULL_DOWN_STOP, dy));
export const pullTriggersRefresh = (dy: number): boolean => pullDistance(dy) >= PULL_DOWN_THRESHOLD;
