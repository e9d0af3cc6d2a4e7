import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  ADULT_BIRTH_DATE,
  latestCode,
  newUsername,
  registerByUsername,
  registerMobile,
  sendSmsCode,
  GOOD_PASSWORD,
} from '../../../test/helpers/accounts';
import { movableClock } from '../ops/ops.test-support';
import { ageOn } from './age-and-terms';

/** §5: age confirmation and agreeing to the terms, on both registration methods. */
describe('age confirmation and the terms at registration', () => {
  const time = movableClock();
  let t: TestApp;
  let t21: TestApp;
  beforeAll(async () => {
    t = await buildTestApp((m) => m, { clock: time.clock });
    t21 = await buildTestApp((m) => ({ ...m, register: { ...m.register, minimumAge: 21 } }), {
      clock: time.clock,
    });
  });
  afterAll(async () => {
    await t.close();
    await t21.close();
  });

  const memberCount = async (app: TestApp) =>
    (await app.database.db.select({ n: count() }).from(members))[0]!.n;
  /** The date `years` years before today (UTC; the demo merchant's zone is ahead of it). */
  const yearsAgo = (years: number, dayShift = 0) => {
    const d = new Date(time.now());
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };

  it('counts full years, the birthday included', () => {
    expect(ageOn({ y: 2000, m: 3, d: 10 }, { y: 2018, m: 3, d: 10 })).toBe(18);
    expect(ageOn({ y: 2000, m: 3, d: 10 }, { y: 2018, m: 3, d: 9 })).toBe(17);
    expect(ageOn({ y: 2000, m: 2, d: 29 }, { y: 2018, m: 2, d: 28 })).toBe(17);
  });

  it('records the birth date and the agreement of a new member', async () => {
    const username = newUsername();
    const res = await registerByUsername(t.app, username, GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.username, username));
    expect(row!.birthDate).toBe(ADULT_BIRTH_DATE);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('refuses a birth date under 18, a missing one, a bad one and no agreement; nothing written', async () => {
    const before = await memberCount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ birthDate: yearsAgo(18, 2) }, 'birthDate'],
      [{ birthDate: undefined }, 'birthDate'],
      [{ birthDate: '2001-02-30' }, 'birthDate'],
      [{ birthDate: '31/01/2000' }, 'birthDate'],
      [{ birthDate: yearsAgo(-1) }, 'birthDate'],
      [{ agreeTerms: false }, 'agreeTerms'],
      [{ agreeTerms: undefined }, 'agreeTerms'],
    ];
    for (const [extra, field] of cases) {
      const res = await registerByUsername(t.app, newUsername(), GOOD_PASSWORD, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().value.fields).toHaveProperty(field);
    }
    expect(await memberCount(t)).toBe(before);
    const adult = await registerByUsername(t.app, newUsername(), GOOD_PASSWORD, {
      birthDate: yearsAgo(18, -2),
    });
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it('holds a merchant of 21 to 21 years', async () => {
    const twenty = await registerByUsername(t21.app, newUsername(), GOOD_PASSWORD, {
      birthDate: yearsAgo(20),
    });
    expect(twenty.statusCode).toBe(400);
    expect(twenty.json().value.fields).toHaveProperty('birthDate');
    expect(twenty.json().value.fieldCodes.birthDate).toEqual({
      code: 'too_young',
      params: { min: 21 },
    });
    const ok = await registerByUsername(t21.app, newUsername(), GOOD_PASSWORD, {
      birthDate: yearsAgo(21, -2),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks the same on mobile registration, before the SMS code is spent', async () => {
    const mobileNum = `08${String(Date.now()).slice(-8)}`;
    const e164 = `+66${mobileNum.slice(1)}`;
    expect((await sendSmsCode(t.app, mobileNum)).statusCode).toBe(200);
    const code = await latestCode(t.app, 'sms', e164);
    const young = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        mobileNum,
        countryDialingCode: '66',
        verificationCode: code,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        registerUrl: 'm.demo.example.com',
        registerMethod: 'H5',
        birthDate: yearsAgo(10),
        agreeTerms: true,
        altcha: 'AAAA',
      },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().value.fields).toHaveProperty('birthDate');
    const res = await registerMobile(t.app, mobileNum, e164);
    expect(res.statusCode, res.body).toBe(200);
  });
});
