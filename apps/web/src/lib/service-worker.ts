import { Workbox } from 'workbox-window';
import { APP_BASE_PATH } from '@lotto/contract';
import { offerUpdate } from './app-update';

/** How often an open app asks whether a new build is out (the worker file is never cached). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (built by vite-plugin-pwa, apps/web/build/service-worker.ts). Loaded
 * after the page's load event and an idle moment, so a first visit pays nothing for it.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox(`${APP_BASE_PATH}sw.js`, { scope: APP_BASE_PATH });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // A browser that refuses workers (private modes, policies) keeps the app as it is, online only.
  wb.register().then(
    (registration) => {
      if (registration) window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
    },
    () => undefined,
  );
}
