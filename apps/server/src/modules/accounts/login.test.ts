import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  answeredCaptcha,
  auth,
  GOOD_PASSWORD,
  loginAs,
  newUsername,
  registerMember,
  solveAltcha,
} from '../../../test/helpers/accounts';

describe('login and sessions', () => {
  let t: TestApp;
  // Starts at the real time: ALTCHA checks its challenges' expiry against the real clock.
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      clock: () => now,
      session: { idleMinutes: 30, maxHours: 2 },
    });
  });
  afterAll(() => t.close());

  it('a login answers the §3 value with a fresh random token, stored only as its hash', async () => {
    const m = await registerMember(t.app);
    const res = await loginAs(t.app, m.username, m.password);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.any(String),
      userName: m.username,
      customerType: 0,
      firstTimeLogin: false,
    });
    // 32 random bytes: well over the 128 bits asked for.
    expect(Buffer.from(value.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(value.token).not.toBe(m.token);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(value.token)));
    expect(rows).toHaveLength(1);
    const all = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.map((r) => r.h)).not.toContain(value.token);
  });

  it('the username is matched without regard to case', async () => {
    const m = await registerMember(t.app);
    expect((await loginAs(t.app, m.username.toUpperCase(), m.password)).statusCode).toBe(200);
  });

  it('a wrong password and an unknown user get the same answer', async () => {
    const m = await registerMember(t.app);
    const wrong = await loginAs(t.app, m.username, 'Not-The-Password-1');
    const unknown = await loginAs(t.app, newUsername(), 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_CREDENTIALS');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('three failures for a username ask for a captcha, which must then be answered right', async () => {
    const m = await registerMember(t.app);
    const first = await loginAs(t.app, m.username, 'Wrong-Pass-001');
    const second = await loginAs(t.app, m.username, 'Wrong-Pass-002');
    expect(first.json().value).toBeNull();
    expect(second.json().value).toBeNull();
    const third = await loginAs(t.app, m.username, 'Wrong-Pass-003');
    expect(third.statusCode).toBe(401);
    expect(third.json().value).toEqual({ captcha: true });

    const noCaptcha = await loginAs(t.app, m.username, m.password);
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const issued = await answeredCaptcha(t.app);
    const wrongCaptcha = await loginAs(t.app, m.username, m.password, {
      captchaId: issued.captchaId,
      captcha: 'zzzz',
    });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_WRONG', value: { captcha: true } });
    // The captcha was spent by the wrong answer.
    const reused = await loginAs(t.app, m.username, m.password, issued);
    expect(reused.json().code).toBe('CAPTCHA_WRONG');

    const ok = await loginAs(t.app, m.username, m.password, await answeredCaptcha(t.app));
    expect(ok.statusCode).toBe(200);
    // Success clears the count for that username.
    expect((await loginAs(t.app, m.username, m.password)).statusCode).toBe(200);
  });

  it('the captcha is an image whose answer stays on the server', async () => {
    const res = await t.app.inject({ url: '/wps/captcha' });
    const value = res.json().value;
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = (await t.app.inject({ url: `/dev/captcha?captchaId=${value.captchaId}` })).json()
      .value.answer;
    expect(Buffer.from(value.image.split(',')[1], 'base64').toString()).not.toContain(
      `>${answer}<`,
    );
  });

  it('the captcha expires after two minutes, and says so (issue 16, defect 3)', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 3; i++) await loginAs(t.app, m.username, `Wrong-Pass-00${i}`);
    const issued = await answeredCaptcha(t.app);
    now = new Date(now.getTime() + 3 * 60_000);
    const late = await loginAs(t.app, m.username, m.password, issued);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'CAPTCHA_EXPIRED',
      value: { captcha: true, fields: { captcha: 'the captcha has expired' } },
    });
    // Spent: the same captcha is not expired a second time, it is gone.
    expect((await loginAs(t.app, m.username, m.password, issued)).json().code).toBe(
      'CAPTCHA_WRONG',
    );
    const wrong = await answeredCaptcha(t.app);
    const wrongAnswer = await loginAs(t.app, m.username, m.password, {
      ...wrong,
      captcha: `${wrong.captcha}x`,
    });
    expect(wrongAnswer.json().code).toBe('CAPTCHA_WRONG');
  });

  it('human verification is required, checked and good for one use', async () => {
    const m = await registerMember(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: m.username, password: m.password },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toHaveProperty('altcha');

    const forged = await loginAs(t.app, m.username, m.password, {
      altcha: Buffer.from(
        JSON.stringify({ challenge: { parameters: { nonce: 'x' } }, solution: { counter: 1 } }),
      ).toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('HUMAN_VERIFICATION_FAILED');

    const altcha = await solveAltcha(t.app);
    expect((await loginAs(t.app, m.username, m.password, { altcha })).statusCode).toBe(200);
    const replay = await loginAs(t.app, m.username, m.password, { altcha });
    expect(replay.json().code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('member info needs a live session; logout ends it', async () => {
    const m = await registerMember(t.app);
    expect((await t.app.inject({ url: '/wps/member/info' })).json().code).toBe('UNAUTHORIZED');
    const info = await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({
      userName: m.username,
      type: 0,
      memberLabel: [],
      clubLabel: null,
      unreadCount: 0,
    });
    // Never from the URL: a token there would reach logs and history.
    expect((await t.app.inject({ url: `/wps/member/info?token=${m.token}` })).statusCode).toBe(401);

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session',
      headers: auth(m.token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('a session ends after the inactivity timeout', async () => {
    const m = await registerMember(t.app);
    now = new Date(now.getTime() + 29 * 60_000);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) })).statusCode,
    ).toBe(200);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) })).json().code,
    ).toBe('SESSION_EXPIRED');
  });

  it('renew keeps a session alive, but never past its absolute lifetime', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 25 * 60_000);
      const renewed = await t.app.inject({
        method: 'PUT',
        url: '/wps/session/renew',
        headers: auth(m.token),
      });
      expect(renewed.statusCode).toBe(200);
    }
    now = new Date(now.getTime() + 25 * 60_000);
    // 125 minutes in: past the 2-hour lifetime although never idle for 30 minutes.
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) })).json().code,
    ).toBe('SESSION_EXPIRED');
  });

  it('a non-member account cannot log in on the member side, nor a disabled one', async () => {
    const agent = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ customerType: 3 })
      .where(eq(members.username, agent.username));
    const res = await loginAs(t.app, agent.username, agent.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NON_MEMBER');

    const off = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ disabled: true })
      .where(eq(members.username, off.username));
    expect((await loginAs(t.app, off.username, off.password)).json().code).toBe('USER_DISABLED');
    // Its open session ends too.
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(off.token) })).statusCode,
    ).toBe(401);
  });

  it('trial play makes a trial account with its own session, kept from member-only functions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solveAltcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const trial = res.json().value;
    expect(trial.userName).toMatch(/^trial/);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(trial.token) })).statusCode,
    ).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: auth(trial.token),
      payload: { oldPassword: 'x', newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect(change.json().message).toBeTruthy();

    const user = await t.app.inject({
      method: 'POST',
      url: '/wps/member/trialuser',
      payload: { altcha: await solveAltcha(t.app) },
    });
    expect(user.json().value).toEqual({
      userName: expect.stringMatching(/^trial/),
      merchantCode: 'DEMO',
    });
  });

  it('messages follow the Language header', async () => {
    const th = await t.app.inject({ url: '/wps/member/info', headers: { language: 'th' } });
    const en = await t.app.inject({ url: '/wps/member/info', headers: { language: 'en' } });
    expect(th.json().message).toBe('ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบก่อน');
    expect(en.json().message).toBe('Not logged in, please log in first');
  });
});

describe('rate limits', () => {
  it('login answers 429 with the envelope past 20 a minute from one address', async () => {
    const t = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: {} });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
      const last = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: {} });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await t.close();
    }
  });

  it('ten failures from one address ask every username for a captcha', async () => {
    const t = await buildTestApp();
    try {
      const ip = '192.0.2.10';
      for (let i = 0; i < 10; i++) await loginAs(t.app, newUsername(), 'Wrong-Pass-123', {}, ip);
      const fresh = await registerMember(t.app);
      const res = await loginAs(t.app, fresh.username, fresh.password, {}, ip);
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    } finally {
      await t.close();
    }
  });
});
