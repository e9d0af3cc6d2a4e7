import { GameCategory } from '@lotto/contract';

/** §3 the lottery category shows the ELOTT icon for this vendor. */
export const GPI_VENDOR = 'GPI';

/** §3 the CDN is chosen at random from the list of CDNs. */
export const pickCdn = (cdns: readonly string[], random: () => number = Math.random): string => {
  if (cdns.length === 0) return '';
  const index = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return cdns[index] ?? '';
};

/** §3 icon URL: the CDN base plus category, a dash and the vendor name. */
export const vendorIconUrl = (cdnBase: string, category: GameCategory, vendor: string): string => {
  let iconCategory: string = category;
  if (category === GameCategory.LOTT && vendor === GPI_VENDOR) iconCategory = GameCategory.ELOTT;
  else if (category === GameCategory.ESPORTS) iconCategory = GameCategory.SPORTS;
  return `${cdnBase}${iconCategory}-${vendor}`;
};
