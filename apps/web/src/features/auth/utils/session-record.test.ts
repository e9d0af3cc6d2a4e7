import { describe, expect, it } from 'vitest';
import { StorageKey } from '@lotto/contract';
import { readSession } from '@/lib/session-storage';
import { markPasswordChanged, pathAfterLogin, storeLoginSession } from './session-record';

const value = { token: 'tok-abc', userName: 'lucky77', customerType: 0, firstTimeLogin: true };

describe('session record (§3)', () => {
  it('stores token, merchant code, user name, type and firstTimeLogin under one key', () => {
    storeLoginSession(value, 'DEMO');
    expect(JSON.parse(sessionStorage.getItem(StorageKey.session) ?? '')).toEqual({
      token: 'tok-abc',
      merchantCode: 'DEMO',
      userName: 'lucky77',
      type: 0,
      firstTimeLogin: true,
    });
  });

  it('marks a free-play session as trial', () => {
    storeLoginSession({ ...value, firstTimeLogin: false }, 'DEMO', { trial: true });
    expect(readSession()?.trial).toBe(true);
  });

  it('sends a first login to the first-password screen, and clears the flag after the change', () => {
    expect(pathAfterLogin(value)).toBe('/m/changePsw');
    expect(pathAfterLogin({ firstTimeLogin: false })).toBe('/m/home');
    storeLoginSession(value, 'DEMO');
    markPasswordChanged();
    expect(readSession()).toMatchObject({ token: 'tok-abc', firstTimeLogin: false });
  });
});
