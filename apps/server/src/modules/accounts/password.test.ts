import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  latestCode,
  loginAs,
  randomIp,
  registerMember,
  registerMobile,
  resetBySms,
  sendSmsCode,
  solveAltcha,
} from '../../../test/helpers/accounts';

const NEW_PASSWORD = 'Mango-Sticky-Rice-77';

describe('password flows', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: auth(token),
      remoteAddress: randomIp(),
      payload: body,
    });

  it('change password: old must be right, new must differ and be strong; other sessions end', async () => {
    const m = await registerMember(t.app);
    const other = (await loginAs(t.app, m.username, m.password)).json().value.token;

    const wrongOld = await change(m.token, {
      oldPassword: 'Not-It-123',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrongOld.statusCode).toBe(401);
    expect(Object.keys(wrongOld.json().value.fields)).toEqual(['oldPassword']);

    const same = await change(m.token, {
      oldPassword: m.password,
      newPassword: m.password,
      confirmPassword: m.password,
    });
    expect(same.json()).toMatchObject({
      code: 'SAME_PASSWORD',
      value: { fields: { newPassword: expect.any(String) } },
    });

    const weak = await change(m.token, {
      oldPassword: m.password,
      newPassword: 'qwertyuiop',
      confirmPassword: 'qwertyuiop',
    });
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const mismatch = await change(m.token, {
      oldPassword: m.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'x',
    });
    expect(Object.keys(mismatch.json().value.fields)).toContain('confirmPassword');

    const ok = await change(m.token, {
      oldPassword: m.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(other) })).statusCode).toBe(
      401,
    );
    expect((await loginAs(t.app, m.username, m.password)).statusCode).toBe(401);
    expect((await loginAs(t.app, m.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('the first-password flow: firstTimeLogin until the password is changed', async () => {
    const m = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ firstTimeLogin: true })
      .where(eq(members.username, m.username));
    const login = await loginAs(t.app, m.username, m.password);
    expect(login.json().value.firstTimeLogin).toBe(true);
    const token = login.json().value.token;
    await change(token, {
      oldPassword: m.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await loginAs(t.app, m.username, NEW_PASSWORD)).json().value.firstTimeLogin).toBe(
      false,
    );
  });

  it('forgot password by SMS', async () => {
    now = new Date(now.getTime() + 61_000);
    const mobile = '0891234567';
    await sendSmsCode(t.app, mobile);
    const reg = await registerMobile(t.app, mobile, '+66891234567');
    const userName = reg.json().value.userName;

    now = new Date(now.getTime() + 61_000);
    await sendSmsCode(t.app, mobile);
    const reset = (verificationCode: string) =>
      resetBySms(t.app, mobile, verificationCode, NEW_PASSWORD);
    const code = await latestCode(t.app, 'sms', '+66891234567');
    expect((await reset(code === '123456' ? '654321' : '123456')).json().code).toBe(
      'VERIFICATION_CODE_WRONG',
    );
    expect((await reset(code)).statusCode).toBe(200);
    expect((await reset(code)).json().code).toBe('VERIFICATION_CODE_WRONG');
    expect((await loginAs(t.app, userName, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('forgot password by e-mail: the same answer for any address; a code valid 10 minutes, once', async () => {
    const m = await registerMember(t.app, { email: 'reset.me@example.com' });
    const ask = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: randomIp(),
        payload: { email, altcha: await solveAltcha(t.app) },
      });
    const unknown = await ask('nobody@example.com');
    const known = await ask('Reset.Me@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const outbox = await t.app.inject({
      url: '/dev/outbox?channel=email&recipient=nobody%40example.com',
    });
    expect(outbox.json().value).toEqual([]);

    const code = await latestCode(t.app, 'email', 'reset.me@example.com');
    const reset = (c: string, password = NEW_PASSWORD) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/password/email',
        remoteAddress: randomIp(),
        payload: {
          email: 'reset.me@example.com',
          code: c,
          newPassword: password,
          confirmPassword: password,
        },
      });
    expect((await reset(code)).statusCode).toBe(200);
    expect((await reset(code, 'Another-Pass-99')).json().code).toBe('VERIFICATION_CODE_WRONG');
    expect((await loginAs(t.app, m.username, NEW_PASSWORD)).statusCode).toBe(200);

    now = new Date(now.getTime() + 61_000);
    await ask('reset.me@example.com');
    const late = await latestCode(t.app, 'email', 'reset.me@example.com');
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect((await reset(late, 'Another-Pass-99')).json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('payment password: set with the login password, then known to exist', async () => {
    const m = await registerMember(t.app);
    const has = () =>
      t.app.inject({ url: '/wps/member/hasWithdrawalPassword', headers: auth(m.token) });
    expect((await has()).json().value).toEqual({ hasPassword: false });
    const set = (
      password: string,
      paymentPassword: string,
      confirmPaymentPassword = paymentPassword,
    ) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/paymentPassword',
        headers: auth(m.token),
        remoteAddress: randomIp(),
        payload: { password, paymentPassword, confirmPaymentPassword },
      });
    expect((await set('wrong-password', '135790')).statusCode).toBe(401);
    expect((await set(m.password, '12ab56')).statusCode).toBe(400);
    expect((await set(m.password, '135790', '135791')).statusCode).toBe(400);
    expect((await set(m.password, '135790')).statusCode).toBe(200);
    expect((await has()).json().value).toEqual({ hasPassword: true });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, m.username));
    expect(row!.paymentPasswordHash).toMatch(/^\$argon2id\$/);
  });
});
