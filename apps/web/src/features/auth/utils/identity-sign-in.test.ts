import { describe, expect, it } from 'vitest';
import {
  identityRedirectUri,
  rememberIdentityReturn,
  takeIdentityReturn,
} from '@/lib/identity-return';
import { callbackAnswer, visibleIdentityProviders } from './identity-sign-in';

const offered = [
  { id: 'google', kind: 'google' as const },
  { id: 'line', kind: 'line' as const },
];

describe('identity sign-in', () => {
  it('shows the offered providers for the username method only (§2.4)', () => {
    expect(visibleIdentityProviders(offered, 'username')).toEqual(offered);
    expect(visibleIdentityProviders(offered, 'sms')).toEqual([]);
    expect(visibleIdentityProviders(undefined, 'username')).toEqual([]);
  });

  it("sends the provider back to this site's callback page", () => {
    expect(identityRedirectUri('https://play.example')).toBe(
      'https://play.example/m/identity/callback',
    );
  });

  it("reads the provider's answer, and nothing without a state", () => {
    expect(callbackAnswer('?code=c1&state=s1&iss=https%3A%2F%2Fidp&other=x')).toEqual({
      state: 's1',
      code: 'c1',
      iss: 'https://idp',
    });
    expect(callbackAnswer('?state=s2&error=access_denied')).toEqual({
      state: 's2',
      error: 'access_denied',
    });
    expect(callbackAnswer('?code=c1')).toBeNull();
  });

  it('returns once to a path of this app, never to another site', () => {
    rememberIdentityReturn('/m/deposit?x=1');
    expect(takeIdentityReturn()).toBe('/m/deposit?x=1');
    expect(takeIdentityReturn()).toBeNull();
    rememberIdentityReturn('//evil.example/m/home');
    expect(takeIdentityReturn()).toBeNull();
  });
});
