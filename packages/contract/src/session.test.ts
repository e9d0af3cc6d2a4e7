import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, smsCodeBody } from './session';

const ALTCHA = 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=';

const issueFor = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field);

describe('login payload', () => {
  it('accepts a username login', () => {
    const r = loginBody.safeParse({
      type: 'username',
      username: 'player_01',
      password: 'secret12',
      altcha: ALTCHA,
    });
    expect(r.success).toBe(true);
  });

  it('asks for human verification on SMS login too (security issue, ASVS V6.3)', () => {
    const r = loginBody.safeParse({ type: 'sms', mobileNum: '0812345678', messageCode: '123456' });
    expect(issueFor(r, 'altcha')?.message).toBe('altcha is required');
    const ok = loginBody.safeParse({
      type: 'sms',
      mobileNum: '0812345678',
      messageCode: '123456',
      altcha: ALTCHA,
    });
    expect(ok.success).toBe(true);
  });

  it('takes a username or a mobile number with the password (§3; issue 16, defect 6)', () => {
    const base = { type: 'username', password: 'secret12', altcha: ALTCHA };
    expect(loginBody.safeParse({ ...base, mobileNum: '0812345678' }).success).toBe(true);
    expect(
      loginBody.safeParse({ ...base, mobileNum: '812345678', countryDialingCode: '66' }).success,
    ).toBe(true);
    expect(issueFor(loginBody.safeParse(base), 'username')?.message).toMatch(
      /username or mobileNum/,
    );
    expect(
      issueFor(
        loginBody.safeParse({ ...base, username: 'player_01', mobileNum: '0812345678' }),
        'username',
      ),
    ).toBeDefined();
  });

  it('accepts a firebase login', () => {
    const r = loginBody.safeParse({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'abc.def.ghi',
      firebaseMobileNo: '66812345678',
    });
    expect(r.success).toBe(true);
  });

  it('asks for human verification on username login', () => {
    const r = loginBody.safeParse({ type: 'username', username: 'player_01', password: 'x' });
    expect(issueFor(r, 'altcha')?.message).toBe('altcha is required');
  });

  it('names the field that is wrong', () => {
    const r = loginBody.safeParse({
      type: 'sms',
      mobileNum: '08-1234',
      messageCode: '12',
    });
    expect(issueFor(r, 'mobileNum')?.message).toBe('mobileNum must be digits');
    expect(issueFor(r, 'messageCode')?.message).toBe('messageCode must be 4-8 digits');
  });

  it('refuses an unknown login type on the type field', () => {
    const r = loginBody.safeParse({ type: 'email', username: 'a', password: 'b' });
    expect(issueFor(r, 'type')).toBeDefined();
  });

  it('refuses a bad username and a missing password', () => {
    const r = loginBody.safeParse({ type: 'username', username: 'a b', altcha: ALTCHA });
    expect(issueFor(r, 'username')?.message).toMatch(/^username must be/);
    expect(issueFor(r, 'password')?.message).toBe('password is required');
  });

  it('needs the captcha id with a captcha answer', () => {
    const base = { type: 'username', username: 'player_01', password: 'secret12', altcha: ALTCHA };
    expect(issueFor(loginBody.safeParse({ ...base, captcha: 'ab12' }), 'captchaId')).toBeDefined();
    expect(loginBody.safeParse({ ...base, captcha: 'ab12', captchaId: 'c_12345678' }).success).toBe(
      true,
    );
    expect(
      issueFor(loginBody.safeParse({ ...base, captcha: 'x'.repeat(17) }), 'captcha'),
    ).toBeDefined();
  });
});

describe('SMS code request', () => {
  it('accepts a number, dialing code and altcha', () => {
    const r = smsCodeBody.safeParse({
      mobileNum: '812345678',
      countryDialingCode: '66',
      altcha: ALTCHA,
    });
    expect(r.success).toBe(true);
  });

  it('names each bad field', () => {
    const r = smsCodeBody.safeParse({ mobileNum: '+66812', countryDialingCode: '+66' });
    expect(issueFor(r, 'mobileNum')?.message).toBe('mobileNum must be digits');
    expect(issueFor(r, 'countryDialingCode')?.message).toMatch(/^countryDialingCode must be/);
    expect(issueFor(r, 'altcha')?.message).toBe('altcha is required');
  });
});
