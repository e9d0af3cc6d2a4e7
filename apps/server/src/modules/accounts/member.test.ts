import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema';
import { DEMO_AGENT, seedDemoAgents } from '../../db/seed/demo-agents';
import { createSmsCodes } from './sms-codes.service';
import { createVerificationCodes } from './verification-codes.service';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  answeredCaptcha,
  auth,
  ADULT_BIRTH_DATE,
  GOOD_PASSWORD,
  latestCode,
  loginAs,
  loginBySms,
  newUsername,
  randomIp,
  registerMember,
  registerMobile,
  resetBySms,
  sendSmsCode,
  solveAltcha,
} from '../../../test/helpers/accounts';

const register = async (
  app: FastifyInstance,
  payload: Record<string, unknown>,
  url = '/wps/member/register',
) => app.inject({ method: 'PUT', url, remoteAddress: randomIp(), payload });

const basePayload = async (app: FastifyInstance) => ({
  username: newUsername(),
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  registerUrl: 'm.demo.example.com',
  registerMethod: 'PWA',
  birthDate: ADULT_BIRTH_DATE,
  agreeTerms: true,
  domain: 'demo.example.com',
  altcha: await solveAltcha(app),
  ...(await answeredCaptcha(app)),
});

describe('registration by username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoAgents(t.database.db, 'DEMO');
  });
  afterAll(() => t.close());

  it('registers, records how and where, and logs the member in', async () => {
    const payload = await basePayload(t.app);
    const res = await register(t.app, {
      ...payload,
      email: 'Player@Example.com',
      payeeName: 'Somchai Jaidee',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      userName: payload.username,
      customerType: 0,
      firstTimeLogin: false,
    });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, payload.username));
    expect(row).toMatchObject({
      registerMethod: 'PWA',
      registerUrl: 'm.demo.example.com',
      domain: 'demo.example.com',
      email: 'Player@Example.com',
      payeeName: 'Somchai Jaidee',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: auth(res.json().value.token),
    });
    expect(info.json().value.userName).toBe(payload.username);
  });

  it('a taken username is a 409', async () => {
    const m = await registerMember(t.app);
    const res = await register(t.app, { ...(await basePayload(t.app)), username: m.username });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USERNAME_EXISTS',
      value: { fields: { username: expect.any(String) } },
    });
    const check = await t.app.inject({ url: `/wps/check/username?username=${m.username}` });
    expect(check.json().value).toEqual({ available: false });
    expect(
      (await t.app.inject({ url: `/wps/check/username?username=${newUsername()}` })).json().value,
    ).toEqual({ available: true });
  });

  it("the merchant's field rules are enforced as on the client", async () => {
    // Demo rule: ^[a-z][a-z0-9]{5,15}$ (the contract alone would accept these).
    for (const username of ['ab', '9starts', 'has_underscore', 'abcdefghijklmnopq']) {
      const res = await register(t.app, { ...(await basePayload(t.app)), username });
      expect(res.statusCode, username).toBe(400);
      expect(Object.keys(res.json().value.fields), username).toContain('username');
      // A stable code the app words itself.
      expect(res.json().value.fieldCodes.username, username).toEqual({ code: 'format' });
    }
  });

  it("§5 a mobile number of the wrong length names the merchant's digit count", async () => {
    // Demo rule: a Thai number of 10 digits.
    const res = await register(t.app, { ...(await basePayload(t.app)), mobileNum: '081234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fieldCodes.mobileNum).toEqual({
      code: 'digits',
      params: { digits: 10 },
    });
  });

  it('the password floor: 8+ characters, 64 allowed, and not a common password', async () => {
    const weak = await register(t.app, {
      ...(await basePayload(t.app)),
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      value: { fields: { password: expect.stringContaining('common') } },
    });
    const short = await register(t.app, {
      ...(await basePayload(t.app)),
      password: 'Ab1!xyz',
      confirmPassword: 'Ab1!xyz',
    });
    expect(short.statusCode).toBe(400);
    const long = 'Q'.repeat(30) + '!9' + 'z'.repeat(32);
    expect(long).toHaveLength(64);
    expect(
      (
        await register(t.app, {
          ...(await basePayload(t.app)),
          password: long,
          confirmPassword: long,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('confirm password must equal the password (§5)', async () => {
    const res = await register(t.app, {
      ...(await basePayload(t.app)),
      confirmPassword: 'Something-Else-9',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().value.fields)).toContain('confirmPassword');
  });

  it('the captcha the merchant asks for is required and checked', async () => {
    const { captcha: _c, captchaId: _i, ...withoutCaptcha } = await basePayload(t.app);
    const missing = await register(t.app, withoutCaptcha);
    expect(missing.json().code).toBe('CAPTCHA_REQUIRED');
    const wrong = await register(t.app, { ...(await basePayload(t.app)), captcha: 'nope' });
    expect(wrong.json().code).toBe('CAPTCHA_WRONG');
  });

  it('an affiliate code must be a real agent code; a good one is recorded', async () => {
    const bad = await register(t.app, { ...(await basePayload(t.app)), affiliateCode: 'NOSUCH1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_INVITATION_CODE',
      value: { fields: { affiliateCode: expect.any(String) } },
    });
    const payload = await basePayload(t.app);
    const good = await register(t.app, {
      ...payload,
      affiliateCode: DEMO_AGENT.code.toLowerCase(),
    });
    expect(good.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, payload.username));
    expect(row!.affiliateCode).toBe(DEMO_AGENT.code.toLowerCase());

    expect(
      (await t.app.inject({ url: `/wps/affiliate/check?code=${DEMO_AGENT.code}` })).json(),
    ).toMatchObject({ success: true });
    const unknown = await t.app.inject({ url: '/wps/affiliate/check?code=NOSUCH1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
  });

  it('fields the merchant has not enabled are not stored', async () => {
    const payload = await basePayload(t.app);
    await register(t.app, { ...payload, nickname: 'Shadow' });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, payload.username));
    expect(row!.nickname).toBeNull();
  });

  describe('bad input gets 400 naming the field, and nothing is stored', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['username too long', { username: 'a'.repeat(40) }, 'username'],
      ['username with SQL', { username: "a' OR '1'='1" }, 'username'],
      ['username with HTML', { username: '<img src=x onerror=alert(1)>' }, 'username'],
      ['username missing', { username: undefined }, 'username'],
      ['username wrong type', { username: 12345678 }, 'username'],
      [
        'password too long',
        { password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) },
        'password',
      ],
      ['password wrong type', { password: ['a'] }, 'password'],
      ['email malformed', { email: 'not-an-email' }, 'email'],
      ['email too long', { email: `${'a'.repeat(250)}@x.com` }, 'email'],
      ['email with HTML', { email: '<b>@x.com' }, 'email'],
      ['mobile with letters', { mobileNum: '08abc' }, 'mobileNum'],
      [
        'mobile not valid for Thailand',
        { mobileNum: '123456', countryDialingCode: '66' },
        'mobileNum',
      ],
      ['payee name too long', { payeeName: 'n'.repeat(81) }, 'payeeName'],
      ['affiliate code with SQL', { affiliateCode: "x';drop table members;--" }, 'affiliateCode'],
      ['registerMethod unknown', { registerMethod: 'DESKTOP' }, 'registerMethod'],
      ['registerUrl not a host', { registerUrl: 'javascript:alert(1)' }, 'registerUrl'],
      ['type not 0', { type: 4 }, 'type'],
      ['captcha too long', { captcha: 'x'.repeat(17) }, 'captcha'],
      ['altcha not a payload', { altcha: '<script>' }, 'altcha'],
    ];
    it.each(cases)('%s', async (_name, change, field) => {
      const before = (await t.database.db.select({ n: count() }).from(members))[0]!.n;
      const res = await register(t.app, { ...(await basePayload(t.app)), ...change });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().value.fields)).toContain(field);
      const after = (await t.database.db.select({ n: count() }).from(members))[0]!.n;
      expect(after).toBe(before);
    });
  });
});

