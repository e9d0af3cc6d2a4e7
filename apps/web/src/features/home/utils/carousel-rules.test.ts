import { describe, expect, it } from 'vitest';
import { bannerIsStatic, hotMatchLoops, nextSlide } from './carousel-rules';

describe('carousel rules (§2.3)', () => {
  it('keeps the banner static below two banners', () => {
    expect(bannerIsStatic(0)).toBe(true);
    expect(bannerIsStatic(1)).toBe(true);
    expect(bannerIsStatic(2)).toBe(false);
  });

  it('loops the hot matches only above one item', () => {
    expect(hotMatchLoops(1)).toBe(false);
    expect(hotMatchLoops(2)).toBe(true);
  });

  it('wraps to the first slide after the last', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
  });
});
