import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  SIGN_IN_FAILURES_BEFORE_GLOBAL_LOCK,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGN_IN_LOCK_MINUTES,
} from './operator-sign-in-failures';
import { setAllowedAddresses } from './operators.repository';
import { createOperatorsService } from './operators.service';
import {
  createOpsSessions,
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_MAX_HOURS,
} from './ops-sessions';
import { enrol, get, movableClock, OPS_PASSWORD, post, signIn, totpAt } from './ops.test-support';

describe('operator enrolment and sign-in', () => {
  let t: TestApp;
  const clock = movableClock();
  let createOwner: (username: string) => Promise<{ token: string; expiresAt: number }>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const operators = createOperatorsService(
      t.database.db,
      clock.clock,
      createOpsSessions(t.database.db, clock.clock),
    );
    createOwner = (username) => operators.createOwner('DEMO', username);
  });
  afterAll(() => t.close());
  /** The status of a sign-in from the address with the password and a fresh code. */
  const signInAs = (username: string, secret: string) => async (ip: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/sign-in',
      payload: { username, password, code: await totpAt(secret, clock.now()) },
      remoteAddress: ip,
    });
    if (res.statusCode === 200) clock.nextStep();
    return res.statusCode;
  };

  it('enrols from the one-time link: QR, a confirming code, ten recovery codes', async () => {
    const link = await createOwner('alice');
    const start = await post(t, '/ops/enrolment/start', { token: link.token });
    expect(start.statusCode).toBe(200);
    const v = start.json().value;
    expect(v).toMatchObject({ username: 'alice', role: 'owner' });
    expect(v.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(v.qrCode).toMatch(/^data:image\/png;base64,/);
    // Opening the page again keeps the secret already scanned.
    const again = await post(t, '/ops/enrolment/start', { token: link.token });
    expect(again.json().value.secret).toBe(v.secret);

    const wrongCode = await post(t, '/ops/enrolment/complete', {
      token: link.token,
      password: OPS_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().value.fields).toHaveProperty('code');
    const weak = await post(t, '/ops/enrolment/complete', {
      token: link.token,
      password: 'alice-password-1',
      code: await totpAt(v.secret, clock.now()),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const done = await post(t, '/ops/enrolment/complete', {
      token: link.token,
      password: OPS_PASSWORD,
      code: await totpAt(v.secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const codes = done.json().value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const reused = await post(t, '/ops/enrolment/start', { token: link.token });
    expect(reused.statusCode).toBe(404);
    clock.nextStep();
  });

  it('refuses an expired link', async () => {
    const link = await createOwner('late');
    clock.advance(25 * 3_600_000);
    expect((await post(t, '/ops/enrolment/start', { token: link.token })).statusCode).toBe(404);
  });

  it('signs in with password and TOTP; a code is good once; a recovery code once', async () => {
    const link = await createOwner('bob');
    const { secret, recoveryCodes } = await enrol(t, clock, link.token);
    const code = await totpAt(secret, clock.now());
    const ok = await post(t, '/ops/sign-in', { username: 'BOB', password: OPS_PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().value.token as string;
    expect(ok.json().value.operator).toMatchObject({ username: 'bob', role: 'owner' });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await get(t, '/ops/me', token)).json().value.username).toBe('bob');

    const replay = await post(t, '/ops/sign-in', { username: 'bob', password: OPS_PASSWORD, code });
    expect(replay.statusCode).toBe(401);

    const recovery = { username: 'bob', password: OPS_PASSWORD, recoveryCode: recoveryCodes[0] };
    const byRecovery = await post(t, '/ops/sign-in', recovery);
    expect(byRecovery.statusCode).toBe(200);
    expect(byRecovery.json().value.recoveryCodesLeft).toBe(9);
    expect((await post(t, '/ops/sign-in', recovery)).statusCode).toBe(401);

    expect((await post(t, '/ops/sign-out', {}, token)).statusCode).toBe(200);
    expect((await get(t, '/ops/me', token)).statusCode).toBe(401);
    clock.nextStep();
  });

  it('refuses unknown fields and a missing second factor, naming the field', async () => {
    const extra = await post(t, '/ops/sign-in', {
      username: 'bob',
      password: OPS_PASSWORD,
      code: '123456',
      role: 'owner',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().value.fields).toEqual({ role: 'is not a field of this call' });
    const noCode = await post(t, '/ops/sign-in', { username: 'bob', password: OPS_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().value.fields).toHaveProperty('code');
  });

  it('locks out the address that failed five times, not the operator elsewhere', async () => {
    const link = await createOwner('carol');
    const signInFrom = signInAs('carol', (await enrol(t, clock, link.token)).secret);
    const stranger = '198.51.100.9';
    const owner = '203.0.113.20';
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++) {
      expect(await signInFrom(stranger, 'wrong-password-here')).toBe(401);
    }
    expect(await signInFrom(stranger, OPS_PASSWORD)).toBe(429);
    expect(await signInFrom(owner, OPS_PASSWORD)).toBe(200);
    expect(await signInFrom(stranger, OPS_PASSWORD)).toBe(429);
    clock.advance((SIGN_IN_LOCK_MINUTES + 1) * 60_000);
    expect(await signInFrom(stranger, OPS_PASSWORD)).toBe(200);
  });

  it('holds every failing address once failures across addresses reach the ceiling', async () => {
    const link = await createOwner('gina');
    const signInFrom = signInAs('gina', (await enrol(t, clock, link.token)).secret);
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_GLOBAL_LOCK; i++) {
      expect(await signInFrom(`198.51.100.${100 + (i % 20)}`, 'wrong-password-here')).toBe(401);
    }
    expect(await signInFrom('198.51.100.100', OPS_PASSWORD)).toBe(429);
    expect(await signInFrom('203.0.113.21', OPS_PASSWORD)).toBe(200);
  });

  it('ends a session after 15 idle minutes and after 8 hours in all', async () => {
    const link = await createOwner('dave');
    const { secret } = await enrol(t, clock, link.token);
    const idle = await signIn(t, clock, 'dave', secret);
    clock.advance((OPERATOR_IDLE_MINUTES + 1) * 60_000);
    const expired = await get(t, '/ops/me', idle);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');

    clock.nextStep();
    const busy = await signIn(t, clock, 'dave', secret);
    for (let h = 0; h < OPERATOR_SESSION_MAX_HOURS * 6; h++) {
      clock.advance(10 * 60_000);
      const me = await get(t, '/ops/me', busy);
      expect(me.statusCode).toBe(h < OPERATOR_SESSION_MAX_HOURS * 6 - 1 ? 200 : 401);
    }
  });

  it('answers 429 to the eleventh sign-in a minute from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/ops/sign-in',
        payload: { username: 'nobody', password: 'x', code: '123456' },
        remoteAddress: '192.0.2.7',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('an owner sets the allowed addresses, checked, never shutting themselves out', async () => {
    const link = await createOwner('frank');
    const { secret } = await enrol(t, clock, link.token);
    const token = await signIn(t, clock, 'frank', secret);
    const put = (addresses: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/allowed-addresses',
        payload: { addresses },
        headers: { authorization: token },
        remoteAddress: '198.51.100.20',
      });
    const bad = await put(['198.51.100.0/24', 'not-an-address']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty(['addresses.1']);
    const lockout = await put(['10.0.0.0/8']);
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().value.fields.addresses).toMatch(/198\.51\.100\.20/);
    const ok = await put(['198.51.100.0/24', '127.0.0.0/8']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.addresses).toEqual(['198.51.100.0/24', '127.0.0.0/8']);
    expect((await get(t, '/ops/allowed-addresses', token)).json().value.addresses).toHaveLength(2);
    expect((await put([])).statusCode).toBe(200);
  });

  it('refuses sign-in and calls from an address outside the allowed list', async () => {
    const link = await createOwner('erin');
    const { secret } = await enrol(t, clock, link.token);
    const token = await signIn(t, clock, 'erin', secret);
    await setAllowedAddresses(t.database.db, 'DEMO', ['10.0.0.0/8']);
    try {
      expect((await get(t, '/ops/me', token)).statusCode).toBe(403);
      const refused = await post(t, '/ops/sign-in', {
        username: 'erin',
        password: OPS_PASSWORD,
        code: await totpAt(secret, clock.now()),
      });
      expect(refused.statusCode).toBe(403);
      const inside = await t.app.inject({
        method: 'GET',
        url: '/ops/me',
        headers: { authorization: token },
        remoteAddress: '10.1.2.3',
      });
      expect(inside.statusCode).toBe(200);
    } finally {
      await setAllowedAddresses(t.database.db, 'DEMO', []);
    }
  });
});
