import { describe, expect, it } from 'vitest';
import { pullDistance, pullTriggersRefresh, scrollArrowState } from './scroll-rules';

describe('list scroll rules (§4, §9)', () => {
  it('shows pull-up within 100 of the bottom while more pages exist', () => {
    expect(scrollArrowState(100, true)).toBe('pull-up');
    expect(scrollArrowState(101, true)).toBe('idle');
    expect(scrollArrowState(500, false)).toBe('view-all');
  });

  it('refreshes past the 50 threshold and stops the indicator at 100', () => {
    expect(pullTriggersRefresh(49)).toBe(false);
    expect(pullTriggersRefresh(50)).toBe(true);
    expect(pullDistance(240)).toBe(100);
    expect(pullDistance(-20)).toBe(0);
  });
});
