import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  answeredCaptcha,
  latestCode,
  loginBySms,
  randomIp,
  registerMobile,
  sendSmsCode,
} from '../../../test/helpers/accounts';

/**
 * ASVS 5.0 V6.3 (security issue): SMS login has the controls of username login: human
 * verification, and the captcha after failures counted per number as well as per address.
 */
describe('SMS login controls', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  const sendSms = async (mobileNum: string) => {
    now = new Date(now.getTime() + 61_000);
    return sendSmsCode(t.app, mobileNum);
  };
  const smsLogin = async (
    mobileNum: string,
    messageCode: string,
    extra: Record<string, unknown> = {},
    ip = randomIp(),
  ) => loginBySms(t.app, mobileNum, messageCode, extra, ip);

  it('needs human verification', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: randomIp(),
      payload: {
        type: 'sms',
        mobileNum: '0891220001',
        countryDialingCode: '66',
        messageCode: '123456',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('altcha');
  });

  it('three wrong codes for a number, from any addresses, ask for the captcha', async () => {
    await sendSms('0891220002');
    const reg = await registerMobile(t.app, '0891220002', '+66891220002');
    expect(reg.statusCode, reg.body).toBe(200);
    await sendSms('0891220002');
    const code = await latestCode(t.app, 'sms', '+66891220002');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await smsLogin('0891220002', wrong);
    expect(first.json().code).toBe('VERIFICATION_CODE_WRONG');
    await smsLogin('0891220002', wrong);
    const third = await smsLogin('0891220002', wrong);
    expect(third.json()).toMatchObject({
      code: 'VERIFICATION_CODE_WRONG',
      value: { captcha: true },
    });
    const needs = await smsLogin('0891220002', code);
    expect(needs.statusCode).toBe(401);
    expect(needs.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const ok = await smsLogin('0891220002', code, await answeredCaptcha(t.app));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.userName).toBe(reg.json().value.userName);
  });

  it('ten failures from one address ask for the captcha on any number', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++)
      await smsLogin(`08912300${String(i).padStart(2, '0')}`, '123456', {}, ip);
    const res = await smsLogin('0891230099', '123456', {}, ip);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });
});
