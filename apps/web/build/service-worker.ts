import type { VitePWAOptions } from 'vite-plugin-pwa';
import { APP_BASE_PATH } from '../../../packages/contract/src/constants';
import { OFFLINE_PAGE } from './offline-page';
import { PUSH_WORKER_FILE } from './push-worker';

type WorkboxOptions = NonNullable<VitePWAOptions['workbox']>;

/** Game, banner and promotion art: served from the cache, at most this many, for this long. */
export const ART_CACHE = { name: 'art', maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 };
/** Fonts are hashed files: kept until evicted, a language's subsets at most. */
export const FONT_CACHE = { name: 'fonts', maxEntries: 60, maxAgeSeconds: 365 * 24 * 3600 };

/**
 * The service worker (Workbox generateSW). What it does and, as much, what it never does:
 * - precaches the app's scripts and styles (the shell and every route's chunks) and the offline
 *   page, all of one build, replaced together when a new build's worker takes over;
 * - never answers a page from a cache: the index carries the page's first answers and the
 *   player's language, so a page is always asked of the network, and only when that fails is the
 *   offline page shown;
 * - never touches the API (/wps, /lgw, /lotto, /ops …): no route matches it, so the browser asks
 *   the network for every balance, session and money call, as with no worker at all;
 * - keeps art (images under /media/ and the merchant's image CDNs) and fonts at run time, bounded.
 * A new worker waits until the app tells it to take over (src/lib/service-worker.ts).
 * It also imports push-sw.js (build/push-worker.ts): draw reminders shown, a tap opens the page.
 */
// The route tests below are copied into the worker as source text: they name paths literally, as
// nothing they close over exists there.
export const workboxOptions: WorkboxOptions = {
  globPatterns: [
    'assets/*.{js,css}',
    OFFLINE_PAGE,
    'offline.{js,css}',
    'assets/noto-sans-thai-{thai,latin}-400-normal-*.woff2',
    'favicon.svg',
  ],
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  clientsClaim: false,
  skipWaiting: false,
  navigationPreload: true,
  // Issue 33: the draw reminders' push and notificationclick handlers, a script of their own.
  importScripts: [PUSH_WORKER_FILE],
  // The lottery and game chunks are the largest; none is near this.
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && url.pathname.startsWith('/m/'),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: `${APP_BASE_PATH}${OFFLINE_PAGE}` } },
    },
    {
      urlPattern: ({ request, url }) =>
        request.destination === 'image' &&
        (url.origin !== self.location.origin || url.pathname.startsWith('/media/')),
      handler: 'CacheFirst',
      options: {
        cacheName: ART_CACHE.name,
        expiration: {
          maxEntries: ART_CACHE.maxEntries,
          maxAgeSeconds: ART_CACHE.maxAgeSeconds,
          purgeOnQuotaError: true,
        },
        // An opaque answer from a CDN would count megabytes against the quota: only readable ones.
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ request, url }) =>
        request.destination === 'font' && url.origin === self.location.origin,
      handler: 'CacheFirst',
      options: {
        cacheName: FONT_CACHE.name,
        expiration: {
          maxEntries: FONT_CACHE.maxEntries,
          maxAgeSeconds: FONT_CACHE.maxAgeSeconds,
          purgeOnQuotaError: true,
        },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
};

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // The server serves the manifest from the merchant configuration (apps/server/src/web).
  manifest: false,
  injectRegister: false,
  registerType: 'prompt',
  filename: 'sw.js',
  scope: APP_BASE_PATH,
  base: APP_BASE_PATH,
  workbox: workboxOptions,
};
