import { generate } from 'otplib';
import type { OperatorRole } from '@lotto/contract';
import type { TestApp } from '../../../test/helpers/build-test-app';
import { TOTP_PERIOD_SECONDS } from '../../lib/totp';
import { createOperatorsService } from './operators.service';
import { createOpsSessions } from './ops-sessions';

/** A clock tests move: real time plus an offset, so member sessions made at real time stay live. */
export function movableClock() {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /** To the next TOTP step, so a new code is not a replay of the last one. */
    nextStep() {
      offsetMs += TOTP_PERIOD_SECONDS * 1000;
    },
    now: () => new Date(Date.now() + offsetMs),
  };
}
export type MovableClock = ReturnType<typeof movableClock>;

export const OPS_PASSWORD = 'Quiet-harbour-lantern-42';

export const totpAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

let lastOctet = 0;
/**
 * Each call from an address of its own in 127.0.0.0/8, so the per-address limits (10 sign-ins
 * a minute) do not count a whole test file's calls together; the limit has its own test.
 */
const nextAddress = () => `127.0.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;

export const post = (t: TestApp, url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
    remoteAddress: nextAddress(),
  });

export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
    remoteAddress: nextAddress(),
  });

/** Opens the link and enrols: the secret and the recovery codes. */
export async function enrol(t: TestApp, clock: MovableClock, linkToken: string) {
  const start = await post(t, '/ops/enrolment/start', { token: linkToken });
  if (start.statusCode !== 200) throw new Error(start.body);
  const secret = start.json<{ value: { secret: string } }>().value.secret;
  const done = await post(t, '/ops/enrolment/complete', {
    token: linkToken,
    password: OPS_PASSWORD,
    code: await totpAt(secret, clock.now()),
  });
  if (done.statusCode !== 200) throw new Error(done.body);
  clock.nextStep();
  return {
    secret,
    recoveryCodes: done.json<{ value: { recoveryCodes: string[] } }>().value.recoveryCodes,
  };
}

export async function signIn(t: TestApp, clock: MovableClock, username: string, secret: string) {
  const res = await post(t, '/ops/sign-in', {
    username,
    password: OPS_PASSWORD,
    code: await totpAt(secret, clock.now()),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  clock.nextStep();
  return res.json<{ value: { token: string } }>().value.token;
}

/** An enrolled, signed-in operator of each role asked for; the first is the owner. */
export async function operatorsWithRoles(
  t: TestApp,
  clock: MovableClock,
  createOwner: (username: string) => Promise<{ token: string }>,
  roles: readonly OperatorRole[],
) {
  const owner = await createOwner('owner1');
  const ownerEnrolment = await enrol(t, clock, owner.token);
  const ownerToken = await signIn(t, clock, 'owner1', ownerEnrolment.secret);
  const tokens = new Map<OperatorRole, string>([['owner', ownerToken]]);
  for (const role of roles) {
    if (role === 'owner') continue;
    const username = `op_${role}`;
    const invite = await post(t, '/ops/operators', { username, role }, ownerToken);
    if (invite.statusCode !== 200) throw new Error(invite.body);
    const { secret } = await enrol(
      t,
      clock,
      invite.json<{ value: { token: string } }>().value.token,
    );
    tokens.set(role, await signIn(t, clock, username, secret));
  }
  return {
    tokens,
    ownerSecret: ownerEnrolment.secret,
    ownerRecovery: ownerEnrolment.recoveryCodes,
  };
}

/** operatorsWithRoles for the demo merchant, its owner made as the command line makes one. */
export function operatorsOfRoles(t: TestApp, clock: MovableClock, roles: readonly OperatorRole[]) {
  const operators = createOperatorsService(
    t.database.db,
    clock.clock,
    createOpsSessions(t.database.db, clock.clock),
  );
  return operatorsWithRoles(t, clock, (u) => operators.createOwner('DEMO', u), roles);
}
