import { ErrorCode, type OpsSignInInput } from '@lotto/contract';
import type { Db } from '../../db/client';
import { addressAllowed } from '../../lib/allowed-addresses';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password-hashing';
import { matchRecoveryCode } from '../../lib/recovery-codes';
import { totpStep } from '../../lib/totp';
import { recordAudit } from '../audit/audit.service';
import type { OperatorDeps } from './operator-deps';
import {
  clearSignInFailures,
  countSignInFailure,
  signInLockedUntil,
} from './operator-sign-in-failures';
import { operatorStatus } from './operator-status';
import {
  allowedAddresses,
  findOperatorByUsername,
  takeTotpStep,
  unusedRecoveryCodes,
  updateOperator,
  useRecoveryCode,
  type OperatorRow,
} from './operators.repository';

/** An operator's sign-in to the console: address, password, then a TOTP or a recovery code. */

const wrongCredentials = () =>
  new HttpError(ErrorCode.WRONG_CREDENTIALS, 'Wrong username, password or code');

interface Attempt {
  merchantCode: string;
  body: OpsSignInInput;
  ip: string;
}

/** A refused sign-in, audited with its reason. */
const auditRefusal = (db: Db, a: Attempt, operator: OperatorRow | null, reason: string) =>
  recordAudit(
    db,
    {
      merchantCode: a.merchantCode,
      operatorId: operator?.id ?? null,
      username: operator?.username ?? a.body.username,
      ip: a.ip,
    },
    {
      action: 'ops.signIn',
      targetType: 'operator',
      targetId: operator?.id,
      after: { reason },
      outcome: 'refused',
    },
  );

/** Whether the second factor holds (a TOTP step not used before, or an unused recovery code). */
async function secondFactor(
  { db, secrets }: OperatorDeps,
  operator: OperatorRow,
  body: OpsSignInInput,
  now: Date,
) {
  if (body.code !== undefined && operator.totpSecret) {
    const secret = await secrets().open(operator.id, operator.totpSecret);
    const step = await totpStep(secret, body.code, now);
    return { ok: step !== null && (await takeTotpStep(db, operator.id, step)), recovery: false };
  }
  if (body.recoveryCode !== undefined) {
    const id = await matchRecoveryCode(
      await unusedRecoveryCodes(db, operator.id),
      body.recoveryCode,
    );
    const ok = id !== null && (await useRecoveryCode(db, id, now));
    return { ok, recovery: ok };
  }
  return { ok: false, recovery: false };
}

/** The operator known, active and not locked out, or the refusal (audited). */
async function signingOperator({ db }: OperatorDeps, a: Attempt, now: Date) {
  if (!addressAllowed(await allowedAddresses(db, a.merchantCode), a.ip)) {
    await auditRefusal(db, a, null, 'address');
    throw new HttpError(ErrorCode.FORBIDDEN, 'The console is not open to this address');
  }
  const operator = await findOperatorByUsername(db, a.merchantCode, a.body.username);
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, a.body.password);
  if (!operator || operatorStatus(operator, now) === 'invited' || operator.status !== 'active') {
    await auditRefusal(db, a, operator, 'unknown');
    throw wrongCredentials();
  }
  const lockedUntil = await signInLockedUntil(db, operator, a.ip, now);
  if (lockedUntil) {
    await auditRefusal(db, a, operator, 'locked');
    const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new HttpError(
      ErrorCode.RATE_LIMITED,
      `Too many failed sign-ins, try again in ${minutes} min`,
    );
  }
  return { operator, passwordOk };
}

export async function signInOperator(
  deps: OperatorDeps,
  merchantCode: string,
  body: OpsSignInInput,
  ip: string,
  userAgent: string | undefined,
) {
  const { db, clock, sessions } = deps;
  const now = clock();
  const attempt: Attempt = { merchantCode, body, ip };
  const { operator, passwordOk } = await signingOperator(deps, attempt, now);
  const second = passwordOk
    ? await secondFactor(deps, operator, body, now)
    : { ok: false, recovery: false };
  if (!passwordOk || !second.ok) {
    await countSignInFailure(db, operator.id, ip, now);
    await auditRefusal(db, attempt, operator, passwordOk ? 'code' : 'password');
    throw wrongCredentials();
  }
  await updateOperator(db, operator.id, {
    failedSignIns: 0,
    lockedUntil: null,
    lastSignInAt: now,
  });
  await clearSignInFailures(db, operator.id, ip);
  const session = await sessions.open(operator.id, ip, userAgent);
  await recordAudit(
    db,
    { merchantCode, operatorId: operator.id, username: operator.username, ip },
    {
      action: 'ops.signIn',
      targetType: 'operator',
      targetId: operator.id,
      after: { method: second.recovery ? 'recovery code' : 'totp' },
    },
  );
  return {
    token: session.token,
    expiresAt: session.expiresAt.getTime(),
    operator: {
      id: operator.id,
      username: operator.username,
      role: operator.role,
      merchant: merchantCode,
    },
    recoveryCodesLeft: (await unusedRecoveryCodes(db, operator.id)).length,
  };
}
