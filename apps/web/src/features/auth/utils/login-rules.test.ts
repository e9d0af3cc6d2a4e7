import { describe, expect, it } from 'vitest';
import { RegisterMethod, StorageKey } from '@lotto/contract';
import { REMEMBER_LOGIN_KEY, readRememberedLogin, saveRememberedLogin } from './remember-login';
import { affiliateCodeFromSearch, initialRegisterTab, registerMethodOf } from './register-method';
import { flagEmoji } from './flag-emoji';
import { loginChecks } from './login-rules';

describe('remember choice (§2.4, issue 3)', () => {
  it('stores only the method and the username, never the password in any form', () => {
    const password = 'Secret-pass-1';
    saveRememberedLogin({ type: 'username', username: 'lucky77', password } as never);
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(JSON.parse(localStorage.getItem(REMEMBER_LOGIN_KEY) ?? '')).toEqual({
      type: 'username',
      username: 'lucky77',
    });
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(btoa(password));
    expect(everything).not.toContain(btoa(btoa(password)));
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'lucky77' });
  });

  it('forgets when unticked and ignores a broken record', () => {
    saveRememberedLogin({ type: 'sms', username: '0812345678' });
    saveRememberedLogin(null);
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBER_LOGIN_KEY, '{"type":"x","username":1}');
    expect(readRememberedLogin()).toBeNull();
  });
});

describe('registration method and link (§2.5, §3, §4)', () => {
  it('starts on mobileNum only when mobile is on and username is off', () => {
    expect(initialRegisterTab({ usernameRegistration: false, mobileRegistration: true })).toBe(
      'mobileNum',
    );
    expect(initialRegisterTab({ usernameRegistration: true, mobileRegistration: true })).toBe(
      'username',
    );
  });

  it('records APP in the native app, WEBCLIP with the flag, PWA when standalone, else H5', () => {
    const empty = { getItem: () => null };
    const clip = { getItem: (k: string) => (k === StorageKey.WEBCLIP ? '1' : null) };
    expect(registerMethodOf({ standalone: true, storage: empty, nativeApp: true })).toBe(
      RegisterMethod.APP,
    );
    expect(registerMethodOf({ standalone: true, storage: empty })).toBe(RegisterMethod.PWA);
    expect(registerMethodOf({ standalone: true, storage: clip })).toBe(RegisterMethod.WEBCLIP);
    expect(registerMethodOf({ standalone: false, storage: clip })).toBe(RegisterMethod.WEBCLIP);
    expect(registerMethodOf({ standalone: false, storage: empty })).toBe(RegisterMethod.H5);
  });

  it('reads the affiliate code of a link, refusing odd characters', () => {
    expect(affiliateCodeFromSearch('?affiliateCode=AG1234')).toBe('AG1234');
    expect(affiliateCodeFromSearch('?code=abc9')).toBe('abc9');
    expect(affiliateCodeFromSearch('?code=<script>')).toBeNull();
    expect(affiliateCodeFromSearch('')).toBeNull();
  });

  it('draws a flag from the country code', () => {
    expect(flagEmoji('TH')).toBe('🇹🇭');
    expect(flagEmoji('x')).toBe('');
  });
});

describe('login rules (§5 loginUsername, loginPassword, loginMobileNum, verificationCode)', () => {
  const { username, password, mobileNum, messageCode, captcha } = loginChecks;

  it('wants a username of 1-32 characters once trimmed', () => {
    expect(username('lucky77')).toBe(true);
    expect(username(` ${'a'.repeat(32)} `)).toBe(true);
    expect(username('')).toBe('validation.login_username');
    expect(username('   ')).toBe('validation.login_username');
    expect(username('a'.repeat(33))).toBe('validation.login_username');
    // Characters, not UTF-16 units, as the server's zod counts them.
    expect(username('😀'.repeat(32))).toBe(true);
    expect(username('😀'.repeat(33))).toBe('validation.login_username');
  });

  it('wants a password of 1-128 characters, spaces counting', () => {
    expect(password(' ')).toBe(true);
    expect(password('x'.repeat(128))).toBe(true);
    expect(password('')).toBe('validation.login_password');
    expect(password('x'.repeat(129))).toBe('validation.login_password');
  });

  it('wants 6-15 digits for the mobile number and 4-8 for the SMS code', () => {
    expect(mobileNum(' 0812345678 ')).toBe(true);
    expect(mobileNum('')).toBe('validation.login_mobile');
    expect(mobileNum('12345')).toBe('validation.login_mobile');
    expect(mobileNum('081-234-5678')).toBe('validation.login_mobile');
    expect(mobileNum('1'.repeat(16))).toBe('validation.login_mobile');
    expect(messageCode('123456')).toBe(true);
    expect(messageCode('')).toBe('validation.verification_code');
    expect(messageCode('123')).toBe('validation.verification_code');
    expect(messageCode('123456789')).toBe('validation.verification_code');
    expect(messageCode('12a4')).toBe('validation.verification_code');
  });

  it('leaves an empty captcha to the form and bounds an answer at 16 characters', () => {
    expect(captcha('')).toBe(true);
    expect(captcha(` ${'x'.repeat(16)} `)).toBe(true);
    expect(captcha('x'.repeat(17))).toBe('validation.captcha');
  });
});
