/**
 * Issue 33: this device's side of draw reminders, through the browser's Push API. Every function
 * takes the browser's objects as arguments, so the tests give it fakes.
 */

/** What the browser allows: no Push API at all, notifications blocked, not asked yet, allowed. */
export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export interface PushBrowser {
  serviceWorker?: Pick<ServiceWorkerContainer, 'ready'>;
  PushManager?: unknown;
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
}

/** The browser's objects of this page (a browser without them lacks the property). */
export const thisBrowser = (): PushBrowser => ({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  PushManager: 'PushManager' in window ? window.PushManager : undefined,
  Notification: 'Notification' in window ? window.Notification : undefined,
});

export const pushStateOf = (browser: PushBrowser): PushState => {
  if (!browser.serviceWorker || !browser.PushManager || !browser.Notification) return 'unsupported';
  const permission = browser.Notification.permission;
  return permission === 'granted' || permission === 'denied' ? permission : 'default';
};

/** base64url (the VAPID public key) to the bytes `applicationServerKey` takes. */
export const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

/** The worker may not be running yet (it registers after the page's load): wait this long. */
export const WORKER_READY_MS = 10_000;

export class PushDeviceError extends Error {
  constructor(readonly reason: 'denied' | 'no-worker' | 'subscribe-failed') {
    super(reason);
  }
}

const readyWorker = async (browser: PushBrowser): Promise<ServiceWorkerRegistration> => {
  const ready = browser.serviceWorker?.ready;
  if (!ready) throw new PushDeviceError('no-worker');
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new PushDeviceError('no-worker')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([ready, late]);
  } finally {
    window.clearTimeout(timer);
  }
};

/** The device's subscription as the server keeps it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const asDevice = (subscription: PushSubscription): DeviceSubscription => {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};

/**
 * Asks for permission (only ever called from the player's tap) and subscribes this device with the
 * server's key, or takes the subscription it has. A subscription made with another key (the
 * server's key changed) is replaced.
 */
export async function subscribeDevice(
  browser: PushBrowser,
  publicKey: string,
): Promise<DeviceSubscription> {
  const permission =
    browser.Notification?.permission === 'granted'
      ? 'granted'
      : await browser.Notification?.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError('denied');
  const registration = await readyWorker(browser);
  const key = keyBytes(publicKey);
  try {
    const existing = await registration.pushManager.getSubscription();
    const existingKey = existing?.options.applicationServerKey;
    if (existing && existingKey && sameBytes(new Uint8Array(existingKey), key))
      return asDevice(existing);
    await existing?.unsubscribe();
    return asDevice(
      await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      }),
    );
  } catch {
    throw new PushDeviceError('subscribe-failed');
  }
}

/** This device's subscription, if it has one (no prompt, no wait for a worker not running). */
export async function currentDevice(browser: PushBrowser): Promise<DeviceSubscription | null> {
  if (pushStateOf(browser) !== 'granted') return null;
  const registration = await readyWorker(browser).catch(() => null);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? asDevice(subscription) : null;
}

/** Ends this device's subscription at its push service; answers its endpoint, to tell the server. */
export async function unsubscribeDevice(browser: PushBrowser): Promise<string | null> {
  const registration = await readyWorker(browser).catch(() => null);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);
