import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  latestCode,
  loginBySms,
  registerMember,
  sendSmsCode,
  solveAltcha,
} from '../../../test/helpers/accounts';
import { movableClock } from '../ops/ops.test-support';

/** The security centre: login history, e-mail and number binding, what it shows. */
describe('the security centre', () => {
  let t: TestApp;
  const time = movableClock();
  beforeAll(async () => {
    t = await buildTestApp((m) => m, { clock: time.clock });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object, token: string) =>
    t.app.inject({ method, url, payload, headers: auth(token) });
  const row = async (username: string) =>
    (await t.database.db.select().from(members).where(eq(members.username, username)))[0]!;
  let numbers = 0;
  const newNumber = () => {
    const mobileNum = `09${String(Date.now() + numbers++).slice(-8)}`;
    return { mobileNum, e164: `+66${mobileNum.slice(1)}` };
  };

  it('lists sign-ins newest first with time, device, address, country and method', async () => {
    const m = await registerMember(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '192.0.2.7',
      headers: { 'user-agent': 'Phone/2.0', 'cf-ipcountry': 'th' },
      payload: {
        type: 'username',
        username: m.username,
        password: m.password,
        altcha: await solveAltcha(t.app),
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().value.token;
    const list = (
      await t.app.inject({ url: '/wps/member/loginHistory', headers: auth(token) })
    ).json().value.list;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      ip: '192.0.2.7',
      device: 'Phone/2.0',
      country: 'TH',
      method: 'username',
    });
    expect(list[0].at).toBeGreaterThan(0);
    expect(list[1].method).toBe('register');
  });

  it('binds an e-mail with the code sent to it; the code proves only that address', async () => {
    const m = await registerMember(t.app);
    const email = `${m.username}@example.com`;
    const sent = await call('POST', '/wps/member/info/email/code', { email }, m.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.app, 'email', email);
    const other = await call(
      'PUT',
      '/wps/member/info/email',
      { email: `x${email}`, verificationCode: code },
      m.token,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().value.fields).toHaveProperty('verificationCode');
    expect((await row(m.username)).email).toBeNull();
    const bound = await call(
      'PUT',
      '/wps/member/info/email',
      { email, verificationCode: code },
      m.token,
    );
    expect(bound.statusCode, bound.body).toBe(200);
    const config = (
      await t.app.inject({ url: '/wps/member/securityConfig', headers: auth(m.token) })
    ).json().value;
    expect(config).toMatchObject({ email, emailVerified: true, twoFactor: false });
  });

  it('refuses an e-mail over 255 characters, naming the field, and sends nothing', async () => {
    const m = await registerMember(t.app);
    const email = `${'a'.repeat(250)}@example.com`;
    const res = await call('POST', '/wps/member/info/email/code', { email }, m.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('email');
    await expect(latestCode(t.app, 'email', email)).rejects.toThrow();
    const bind = await call(
      'PUT',
      '/wps/member/info/email',
      { email, verificationCode: '123456' },
      m.token,
    );
    expect(bind.statusCode).toBe(400);
    expect(bind.json().value.fields).toHaveProperty('email');
    expect((await row(m.username)).email).toBeNull();
  });

  it('binds a number with an SMS code; from then on it serves SMS login', async () => {
    const m = await registerMember(t.app);
    const { mobileNum, e164 } = newNumber();
    const wrong = await call(
      'PUT',
      '/wps/member/info/mobile',
      { mobileNum, countryDialingCode: '66', verificationCode: '123456' },
      m.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().value.fields).toHaveProperty('verificationCode');
    expect((await row(m.username)).mobileE164).toBeNull();
    await call(
      'POST',
      '/wps/member/info/mobile/code',
      { mobileNum, countryDialingCode: '66' },
      m.token,
    );
    const bound = await call(
      'PUT',
      '/wps/member/info/mobile',
      {
        mobileNum,
        countryDialingCode: '66',
        verificationCode: await latestCode(t.app, 'sms', e164),
      },
      m.token,
    );
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await row(m.username)).mobileE164).toBe(e164);
    time.advance(61_000);
    await sendSmsCode(t.app, mobileNum);
    const login = await loginBySms(t.app, mobileNum, await latestCode(t.app, 'sms', e164));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.userName).toBe(m.username);
  });

  it("refuses another member's proven number, naming mobileNum", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const { mobileNum, e164 } = newNumber();
    await call(
      'POST',
      '/wps/member/info/mobile/code',
      { mobileNum, countryDialingCode: '66' },
      a.token,
    );
    await call(
      'PUT',
      '/wps/member/info/mobile',
      {
        mobileNum,
        countryDialingCode: '66',
        verificationCode: await latestCode(t.app, 'sms', e164),
      },
      a.token,
    );
    const res = await call(
      'POST',
      '/wps/member/info/mobile/code',
      { mobileNum, countryDialingCode: '66' },
      b.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().value.fields).toHaveProperty('mobileNum');
    expect((await row(b.username)).mobileE164).toBeNull();
  });
});
