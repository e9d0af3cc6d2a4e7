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
/**
 * Issue 32: rebates and contract pay reach an agent's cash from the server's runs (contracts
 * each minute, rebates each 10 minutes), with no action of the agent's to refresh after; so an
 * agent's balance is asked again this often while its tab is visible, and when it comes back.
 */
export const AGENT_BALANCE_REFETCH_MS = 60_000;
