import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { featureMessagesReady } from '@/lib/feature-messages';
import { i18n } from '@/lib/i18n';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import { demoSettings } from '@/testing/fixtures';
import type { PushBrowser } from '../utils/push-device';
import '../reminders-messages';
import { DrawRemindersSheet } from './draw-reminders-sheet';

const KEY =
  'BPa1cs-gVRv6wLo1c6QL0V_JxzxA-gSGzYy2PXl4ZyuGoQHTJo1gt1kGG37cH2ZvAbTT6U2I12hW2BiDzdMk7PA';
const preferences = {
  beforeClose: false,
  leadMinutes: 15,
  results: false,
  quietStart: null,
  quietEnd: null,
  gameIds: [],
  devices: 0,
};

/** The server's answers; every request is kept with its body. */
const stubServer = (publicKey: string | null = KEY) => {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      requests.push({ method: init?.method ?? 'GET', url, body });
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/push/publicKey')) return envelopeResponse({ publicKey });
      if (url.startsWith('/wps/member/push/reminders') && body)
        return envelopeResponse({ ...preferences, ...body, devices: 1 });
      if (url.startsWith('/wps/member/push/subscription'))
        return envelopeResponse({ ...preferences, devices: 1 });
      return envelopeResponse(preferences);
    }),
  );
  return requests;
};

const browserWith = (permission: NotificationPermission, answer: NotificationPermission) => {
  let current = permission;
  const requestPermission = vi.fn(async () => (current = answer));
  const endpoint = 'https://push.example.com/device-1';
  const subscription = {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
  };
  let subscribed = false;
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: async () => {
        subscribed = true;
        return subscription;
      },
    },
  };
  const browser: PushBrowser = {
    serviceWorker: { ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration) },
    PushManager: class {},
    Notification: {
      get permission() {
        return current;
      },
      requestPermission,
    },
  };
  return { browser, requestPermission };
};

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  await i18n.changeLanguage('th');
});

const open = async (language: 'en' | 'th', browser: PushBrowser, favourites = ['104']) => {
  // The player's own choice, as the language menu keeps it.
  localStorage.setItem('language', language);
  await i18n.changeLanguage(language);
  await featureMessagesReady();
  loginAs('alice');
  renderWithProviders(
    <DrawRemindersSheet
      userName="alice"
      favouriteIds={favourites}
      onClose={() => {}}
      browser={browser}
    />,
  );
};

describe('the draw reminders sheet (issue 33)', () => {
  it.each([
    ['en', 'This browser cannot show reminders.'],
    ['th', 'เบราว์เซอร์นี้แสดงการแจ้งเตือนไม่ได้'],
  ] as const)('says in %s when the browser has no push', async (language, text) => {
    const requests = stubServer();
    await open(language, {});
    expect(screen.getByTestId('reminders-notice').textContent).toContain(text);
    expect(screen.queryByTestId('reminders-submit')).toBeNull();
    expect(requests.filter((r) => r.url.includes('/push/'))).toEqual([]);
  });

  it('says when notifications are blocked, and asks nothing', async () => {
    stubServer();
    const { browser, requestPermission } = browserWith('denied', 'denied');
    await open('en', browser);
    expect(screen.getByTestId('reminders-notice').dataset.notice).toBe('denied');
    expect(screen.queryByTestId('reminders-submit')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says when the site offers no reminders', async () => {
    stubServer(null);
    await open('en', browserWith('default', 'granted').browser);
    expect(await screen.findByTestId('reminders-unavailable')).toBeTruthy();
  });

  it('asks permission only on the tap, then subscribes and sends the choices', async () => {
    const requests = stubServer();
    const { browser, requestPermission } = browserWith('default', 'granted');
    await open('en', browser, ['104', '201']);
    const submit = await screen.findByTestId('reminders-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('reminders-before-close'));
    fireEvent.click(screen.getByTestId('reminders-quiet'));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('reminders-notice').dataset.notice).toBe('on'));
    expect(requestPermission).toHaveBeenCalledOnce();
    const subscription = requests.find((r) => r.url.startsWith('/wps/member/push/subscription'));
    expect(subscription?.body).toEqual({
      endpoint: 'https://push.example.com/device-1',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      language: 'en',
    });
    const saved = requests.find(
      (r) => r.url.startsWith('/wps/member/push/reminders') && r.method === 'POST',
    );
    // Both kinds start on for a member with no choices yet; the tap turned "before close" off.
    expect(saved?.body).toEqual({
      beforeClose: false,
      leadMinutes: 15,
      results: true,
      quietStart: '22:00',
      quietEnd: '08:00',
      gameIds: ['104', '201'],
    });
    expect(screen.getByTestId('reminders-turn-off')).toBeTruthy();
  });

  it('says when the player refuses the prompt', async () => {
    stubServer();
    const { browser } = browserWith('default', 'denied');
    await open('en', browser);
    const submit = await screen.findByTestId('reminders-submit');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('reminders-notice').dataset.notice).toBe('denied'),
    );
  });
});
