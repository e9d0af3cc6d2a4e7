/** §2.3 a banner carousel with fewer than two banners is static. */
export const MIN_CAROUSEL_BANNERS = 2;
export const bannerIsStatic = (count: number): boolean => count < MIN_CAROUSEL_BANNERS;
/** §2.3 the hot-match carousel loops only with more than one item. */
export const hotMatchLoops = (count: number): boolean => count > 1;
/** The next slide of a looping vertical carousel. */
export const nextSlide = (index: number, count: number): number =>
  count > 0 ? (index + 1) % count : 0;
