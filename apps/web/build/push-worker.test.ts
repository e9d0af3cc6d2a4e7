import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { workboxOptions } from './service-worker';
import {
  PUSH_WORKER_FILE,
  installPushHandlers,
  pushWorkerSource,
  type PushScope,
} from './push-worker';

const ORIGIN = 'https://lotto.example.com';

/** A service worker scope with listeners, notifications and windows kept for the test to read. */
function fakeScope(windowUrls: string[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: NotificationOptions }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windowUrls.map((url) => ({ url, focus: async () => void focused.push(url) })),
      openWindow: async (url) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener as (event: unknown) => void;
    },
  };
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { scope, shown, focused, opened, dispatch, listeners };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});
const clickOf = (data: unknown) => ({ notification: { close: vi.fn(), data } });

const reminder = {
  title: 'Vietnam Hourly closes in 9 min',
  body: 'Draw 2026112112 closes at 10:59.',
  url: '/m/startLottery?mui=DEMO&playType=trad&gameId=104&prize_mode=SEA',
  tag: 'VN_HOURLY:2026112112:close',
};

describe('the draw reminders in the service worker (issue 33)', () => {
  it('show a push as a notification that carries the lottery page', async () => {
    const sw = fakeScope();
    installPushHandlers(sw.scope);
    await sw.dispatch('push', pushOf(reminder));
    expect(sw.shown).toEqual([
      {
        title: reminder.title,
        options: expect.objectContaining({
          body: reminder.body,
          tag: reminder.tag,
          data: { url: reminder.url },
        }) as NotificationOptions,
      },
    ]);
  });

  it('show nothing for a push that is not a reminder', async () => {
    const sw = fakeScope();
    installPushHandlers(sw.scope);
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', pushOf('not json'));
    await sw.dispatch('push', { data: { json: () => JSON.parse('{') as unknown } });
    expect(sw.shown).toEqual([]);
  });

  it('open the lottery page on a tap, or bring a window already on it to the front', async () => {
    const fresh = fakeScope([`${ORIGIN}/m/home`]);
    installPushHandlers(fresh.scope);
    const click = clickOf({ url: reminder.url });
    await fresh.dispatch('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(fresh.opened).toEqual([`${ORIGIN}${reminder.url}`]);
    expect(fresh.focused).toEqual([]);

    const there = fakeScope([`${ORIGIN}/m/home`, `${ORIGIN}${reminder.url}`]);
    installPushHandlers(there.scope);
    await there.dispatch('notificationclick', clickOf({ url: reminder.url }));
    expect(there.focused).toEqual([`${ORIGIN}${reminder.url}`]);
    expect(there.opened).toEqual([]);
  });

  it('open nothing outside the app, whatever the payload says', async () => {
    const sw = fakeScope();
    installPushHandlers(sw.scope);
    await sw.dispatch('push', pushOf({ ...reminder, url: 'https://evil.example.com/m/x' }));
    expect(sw.shown[0]?.options.data).toEqual({ url: '/m/' });
    await sw.dispatch('notificationclick', clickOf({ url: '/console/' }));
    await sw.dispatch('notificationclick', clickOf(null));
    expect(sw.opened).toEqual([`${ORIGIN}/m/`, `${ORIGIN}/m/`]);
  });

  it('are a script of their own that closes over nothing, imported by the worker', async () => {
    const sw = fakeScope();
    // The emitted text runs in a context of its own with only `self` and URL, as in the worker.
    runInNewContext(pushWorkerSource(), { self: sw.scope, URL });
    await sw.dispatch('push', pushOf(reminder));
    expect(sw.shown).toHaveLength(1);
    expect(workboxOptions.importScripts).toEqual([PUSH_WORKER_FILE]);
  });
});