describe('SMS codes and registration by mobile', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  it('sends a 6-digit code, answers when the next may be asked for, and registers with it', async () => {
    const sent = await sendSmsCode(t.app, '0812345601');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expirationTime).toBe(now.getTime() + 60_000);
    const code = await latestCode(t.app, 'sms', '+66812345601');
    expect(code).toMatch(/^\d{6}$/);

    const res = await register(
      t.app,
      {
        mobileNum: '0812345601',
        countryDialingCode: '66',
        verificationCode: code,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        registerUrl: 'm.demo.example.com',
        registerMethod: 'H5',
        birthDate: ADULT_BIRTH_DATE,
        agreeTerms: true,
        altcha: await solveAltcha(t.app),
        ...(await answeredCaptcha(t.app)),
      },
      '/wps/member/register/mobile',
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.userName).toMatch(/^m\d+/);
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, value.userName));
    expect(row!.mobileE164).toBe('+66812345601');

    // The code was used; the number is now taken.
    now = new Date(now.getTime() + 61_000);
    // Written as the player wrote it the first time: the demo asks 10 digits, trunk 0 included.
    await sendSmsCode(t.app, '0812345601');
    const again = await registerMobile(t.app, '0812345601', '+66812345601');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MOBILE_EXISTS');
  });

  it('a number gets one code a minute', async () => {
    expect((await sendSmsCode(t.app, '0812345602')).statusCode).toBe(200);
    const soon = await sendSmsCode(t.app, '0812345602');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'SMS_TOO_SOON',
      value: { expirationTime: now.getTime() + 60_000 },
    });
    now = new Date(now.getTime() + 60_000);
    expect((await sendSmsCode(t.app, '0812345602')).statusCode).toBe(200);
  });

  it('at most 10 a day per number', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendSmsCode(t.app, '0812345603')).statusCode).toBe(200);
      now = new Date(now.getTime() + 61_000);
    }
    const over = await sendSmsCode(t.app, '0812345603');
    expect(over.json().code).toBe('SMS_DAILY_LIMIT');
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect((await sendSmsCode(t.app, '0812345603')).statusCode).toBe(200);
  });

  it('at most 10 a day per address (the per-minute route limit of 5 answers first over HTTP)', async () => {
    const sms = createSmsCodes(
      createVerificationCodes(t.database.db, () => now),
      {
        send: async () => {},
      },
    );
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      await sms.send(t.merchant, `+668123457${String(i).padStart(2, '0')}`, ip, 'th');
    }
    await expect(sms.send(t.merchant, '+66812345799', ip, 'th')).rejects.toMatchObject({
      code: 'SMS_DAILY_LIMIT',
    });
    const burst = [];
    for (let i = 0; i < 6; i++)
      burst.push(
        (await sendSmsCode(t.app, `08123458${String(i).padStart(2, '0')}`, '192.0.2.78'))
          .statusCode,
      );
    expect(burst.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(burst[5]).toBe(429);
  });

  it('a code lives ten minutes', async () => {
    const reset = (verificationCode: string) =>
      resetBySms(t.app, '0812345604', verificationCode, 'Mango-Sticky-Rice-77');
    now = new Date(now.getTime() + 61_000);
    await sendSmsCode(t.app, '0812345604');
    const code = await latestCode(t.app, 'sms', '+66812345604');
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect((await reset(code)).json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('SMS login: the code proves the number of a member', async () => {
    now = new Date(now.getTime() + 61_000);
    await sendSmsCode(t.app, '0812345605');
    await registerMobile(t.app, '0812345605', '+66812345605');
    now = new Date(now.getTime() + 61_000);
    await sendSmsCode(t.app, '0812345605');
    const res = await loginBySms(
      t.app,
      '0812345605',
      await latestCode(t.app, 'sms', '+66812345605'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toMatch(/^m/);
  });

  it('the number is checked for its country before anything is sent', async () => {
    const res = await sendSmsCode(t.app, '0212345678');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().value.fields)).toContain('mobileNum');
    const unknownCountry = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: '2025550123',
        countryDialingCode: '1',
        altcha: await solveAltcha(t.app),
      },
    });
    expect(Object.keys(unknownCountry.json().value.fields)).toContain('countryDialingCode');
  });
});

describe('registration switched off by the merchant', () => {
  it('refuses the method that is off', async () => {
    const t = await buildTestApp((m) => ({
      ...m,
      register: { ...m.register, usernameRegistration: false },
    }));
    try {
      const res = await register(t.app, await basePayload(t.app));
      expect(res.statusCode).toBe(403);
      expect(await loginAs(t.app, 'nobody1', GOOD_PASSWORD).then((r) => r.statusCode)).toBe(401);
    } finally {
      await t.close();
    }
  });
});
