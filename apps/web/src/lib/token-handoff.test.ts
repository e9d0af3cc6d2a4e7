import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@lotto/contract';
import { handOffToken } from './token-handoff';
import { readSession } from './session-storage';

const fakeWindow = (href: string) => {
  const replaceState = vi.fn();
  return {
    win: {
      location: { href } as Location,
      history: { state: null, replaceState } as unknown as History,
    },
    replaceState,
  };
};

describe('token hand-off (§2.1, §3)', () => {
  it('stores the token and merchant code as the session record and cleans the address bar', () => {
    const { win, replaceState } = fakeWindow(
      'https://site.example/m/home?token=abc123&merchantCode=demo&tab=1#top',
    );
    expect(handOffToken(win, sessionStorage)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(StorageKey.session) ?? '')).toEqual({
      token: 'abc123',
      merchantCode: 'demo',
      userName: '',
      type: null,
      firstTimeLogin: null,
    });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/m/home?merchantCode=demo&tab=1#top');
  });

  it('accepts `merchant` as the merchant code parameter', () => {
    const { win } = fakeWindow('https://site.example/m/lottery?merchant=acme&token=t1');
    handOffToken(win, sessionStorage);
    expect(readSession()?.merchantCode).toBe('acme');
    expect(readSession()?.token).toBe('t1');
  });

  it('leaves everything alone without a token', () => {
    const { win, replaceState } = fakeWindow('https://site.example/m/home?merchantCode=demo');
    expect(handOffToken(win, sessionStorage)).toBe(false);
    expect(readSession()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('ignores an empty token', () => {
    const { win } = fakeWindow('https://site.example/m/home?token=');
    expect(handOffToken(win, sessionStorage)).toBe(false);
    expect(readSession()).toBeNull();
  });
});
