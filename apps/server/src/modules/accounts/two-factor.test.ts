import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberRecoveryCodes, memberTwoFactor } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  latestCode,
  loginAs,
  loginBySms,
  registerMember,
  sendSmsCode,
} from '../../../test/helpers/accounts';
import { movableClock, totpAt } from '../ops/ops.test-support';
import { TWO_FACTOR_MAX_FAILURES } from './two-factor.service';

/** Optional TOTP sign-in for members. */
describe('two-factor sign-in for members', () => {
  let t: TestApp;
  const time = movableClock();
  beforeAll(async () => {
    t = await buildTestApp((m) => m, { clock: time.clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

  /** Enrols and confirms; answers the secret and the recovery codes. */
  async function turnOn(token: string) {
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/wps/member/twoFactor/enrol',
      headers: auth(token),
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, qrCode, uri } = enrol.json().value;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(uri).toContain('otpauth://totp/');
    const confirm = await post(
      '/wps/member/twoFactor/confirm',
      { code: await totpAt(secret, time.now()) },
      token,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    time.nextStep();
    return {
      secret: secret as string,
      recoveryCodes: confirm.json().value.recoveryCodes as string[],
    };
  }

  it('enrols by QR, confirms with a code, stores the secret sealed and ten hashed recovery codes', async () => {
    const m = await registerMember(t.app);
    const { secret, recoveryCodes } = await turnOn(m.token);
    expect(recoveryCodes).toHaveLength(10);
    const [row] = await t.database.db
      .select()
      .from(memberTwoFactor)
      .innerJoin(memberRecoveryCodes, eq(memberRecoveryCodes.memberId, memberTwoFactor.memberId))
      .limit(1);
    expect(row!.member_two_factor.secret).not.toContain(secret);
    expect(row!.member_recovery_codes.codeHash).toMatch(/^\$argon2id\$/);
    const config = await t.app.inject({
      url: '/wps/member/securityConfig',
      headers: auth(m.token),
    });
    expect(config.json().value).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10 });
  });

  it('a wrong first code turns nothing on', async () => {
    const m = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/twoFactor/enrol',
      headers: auth(m.token),
    });
    const res = await post('/wps/member/twoFactor/confirm', { code: '000000' }, m.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('code');
    const bad = await post('/wps/member/twoFactor/confirm', { code: '12ab' }, m.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('code');
    const config = await t.app.inject({
      url: '/wps/member/securityConfig',
      headers: auth(m.token),
    });
    expect(config.json().value.twoFactor).toBe(false);
  });

  it('a login then asks for a code after the password; the code gives the session', async () => {
    const m = await registerMember(t.app);
    const { secret } = await turnOn(m.token);
    const first = await loginAs(t.app, m.username, m.password);
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ twoFactor: true });
    expect(value).not.toHaveProperty('token');
    const second = await post('/wps/session/login/twoFactor', {
      challenge: value.challenge,
      code: await totpAt(secret, time.now()),
    });
    expect(second.statusCode, second.body).toBe(200);
    const token = second.json().value.token;
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(token) })).statusCode).toBe(
      200,
    );
    // The challenge served once.
    const again = await post('/wps/session/login/twoFactor', {
      challenge: value.challenge,
      code: await totpAt(secret, time.now()),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().value.fields).toHaveProperty('challenge');
  });

  it('refuses a reused code, and a wrong one; five wrong codes end the challenge', async () => {
    const m = await registerMember(t.app);
    const { secret } = await turnOn(m.token);
    const code = await totpAt(secret, time.now());
    const a = (await loginAs(t.app, m.username, m.password)).json().value.challenge;
    expect((await post('/wps/session/login/twoFactor', { challenge: a, code })).statusCode).toBe(
      200,
    );
    const b = (await loginAs(t.app, m.username, m.password)).json().value.challenge;
    const reused = await post('/wps/session/login/twoFactor', { challenge: b, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().value.fields).toHaveProperty('code');
    for (let i = 1; i < TWO_FACTOR_MAX_FAILURES; i++) {
      const wrong = await post('/wps/session/login/twoFactor', { challenge: b, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    time.nextStep();
    const ended = await post('/wps/session/login/twoFactor', {
      challenge: b,
      code: await totpAt(secret, time.now()),
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().value.fields).toHaveProperty('challenge');
  });

  it('a recovery code works once; a challenge expires after five minutes', async () => {
    const m = await registerMember(t.app);
    const { secret, recoveryCodes } = await turnOn(m.token);
    const a = (await loginAs(t.app, m.username, m.password)).json().value.challenge;
    const ok = await post('/wps/session/login/twoFactor', {
      challenge: a,
      recoveryCode: recoveryCodes[0],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const b = (await loginAs(t.app, m.username, m.password)).json().value.challenge;
    const reused = await post('/wps/session/login/twoFactor', {
      challenge: b,
      recoveryCode: recoveryCodes[0],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().value.fields).toHaveProperty('recoveryCode');
    time.advance(5 * 60_000 + 1000);
    const late = await post('/wps/session/login/twoFactor', {
      challenge: b,
      code: await totpAt(secret, time.now()),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().value.fields).toHaveProperty('challenge');
  });

  it('the SMS login asks for the code too', async () => {
    const m = await registerMember(t.app);
    const mobileNum = `08${String(Date.now()).slice(-8)}`;
    const e164 = `+66${mobileNum.slice(1)}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/mobile/code',
      headers: auth(m.token),
      payload: { mobileNum, countryDialingCode: '66' },
    });
    const bound = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/info/mobile',
      headers: auth(m.token),
      payload: {
        mobileNum,
        countryDialingCode: '66',
        verificationCode: await latestCode(t.app, 'sms', e164),
      },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    await turnOn(m.token);
    time.advance(61_000);
    expect((await sendSmsCode(t.app, mobileNum)).statusCode).toBe(200);
    const res = await loginBySms(t.app, mobileNum, await latestCode(t.app, 'sms', e164));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ twoFactor: true });
  });

  it('turning it off needs a code; a wrong one changes nothing', async () => {
    const m = await registerMember(t.app);
    const { secret } = await turnOn(m.token);
    const missing = await post('/wps/member/twoFactor/disable', {}, m.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toHaveProperty('code');
    const wrong = await post('/wps/member/twoFactor/disable', { code: '000000' }, m.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().value.fields).toHaveProperty('code');
    const off = await post(
      '/wps/member/twoFactor/disable',
      { code: await totpAt(secret, time.now()) },
      m.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    const login = await loginAs(t.app, m.username, m.password);
    expect(login.json().value.token).toBeTruthy();
  });
});
