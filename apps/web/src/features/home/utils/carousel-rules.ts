/** §2.3 a banner carousel with fewer than two banners is static. */
export const MIN_CAROUSEL_BANNERS = 2;
export const bannerIsStatic = (count: number): boolean => count < MIN_CAROUSEL_BANNERS;
/**
 * The banner carousel's code loads this long after home shows (or at the first touch): well
 * before its first advance at BANNER_AUTOPLAY_MS (§2.3), and after the page's first paint.
 */
export const BANNER_CAROUSEL_LOAD_DELAY_MS = 5_000;
/** §2.3 the hot-match carousel loops only with more than one item. */
export const hotMatchLoops = (count: number): boolean => count > 1;
/** The next slide of a looping vertical carousel. */
export const nextSlide = (index: number, count: number): number =>
  count > 0 ? (index + 1) % count : 0;
