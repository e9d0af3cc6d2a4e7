import { FIRST_VIEW_INSTALL_OFFER_GLOBAL } from '@lotto/contract';

/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

declare global {
  interface Window {
    [FIRST_VIEW_INSTALL_OFFER_GLOBAL]?: () => Event | null;
  }
}

/**
 * The browser fires `beforeinstallprompt` once, early: the shell keeps it from the start so the
 * add-to-home-screen guide (§2.13) can hand over to the browser's own prompt later. On a page the
 * server rendered the app starts after the first paint, and the page's own script kept an offer
 * that came before (apps/server/src/web/start-after-paint.ts).
 */
export const captureInstallPrompt = (
  target: Pick<Window, 'addEventListener' | typeof FIRST_VIEW_INSTALL_OFFER_GLOBAL> = window,
): void => {
  const early = target[FIRST_VIEW_INSTALL_OFFER_GLOBAL]?.();
  if (early) {
    deferred = early as InstallPromptEvent;
    notify();
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
};

export const installPrompt = (): InstallPromptEvent | null => deferred;

export const subscribeInstallPrompt = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the browser's prompt; it can be used once, so it is forgotten after. */
export const promptInstall = async (): Promise<boolean> => {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice?.outcome === 'accepted';
};
