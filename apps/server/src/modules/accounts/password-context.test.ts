import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  newUsername,
  randomIp,
  registerByUsername,
  registerMember,
} from '../../../test/helpers/accounts';

/** ASVS 5.0 V6.2.11 (security issue): no password with the account's or the site's own words. */
describe('passwords with context words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (username: string, password: string) =>
    registerByUsername(t.app, username, password);

  it.each([
    ['the username', (u: string) => `${u.toUpperCase()}-2026!`],
    ["the merchant's name", () => 'Lucky-Demo-Tiger-9'],
    ['a word of the name', () => 'Tiger-LUCKY-7788'],
    ["the site's domain", () => 'my.example-pass-7'],
  ])('refuses a password containing %s at registration, naming the field', async (_what, make) => {
    const username = newUsername();
    const res = await register(username, make(username));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEAK_PASSWORD');
    expect(res.json().value.fields.password).toMatch(/must not contain/);
  });

  it('refuses one containing the username at a password change', async () => {
    const m = await registerMember(t.app);
    const next = `Zz-${m.username}-77`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: auth(m.token),
      remoteAddress: randomIp(),
      payload: { oldPassword: m.password, newPassword: next, confirmPassword: next },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('newPassword');
  });

  it('accepts a password without them', async () => {
    expect((await register(newUsername(), 'Mango-Sticky-Rice-77')).statusCode).toBe(200);
  });
});
