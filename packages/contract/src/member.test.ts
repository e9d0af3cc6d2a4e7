import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerBody, registerMobileBody } from './member';

const ALTCHA = 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=';

const issueFor = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field);

const good = {
  registerUrl: 'm.example.com',
  registerMethod: 'H5',
  username: 'newplayer',
  password: 'secret12',
  confirmPassword: 'secret12',
  altcha: ALTCHA,
};

describe('registration payload', () => {
  it('accepts the minimum and defaults type to 0', () => {
    const r = registerBody.safeParse(good);
    expect(r.success).toBe(true);
    expect(r.data?.type).toBe(0);
  });

  it('accepts blank optional fields as a form sends them', () => {
    const r = registerBody.safeParse({
      ...good,
      email: '',
      qqNum: '',
      mobileNum: '',
      affiliateCode: '',
      nickname: '',
    });
    expect(r.success).toBe(true);
  });

  it('accepts every §3 field', () => {
    const r = registerBody.safeParse({
      ...good,
      countryDialingCode: '66',
      affiliateCode: 'AFF01',
      paymentPassword: '1234',
      recommenderId: 'r1',
      nickname: 'Nick',
      payeeName: 'Somchai Jaidee',
      email: 'a@example.com',
      mobileNum: '0812345678',
      idNumber: '1234567890123',
      qqNum: '123456',
      facebook: 'fb',
      wechat: 'wx',
      line: 'line',
      whatsapp: '66812345678',
      zalo: 'z',
      captcha: '7',
      captchaId: 'c_12345678',
      type: 0,
      domain: 'example.com',
      verificationCode: '1234',
      firebaseChannel: 'sms',
      firebaseIdToken: 't',
    });
    expect(r.success).toBe(true);
  });

  it('names each bad field', () => {
    const r = registerBody.safeParse({
      ...good,
      registerMethod: 'IOS',
      confirmPassword: 'other',
      email: 'not-an-email',
      qqNum: '12ab',
      type: 1,
    });
    expect(issueFor(r, 'registerMethod')?.message).toBe(
      'registerMethod must be APP, H5, WEBCLIP or PWA',
    );
    expect(issueFor(r, 'email')?.message).toBe('email must be an e-mail address');
    expect(issueFor(r, 'qqNum')?.message).toBe('qqNum must be 5-12 digits');
    expect(issueFor(r, 'type')?.message).toBe('type must be 0');
  });

  it('checks that the passwords match', () => {
    const r = registerBody.safeParse({ ...good, confirmPassword: 'secret13' });
    expect(issueFor(r, 'confirmPassword')?.message).toBe('confirmPassword must equal password');
  });

  it('takes a real name as the payee name, in any script, and nothing else (issue 16 defect 11)', () => {
    for (const payeeName of [
      'Somchai Jaidee',
      'สมชาย ใจดี',
      'Nguyễn Văn An',
      "O'Brien-Smith",
      'J. R. Tolkien',
      '王小明',
    ])
      expect(registerBody.safeParse({ ...good, payeeName }).success, payeeName).toBe(true);
    for (const payeeName of ['<b>Bob</b>😀 OR 1=1', 'Bob 😀', 'Bob1', 'x=1', ' ', 'Bob  <', '--']) {
      const r = registerBody.safeParse({ ...good, payeeName });
      expect(issueFor(r, 'payeeName')?.message, payeeName).toBe(
        'payeeName must be letters, spaces and the marks names use',
      );
    }
  });

  it('requires username, password and altcha', () => {
    const r = registerBody.safeParse({ registerUrl: 'm.example.com', registerMethod: 'PWA' });
    expect(issueFor(r, 'username')?.message).toBe('username is required');
    expect(issueFor(r, 'password')?.message).toBe('password is required');
    expect(issueFor(r, 'altcha')?.message).toBe('altcha is required');
  });
});

describe('mobile registration payload', () => {
  const mobile = {
    registerUrl: 'm.example.com',
    registerMethod: 'APP',
    mobileNum: '0812345678',
    countryDialingCode: '66',
    verificationCode: '123456',
    altcha: ALTCHA,
  };

  it('accepts a number with its SMS code', () => {
    expect(registerMobileBody.safeParse(mobile).success).toBe(true);
  });

  it('names the bad number and the missing code', () => {
    const r = registerMobileBody.safeParse({
      ...mobile,
      mobileNum: '081-234',
      verificationCode: undefined,
    });
    expect(issueFor(r, 'mobileNum')?.message).toBe('mobileNum must be digits');
    expect(issueFor(r, 'verificationCode')?.message).toBe('verificationCode is required');
  });
});
