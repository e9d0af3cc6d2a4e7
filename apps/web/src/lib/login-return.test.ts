import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathOf } from './login-return';

describe('the page to return to after login (issue 16 defect 8)', () => {
  it('carries the asked page through the login address', () => {
    const login = new URL(loginReturningTo('/m/myAccount/index?tab=2'), window.location.origin);
    expect(login.pathname).toBe('/m/login');
    expect(returnPathOf(login.search)).toBe('/m/myAccount/index?tab=2');
  });

  it('leaves a login address as it is, never a login that returns to a login', () => {
    const once = loginReturningTo('/m/voucherCenter');
    expect(loginReturningTo(once)).toBe(once);
    expect(loginReturningTo('/m/login')).toBe('/m/login');
  });

  it('refuses anything but a path of this app', () => {
    for (const wanted of [
      '//evil.example.com/m/home',
      '/m//evil.example.com',
      '/m/\\evil.example.com',
      'https://evil.example.com/m/home',
      'javascript:alert(1)',
      '/other',
      '/m/login?redirect=/m/home',
    ])
      expect(returnPathOf(`?redirect=${encodeURIComponent(wanted)}`), wanted).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });
});
