import type { Plugin } from 'vite';

/** The file the service worker imports (workbox `importScripts`), beside sw.js under /m/. */
export const PUSH_WORKER_FILE = 'push-sw.js';

/** What the server's reminder job sends (apps/server/src/modules/reminders/reminders-job.ts). */
export interface ReminderPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
}

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationClickLike {
  notification: { close(): void; data: unknown };
  waitUntil(promise: Promise<unknown>): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

/**
 * The parts of the service worker's global scope the handlers use (the worker's own types are not
 * in the app's DOM library; a test passes a fake scope).
 */
export interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
}

/**
 * Issue 33, draw reminders: `push` shows the reminder; a tap opens the lottery's page, or brings a
 * window of the app already on it to the front. Copied into the worker as source text
 * (`installPushHandlers.toString()`), so it closes over nothing: every name it uses is its own or
 * the worker's. Only addresses under /m/ are opened: a payload cannot send the player elsewhere.
 */
export function installPushHandlers(scope: PushScope): void {
  const APP = '/m/';
  const ICON = '/m/icons/icon-192.png';
  const pageOf = (raw: unknown): string => {
    if (typeof raw !== 'string') return APP;
    const url = new URL(raw, scope.location.origin);
    return url.origin === scope.location.origin && url.pathname.startsWith(APP)
      ? url.pathname + url.search
      : APP;
  };

  scope.addEventListener('push', (event) => {
    let payload: ReminderPayload | null = null;
    try {
      payload = event.data ? (event.data.json() as ReminderPayload) : null;
    } catch {
      payload = null;
    }
    if (!payload || typeof payload.title !== 'string') return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: typeof payload.body === 'string' ? payload.body : '',
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        icon: ICON,
        badge: ICON,
        data: { url: pageOf(payload.url) },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const page = pageOf((event.notification.data as { url?: unknown } | null)?.url);
    const target = new URL(page, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => w.url === target);
        if (open) {
          await open.focus();
          return;
        }
        await scope.clients.openWindow(target);
      })(),
    );
  });
}

/** The script the worker imports: the handlers installed on the worker's own scope. */
export const pushWorkerSource = (): string => `(${installPushHandlers.toString()})(self);\n`;

/** Writes push-sw.js into the build, beside sw.js. */
export const pushWorker = (): Plugin => ({
  name: 'push-worker',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: pushWorkerSource() });
  },
});
