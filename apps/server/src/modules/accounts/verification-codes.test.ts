import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  GOOD_PASSWORD,
  latestCode,
  loginAs,
  randomIp,
  registerMember,
  registerMobile,
  resetBySms,
  sendSmsCode,
  solveAltcha,
} from '../../../test/helpers/accounts';

/**
 * Security issue, defect 1: one mechanism for every code sent. One live code per account and
 * purpose, wrong tries counted per account across codes, 10 minutes of life, one send a minute
 * and 10 a day per recipient; e-mail and SMS alike.
 */
const NEW_PASSWORD = 'Mango-Sticky-Rice-77';
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

const outboxCount = async (app: FastifyInstance, channel: string, recipient: string) =>
  (
    await app.inject({
      url: `/dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&limit=50`,
    })
  ).json().value.length as number;

describe('codes sent by e-mail and SMS', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  const askEmail = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: randomIp(),
      payload: { email, altcha: await solveAltcha(t.app) },
    });
  const resetByEmail = (email: string, code: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/member/password/email',
      remoteAddress: randomIp(),
      payload: { email, code, newPassword: password, confirmPassword: password },
    });

  it('a new e-mailed code voids the one before', async () => {
    const email = 'void.old@example.com';
    const m = await registerMember(t.app, { email });
    await askEmail(email);
    const first = await latestCode(t.app, 'email', email);
    later(61_000);
    await askEmail(email);
    const second = await latestCode(t.app, 'email', email);
    if (first !== second)
      expect((await resetByEmail(email, first)).json().code).toBe('VERIFICATION_CODE_WRONG');
    expect((await resetByEmail(email, second)).statusCode).toBe(200);
    expect((await loginAs(t.app, m.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('wrong tries count per account across codes: five lock it out, a new code does not help', async () => {
    const email = 'brute.force@example.com';
    const m = await registerMember(t.app, { email });
    later(61_000);
    await askEmail(email);
    const first = await latestCode(t.app, 'email', email);
    for (let i = 0; i < 4; i++)
      expect((await resetByEmail(email, wrongOf(first))).json().code).toBe(
        'VERIFICATION_CODE_WRONG',
      );
    later(61_000);
    await askEmail(email);
    const second = await latestCode(t.app, 'email', email);
    expect((await resetByEmail(email, wrongOf(second))).json().code).toBe(
      'VERIFICATION_CODE_WRONG',
    );
    // Five wrong tries across two codes: even the right code is refused now.
    const locked = await resetByEmail(email, second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      value: { fields: { code: expect.any(String) } },
    });
    later(61_000);
    await askEmail(email);
    expect((await resetByEmail(email, await latestCode(t.app, 'email', email))).statusCode).toBe(
      429,
    );
    // The lockout ends with its window; a new code then works.
    later(31 * 60_000);
    await askEmail(email);
    expect((await resetByEmail(email, await latestCode(t.app, 'email', email))).statusCode).toBe(
      200,
    );
    expect((await loginAs(t.app, m.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('parallel guesses cannot pass the cap', async () => {
    const email = 'parallel.guess@example.com';
    await registerMember(t.app, { email });
    later(61_000);
    await askEmail(email);
    const code = await latestCode(t.app, 'email', email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      resetByEmail(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
    );
    const codes = (await Promise.all(guesses)).map((r) => r.json().code);
    expect(codes.filter((c) => c === 'VERIFICATION_CODE_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(7);
    expect((await resetByEmail(email, code)).statusCode).toBe(429);
  });

  it('an e-mailed code lives ten minutes', async () => {
    const email = 'ten.minutes@example.com';
    await registerMember(t.app, { email });
    later(61_000);
    await askEmail(email);
    const code = await latestCode(t.app, 'email', email);
    later(10 * 60_000 + 1000);
    expect((await resetByEmail(email, code)).json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('one e-mail a minute and ten a day per recipient, from any address, with the same answer', async () => {
    const email = 'flood.me@example.com';
    await registerMember(t.app, { email });
    later(61_000);
    const first = await askEmail(email);
    const soon = await askEmail(email);
    expect(soon.json()).toEqual(first.json());
    expect(await outboxCount(t.app, 'email', email)).toBe(1);
    for (let i = 0; i < 12; i++) {
      later(61_000);
      expect((await askEmail(email)).statusCode).toBe(200);
    }
    expect(await outboxCount(t.app, 'email', email)).toBe(10);
  });

  it.each([
    ['th', 'นาที', 'รหัสสำหรับตั้งรหัสผ่านใหม่'],
    ['en', '10 minutes', 'password reset code'],
    ['cn', '10 分钟', '密码重置验证码'],
    ['ja', '10分', 'パスワード再設定コード'],
    ['vi', '10 phút', 'mã đặt lại mật khẩu'],
    ['id', '10 menit', 'kode atur ulang kata sandi'],
  ])('codes are sent in the language of the request (%s)', async (language, sms, email) => {
    const n = ['th', 'en', 'cn', 'ja', 'vi', 'id'].indexOf(language);
    const mobile = `08912400${n}${n}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { language },
      remoteAddress: randomIp(),
      payload: { mobileNum: mobile, countryDialingCode: '66', altcha: await solveAltcha(t.app) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.app, 'sms', `+66${mobile.slice(1)}`);
    const smsBody = (
      await t.app.inject({
        url: `/dev/outbox?channel=sms&recipient=%2B66${mobile.slice(1)}&limit=1`,
      })
    ).json().value[0].body;
    expect(smsBody).toContain(code);
    expect(smsBody).toContain(sms);

    const address = `lang.${language}@example.com`;
    const m = await registerMember(t.app, { email: address });
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { language },
      remoteAddress: randomIp(),
      payload: { email: address, altcha: await solveAltcha(t.app) },
    });
    const mail = (
      await t.app.inject({
        url: `/dev/outbox?channel=email&recipient=${encodeURIComponent(address)}&limit=1`,
      })
    ).json().value[0];
    expect(mail.subject).toContain(email);
    expect(mail.body).toContain(m.username);
    expect(mail.body).toContain(await latestCode(t.app, 'email', address));
  });

  it('SMS codes follow the same rules: wrong tries count across codes', async () => {
    const mobile = '0891230001';
    const e164 = '+66891230001';
    const sendSms = () => sendSmsCode(t.app, mobile);
    later(61_000);
    await sendSms();
    const reg = await registerMobile(t.app, mobile, e164);
    expect(reg.statusCode, reg.body).toBe(200);
    const reset = (verificationCode: string) =>
      resetBySms(t.app, mobile, verificationCode, NEW_PASSWORD);
    later(61_000);
    await sendSms();
    const first = await latestCode(t.app, 'sms', e164);
    for (let i = 0; i < 3; i++)
      expect((await reset(wrongOf(first))).json().code).toBe('VERIFICATION_CODE_WRONG');
    later(61_000);
    await sendSms();
    const second = await latestCode(t.app, 'sms', e164);
    for (let i = 0; i < 2; i++)
      expect((await reset(wrongOf(second))).json().code).toBe('VERIFICATION_CODE_WRONG');
    expect((await reset(second)).statusCode).toBe(429);
    expect((await loginAs(t.app, reg.json().value.userName, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
