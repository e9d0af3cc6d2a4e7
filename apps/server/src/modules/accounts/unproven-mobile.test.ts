import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  GOOD_PASSWORD,
  latestCode,
  loginBySms,
  newUsername,
  randomIp,
  registerMember,
  registerMobile,
  resetBySms,
  sendSmsCode,
  solveAltcha,
} from '../../../test/helpers/accounts';

/**
 * Security issue, defect 2: a number given without its code is not proof, and must not lead to
 * an account nor tell whether it is registered. A proven number logs in by
 * password like a username.
 */
describe('mobile numbers are used only once proven', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());
  const later = () => (now = new Date(now.getTime() + 61_000));

  const sendSms = (mobileNum: string) => sendSmsCode(t.app, mobileNum);
  const registerByMobile = async (mobileNum: string, e164: string) => {
    later();
    await sendSms(mobileNum);
    return registerMobile(t.app, mobileNum, e164);
  };
  const smsLogin = async (mobileNum: string, e164: string) => {
    later();
    await sendSms(mobileNum);
    return loginBySms(t.app, mobileNum, await latestCode(t.app, 'sms', e164));
  };
  const userOf = async (token: string) =>
    (await t.app.inject({ url: '/wps/member/info', headers: auth(token) })).json().value.userName;

  it("a number given at username registration does not log its owner into the giver's account", async () => {
    const attacker = await registerMember(t.app, {
      mobileNum: '0891110001',
      countryDialingCode: '66',
    });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, attacker.username));
    expect(row!.mobileNum).toBe('0891110001');
    expect(row!.mobileE164).toBeNull();

    // The owner's SMS login does not land in the attacker's account.
    const login = await smsLogin('0891110001', '+66891110001');
    expect(login.json().code).toBe('WRONG_CREDENTIALS');
    // The owner registers the number with its code, and it is theirs.
    const owner = await registerByMobile('0891110001', '+66891110001');
    expect(owner.statusCode, owner.body).toBe(200);
    const again = await smsLogin('0891110001', '+66891110001');
    expect(again.statusCode).toBe(200);
    expect(await userOf(again.json().value.token)).toBe(owner.json().value.userName);
  });

  it('an unproven number does not reset a password by SMS', async () => {
    const attacker = await registerMember(t.app, {
      mobileNum: '0891110002',
      countryDialingCode: '66',
    });
    later();
    await sendSms('0891110002');
    const reset = await resetBySms(
      t.app,
      '0891110002',
      await latestCode(t.app, 'sms', '+66891110002'),
      'Mango-Sticky-Rice-77',
    );
    expect(reset.statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ changed: members.passwordChangedAt, created: members.createdAt })
      .from(members)
      .where(eq(members.username, attacker.username));
    expect(row!.changed.getTime()).toBeLessThanOrEqual(row!.created.getTime() + 1000);
  });

  it('username registration does not tell whether a number is registered', async () => {
    const owner = await registerByMobile('0891110003', '+66891110003');
    expect(owner.statusCode).toBe(200);
    const other = await registerMember(t.app, {
      mobileNum: '0891110003',
      countryDialingCode: '66',
    });
    expect(other.token).toBeTruthy();
    const fresh = await registerMember(t.app, {
      mobileNum: '0891110004',
      countryDialingCode: '66',
    });
    expect(fresh.token).toBeTruthy();
  });

  it('a proven number logs in by password, as username or as mobileNum (issue 16, defect 6)', async () => {
    const reg = await registerByMobile('0891110005', '+66891110005');
    const userName = reg.json().value.userName;
    const byPassword = async (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: randomIp(),
        payload: {
          type: 'username',
          password: GOOD_PASSWORD,
          altcha: await solveAltcha(t.app),
          ...payload,
        },
      });
    const typed = await byPassword({ username: '0891110005' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().value.userName).toBe(userName);
    const field = await byPassword({ mobileNum: '891110005', countryDialingCode: '66' });
    expect(field.statusCode, field.body).toBe(200);
    expect(field.json().value.userName).toBe(userName);
    expect((await byPassword({ username: userName })).statusCode).toBe(200);
    expect(
      (await byPassword({ username: '0891110005', password: 'Wrong-Pass-123' })).json().code,
    ).toBe('WRONG_CREDENTIALS');
    const both = await byPassword({ username: userName, mobileNum: '0891110005' });
    expect(both.statusCode).toBe(400);

    // Failures count per number, however it is typed: the third asks for the captcha.
    await byPassword({ username: '0891110005', password: 'Wrong-Pass-124' });
    const third = await byPassword({
      mobileNum: '891110005',
      countryDialingCode: '66',
      password: 'Wrong-Pass-125',
    });
    expect(third.json()).toMatchObject({ code: 'WRONG_CREDENTIALS', value: { captcha: true } });

    // An unproven number names no account.
    const unproven = await registerMember(t.app, {
      username: newUsername(),
      mobileNum: '0891110006',
      countryDialingCode: '66',
    });
    expect(unproven.token).toBeTruthy();
    expect((await byPassword({ username: '0891110006' })).json().code).toBe('WRONG_CREDENTIALS');
  });
});
