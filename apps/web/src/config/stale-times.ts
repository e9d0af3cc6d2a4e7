/** How long server state stays fresh before TanStack Query refetches it in the background. */
export const SITE_STATUS_STALE_MS = 30_000;
export const SITE_STATUS_REFETCH_MS = 60_000;
export const SETTINGS_STALE_MS = 5 * 60_000;
