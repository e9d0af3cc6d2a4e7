import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberTwoFactor } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, loginAs, randomIp, registerMember } from '../../../test/helpers/accounts';
import { movableClock, totpAt } from '../ops/ops.test-support';
import {
  TWO_FACTOR_ACCOUNT_MAX_FAILURES,
  TWO_FACTOR_LOCK_MS,
  TWO_FACTOR_MAX_FAILURES,
} from './two-factor.service';

/** Wrong two-factor codes count per account too, over every challenge. */
describe('two-factor sign-in locks the account after too many wrong codes', () => {
  let t: TestApp;
  const time = movableClock();
  beforeAll(async () => {
    t = await buildTestApp((m) => m, { clock: time.clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

  async function memberWithTwoFactor() {
    const m = await registerMember(t.app);
    const enrol = await post('/wps/member/twoFactor/enrol', {}, m.token);
    const secret = enrol.json().value.secret as string;
    const confirm = await post(
      '/wps/member/twoFactor/confirm',
      { code: await totpAt(secret, time.now()) },
      m.token,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    time.nextStep();
    return { ...m, secret };
  }
  const challengeOf = async (m: { username: string; password: string }) => {
    const res = await loginAs(t.app, m.username, m.password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.challenge as string;
  };
  /** A code that is not the current one (nor the step before or after). */
  const wrong = async (secret: string) => {
    const now = time.now();
    const near = await Promise.all(
      [-30_000, 0, 30_000].map((d) => totpAt(secret, new Date(now.getTime() + d))),
    );
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!near.includes(code)) return code;
    }
  };
  const failuresOf = async (memberId: number) =>
    (
      await t.database.db
        .select()
        .from(memberTwoFactor)
        .where(eq(memberTwoFactor.memberId, memberId))
    )[0]!;

  it(`at the ${TWO_FACTOR_ACCOUNT_MAX_FAILURES}th wrong code in a row, over two challenges, even the right code is refused for 15 minutes`, async () => {
    expect(TWO_FACTOR_ACCOUNT_MAX_FAILURES).toBe(2 * TWO_FACTOR_MAX_FAILURES);
    const m = await memberWithTwoFactor();
    let challenge = await challengeOf(m);
    for (let i = 1; i <= TWO_FACTOR_ACCOUNT_MAX_FAILURES; i++) {
      if (i === TWO_FACTOR_MAX_FAILURES + 1) challenge = await challengeOf(m);
      const res = await post('/wps/session/login/twoFactor', {
        challenge,
        code: await wrong(m.secret),
      });
      if (i < TWO_FACTOR_ACCOUNT_MAX_FAILURES) {
        expect(res.statusCode, `try ${i}`).toBe(400);
        expect(res.json().code).toBe('VERIFICATION_CODE_WRONG');
      } else {
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('TWO_FACTOR_LOCKED');
      }
    }
    // A new sign-in with the password and the right code: still locked, the code not even used.
    const right = await post('/wps/session/login/twoFactor', {
      challenge: await challengeOf(m),
      code: await totpAt(m.secret, time.now()),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TWO_FACTOR_LOCKED');
    expect(right.json().message).toMatch(/15/);

    // Fifteen minutes on, the right code signs in.
    time.advance(TWO_FACTOR_LOCK_MS);
    const after = await post('/wps/session/login/twoFactor', {
      challenge: await challengeOf(m),
      code: await totpAt(m.secret, time.now()),
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().value.token).toBeTruthy();
  });

  it('a right code ends the run of wrong ones', async () => {
    const m = await memberWithTwoFactor();
    const challenge = await challengeOf(m);
    for (let i = 0; i < TWO_FACTOR_MAX_FAILURES - 1; i++)
      await post('/wps/session/login/twoFactor', { challenge, code: await wrong(m.secret) });
    const memberId = (await t.database.db.select().from(memberTwoFactor)).find(
      (r) => r.failures === TWO_FACTOR_MAX_FAILURES - 1,
    )?.memberId;
    expect(memberId).toBeDefined();
    const ok = await post('/wps/session/login/twoFactor', {
      challenge,
      code: await totpAt(m.secret, time.now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await failuresOf(memberId!)).failures).toBe(0);
  });

  it('turning two-factor off counts wrong codes with sign-in and is refused while locked', async () => {
    const m = await memberWithTwoFactor();
    // From an address of its own: the calls of the tests above count against the rate limit.
    const remoteAddress = randomIp();
    const send = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        headers: token ? auth(token) : {},
      });
    const disable = async (code: string) =>
      send('/wps/member/twoFactor/disable', { code }, m.token);
    // Five wrong codes at sign-in, then four when turning it off: nine in a row, not locked yet.
    const challenge = await challengeOf(m);
    for (let i = 0; i < TWO_FACTOR_MAX_FAILURES; i++) {
      const res = await send('/wps/session/login/twoFactor', {
        challenge,
        code: await wrong(m.secret),
      });
      expect(res.json().code).toBe('VERIFICATION_CODE_WRONG');
    }
    for (let i = 1; i < TWO_FACTOR_ACCOUNT_MAX_FAILURES - TWO_FACTOR_MAX_FAILURES; i++) {
      const res = await disable(await wrong(m.secret));
      expect(res.statusCode, `try ${i}`).toBe(400);
      expect(res.json().code).toBe('VERIFICATION_CODE_WRONG');
    }
    // The tenth locks: now even the right code neither turns it off nor signs in.
    const tenth = await disable(await wrong(m.secret));
    expect(tenth.statusCode, tenth.body).toBe(429);
    expect(tenth.json().code).toBe('TWO_FACTOR_LOCKED');
    const right = await disable(await totpAt(m.secret, time.now()));
    expect(right.statusCode).toBe(429);
    const signIn = await send('/wps/session/login/twoFactor', {
      challenge: await challengeOf(m),
      code: await totpAt(m.secret, time.now()),
    });
    expect(signIn.json().code).toBe('TWO_FACTOR_LOCKED');
    const twoFactorOn = async () =>
      (await t.app.inject({ url: '/wps/member/securityConfig', headers: auth(m.token) })).json()
        .value.twoFactor as boolean;
    expect(await twoFactorOn()).toBe(true);

    // Fifteen minutes on, the right code turns it off, and the run of wrong ones is over.
    time.advance(TWO_FACTOR_LOCK_MS);
    const off = await disable(await totpAt(m.secret, time.now()));
    expect(off.statusCode, off.body).toBe(200);
    expect(await twoFactorOn()).toBe(false);
  });
});
