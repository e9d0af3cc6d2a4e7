/**
 * Where the server's generated images live. Seeded rows store these paths, so moving the images
 * (behind a CDN, under another prefix) is a change of this one constant plus a re-seed.
 */
export const MEDIA_BASE_PATH = '/media';

/** Names allowed in a media path: no dots or slashes, so a name can never leave its folder. */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const MediaKind = {
  games: 'games',
  vendors: 'vendors',
  banners: 'banners',
  teams: 'teams',
  promotions: 'promotions',
} as const;
export type MediaKind = (typeof MediaKind)[keyof typeof MediaKind];

/** Raster, as vendors' art is; the same image stays at `.svg` (media.routes.ts). */
const mediaUrl = (kind: MediaKind, name: string): string =>
  `${MEDIA_BASE_PATH}/${kind}/${name}.webp`;

export const gameIconUrl = (gameCode: string): string => mediaUrl('games', gameCode);
/** §3: the vendor icon is the CDN base plus category, a dash and the vendor name. */
export const vendorIconUrl = (category: string, vendorCode: string): string =>
  mediaUrl('vendors', `${category}-${vendorCode}`);
export const bannerImageUrl = (name: string): string => mediaUrl('banners', name);
export const teamImageUrl = (name: string): string => mediaUrl('teams', name);
export const promotionImageUrl = (name: string): string => mediaUrl('promotions', name);

/** Images operators upload (banners), named by the hash of their content: never stale. */
export const UPLOADS_PATH = `${MEDIA_BASE_PATH}/uploads`;
export const uploadUrl = (file: string): string => `${UPLOADS_PATH}/${file}`;

const GENERATED_BANNER = new RegExp(
  `^${MEDIA_BASE_PATH}/banners/([A-Za-z0-9_-]{1,64})\\.(?:webp|svg)$`,
);

/**
 * A generated banner in the page's language: `/media/banners/th/welcome-bonus.svg`, an SVG so the
 * phone draws its words in its own fonts (the server has none for Thai). Any other image as it is.
 */
export const bannerUrlIn = (url: string, language: string): string => {
  const name = GENERATED_BANNER.exec(url)?.[1];
  return name ? `${MEDIA_BASE_PATH}/banners/${language}/${name}.svg` : url;
};
