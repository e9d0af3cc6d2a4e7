/** How long server state stays fresh before TanStack Query refetches it in the background. */
export const SITE_STATUS_STALE_MS = 30_000;
export const SITE_STATUS_REFETCH_MS = 60_000;
export const SETTINGS_STALE_MS = 5 * 60_000;
/** §7 vendor game types and hot games are cached; the catalogue changes rarely. */
export const VENDOR_TYPES_STALE_MS = 10 * 60_000;
export const HOT_GAMES_STALE_MS = 5 * 60_000;
/** Home content (banners, notices, popups, hot matches). */
export const HOME_CONTENT_STALE_MS = 60_000;
/** The wallet balance refetches on demand (the refresh icon) and after this long. */
export const WALLET_BALANCE_STALE_MS = 30_000;
