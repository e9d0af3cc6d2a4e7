/**
 * The addresses to try for one picture, in order (#37 with §3 imageCDNs): the one asked for, the
 * same picture on the merchant's other CDNs, then — for a picture of this site (`/media/…`) while
 * the API has moved to another of the merchant's domains — the same path there. A blocked CDN or
 * domain then costs one failed load, not the picture.
 */
export const imageSources = (
  src: string | null,
  fallbacks: readonly string[] = [],
  movedApiOrigin = '',
): string[] => {
  const first = [src, ...fallbacks].filter((s): s is string => Boolean(s));
  const moved = movedApiOrigin
    ? first.filter((s) => s.startsWith('/') && !s.startsWith('//')).map((s) => movedApiOrigin + s)
    : [];
  return [...new Set([...first, ...moved])];
};

/** §3 the vendor icon on every CDN, the picked one first. */
export const onEveryCdn = (
  picked: string,
  cdns: readonly string[],
  urlOn: (cdn: string) => string,
): { src: string; fallbacks: string[] } => ({
  src: urlOn(picked),
  fallbacks: cdns.filter((c) => c !== picked).map(urlOn),
});
