import { describe, expect, it, vi } from 'vitest';
import {
  PushDeviceError,
  currentDevice,
  keyBytes,
  pushStateOf,
  subscribeDevice,
  unsubscribeDevice,
  type PushBrowser,
} from './push-device';

const KEY =
  'BPa1cs-gVRv6wLo1c6QL0V_JxzxA-gSGzYy2PXl4ZyuGoQHTJo1gt1kGG37cH2ZvAbTT6U2I12hW2BiDzdMk7PA';

/** A browser whose Push API records what the page asked of it. */
function fakeBrowser(
  opts: { permission?: NotificationPermission; answer?: NotificationPermission; has?: string } = {},
) {
  let permission = opts.permission ?? 'default';
  let subscription: PushSubscription | null = null;
  const asked = vi.fn(async () => (permission = opts.answer ?? 'granted'));
  const subscribe = vi.fn(async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
    const endpoint = `https://push.example.com/${opts.has ?? 'new'}`;
    subscription = {
      endpoint,
      options: { applicationServerKey: (applicationServerKey as Uint8Array).buffer },
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    serviceWorker: { ready: Promise.resolve(registration) },
    PushManager: class {},
    Notification: {
      get permission() {
        return permission;
      },
      requestPermission: asked,
    },
  };
  return { browser, asked, subscribe, current: () => subscription };
}

describe('this device and the Push API (issue 33)', () => {
  it('tells a browser without push, a blocked site, and one not asked yet apart', () => {
    expect(pushStateOf({})).toBe('unsupported');
    const { browser } = fakeBrowser();
    expect(pushStateOf({ ...browser, PushManager: undefined })).toBe('unsupported');
    expect(pushStateOf(browser)).toBe('default');
    expect(pushStateOf(fakeBrowser({ permission: 'denied' }).browser)).toBe('denied');
    expect(pushStateOf(fakeBrowser({ permission: 'granted' }).browser)).toBe('granted');
  });

  it('reads the VAPID key as the 65 bytes of a P-256 point', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('asks for permission, then subscribes with the server key', async () => {
    const fake = fakeBrowser();
    const device = await subscribeDevice(fake.browser, KEY);
    expect(fake.asked).toHaveBeenCalledOnce();
    expect(fake.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(device).toEqual({
      endpoint: 'https://push.example.com/new',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    // Again: the subscription made with the same key is taken, with no new prompt.
    expect(await subscribeDevice(fake.browser, KEY)).toEqual(device);
    expect(fake.subscribe).toHaveBeenCalledOnce();
    expect(fake.asked).toHaveBeenCalledOnce();
    expect(await currentDevice(fake.browser)).toEqual(device);
    expect(await unsubscribeDevice(fake.browser)).toBe(device.endpoint);
    expect(fake.current()).toBeNull();
  });

  it('stops when the player refuses, and says so', async () => {
    const fake = fakeBrowser({ answer: 'denied' });
    await expect(subscribeDevice(fake.browser, KEY)).rejects.toEqual(new PushDeviceError('denied'));
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('says a failure of the push service apart from a refusal', async () => {
    const fake = fakeBrowser({ permission: 'granted' });
    fake.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    const failure = await subscribeDevice(fake.browser, KEY).catch((e: unknown) => e);
    expect((failure as PushDeviceError).reason).toBe('subscribe-failed');
  });
});
