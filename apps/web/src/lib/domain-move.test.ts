import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/testing/test-utils';
import { movePlayer, redeemHandover } from './domain-move';
import { readSession, writeSession } from './session-storage';

const TO = 'https://m.demo.example';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('moving the player off a blocked domain', () => {
  it('a visitor goes to the same path on the healthy domain', async () => {
    window.history.replaceState(null, '', '/m/promotions?tab=2');
    const navigate = vi.fn();
    await movePlayer(TO, { navigate, fetch: vi.fn(), standalone: () => false });
    expect(navigate).toHaveBeenCalledWith(`${TO}/m/promotions?tab=2#language=th`);
  });

  it('a member takes a one-time code in the fragment, never the token', async () => {
    window.history.replaceState(null, '', '/m/home');
    writeSession({
      token: 'secret-token',
      merchantCode: 'DEMO',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    const navigate = vi.fn();
    const fetchMock = vi.fn(async () => envelopeResponse({ code: 'c'.repeat(43), expiresAt: 1 }));
    await movePlayer(TO, {
      navigate,
      fetch: fetchMock as unknown as typeof fetch,
      standalone: () => false,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${TO}/wps/session/handover`);
    expect(init.headers).toMatchObject({ Authorization: 'secret-token', Merchant: 'DEMO' });
    const target = String(navigate.mock.calls[0]?.[0]);
    expect(target).toBe(`${TO}/m/home#language=th&handover=${'c'.repeat(43)}&merchant=DEMO`);
    expect(target).not.toContain('secret-token');
  });

  it('the installed app keeps its shell and does not navigate', async () => {
    const navigate = vi.fn();
    await movePlayer(TO, { navigate, fetch: vi.fn(), standalone: () => true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on arrival the code leaves the address at once and becomes the session', async () => {
    window.history.replaceState(null, '', `/m/home?x=1#handover=${'c'.repeat(43)}&merchant=DEMO`);
    const fetchMock = vi.fn(async () => {
      expect(window.location.hash).toBe('');
      return envelopeResponse({
        token: 'new-token',
        userName: 'player1',
        customerType: 0,
        firstTimeLogin: false,
      });
    });
    expect(await redeemHandover(window, fetchMock as unknown as typeof fetch)).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/m/home?x=1');
    expect(
      JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({
      code: 'c'.repeat(43),
    });
    expect(readSession()).toMatchObject({
      token: 'new-token',
      merchantCode: 'DEMO',
      userName: 'player1',
    });
  });

  it('a spent or expired code leaves the player logged out', async () => {
    window.history.replaceState(null, '', `/m/home#handover=${'c'.repeat(43)}`);
    const fetchMock = vi.fn(async () => envelopeResponse(null, 401, { code: 'UNAUTHORIZED' }));
    expect(await redeemHandover(window, fetchMock as unknown as typeof fetch)).toBe(false);
    expect(readSession()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('an address without a code changes nothing', async () => {
    window.history.replaceState(null, '', '/m/home#top');
    const fetchMock = vi.fn();
    expect(await redeemHandover(window, fetchMock as unknown as typeof fetch)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#top');
  });
});

describe('the player’s language goes along', () => {
  it('is set on arrival, with or without a code', async () => {
    window.history.replaceState(null, '', '/m/home#language=en');
    expect(await redeemHandover(window, vi.fn() as unknown as typeof fetch)).toBe(false);
    expect(localStorage.getItem('language')).toBe('en');
    expect(window.location.hash).toBe('');
    localStorage.removeItem('language');
  });
});
