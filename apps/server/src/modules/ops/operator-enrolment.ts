import { ErrorCode, type MerchantConfig, type OperatorRole } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hashing';
import { passwordProblem, passwordProblemMessage } from '../../lib/password-policy';
import { newRecoveryCodes } from '../../lib/recovery-codes';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { newTotpSecret, totpEnrolment, totpStep } from '../../lib/totp';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { OperatorDeps } from './operator-deps';
import {
  findLiveEnrolment,
  insertEnrolment,
  insertOperator,
  replaceRecoveryCodes,
  updateOperator,
  useEnrolment,
} from './operators.repository';

/** An operator invited with a one-time link, then enrolled through it (password and TOTP). */

/** An enrolment or invitation link is good for 24 hours, once. */
export const ENROLMENT_LINK_HOURS = 24;

async function issueLink({ clock }: OperatorDeps, tx: Db, operatorId: number) {
  const token = randomToken();
  const expiresAt = new Date(clock().getTime() + ENROLMENT_LINK_HOURS * 3_600_000);
  await insertEnrolment(tx, { operatorId, tokenHash: sha256Hex(token), expiresAt });
  return { token, expiresAt: expiresAt.getTime() };
}

/** A new operator and their one-time enrolment link, in one transaction with its audit entry. */
export async function createOperatorWithLink(
  deps: OperatorDeps,
  actor: Actor,
  username: string,
  role: OperatorRole,
) {
  return deps.db.transaction(async (tx) => {
    const created = await insertOperator(tx, {
      merchantCode: actor.merchantCode,
      username,
      role,
      createdBy: actor.operatorId,
    });
    if (!created) {
      throw new HttpError(ErrorCode.USERNAME_EXISTS, 'username: an operator has this name', {
        fields: { username: 'an operator has this name' },
      });
    }
    const link = await issueLink(deps, tx, created.id);
    await recordAudit(tx, actor, {
      action: 'operator.invite',
      targetType: 'operator',
      targetId: created.id,
      after: { username, role },
    });
    return { operator: deps.item(created), ...link };
  });
}

async function liveEnrolment(db: Db, clock: Clock, token: string) {
  const found = await findLiveEnrolment(db, sha256Hex(token), clock());
  if (!found) throw new HttpError(ErrorCode.NOT_FOUND, 'This link has expired or was used');
  return found;
}

export async function startEnrolment(
  { db, clock, secrets }: OperatorDeps,
  token: string,
  merchant: MerchantConfig,
) {
  const { operator } = await liveEnrolment(db, clock, token);
  // A pending secret is kept across reloads of the page, so a scanned QR code stays good.
  const stored = operator.totpConfirmedAt ? null : operator.totpSecret;
  const secret = stored ? await secrets().open(operator.id, stored) : null;
  const pending = secret ?? newTotpSecret();
  if (!secret) await updateOperator(db, operator.id, { totpSecret: secrets().seal(pending) });
  return {
    username: operator.username,
    role: operator.role,
    ...(await totpEnrolment(pending, `${merchant.name} console`, operator.username)),
  };
}

export async function completeEnrolment(
  { db, clock, secrets }: OperatorDeps,

  body: { token: string; password: string; code: string },
  merchant: MerchantConfig,
  ip: string,
) {
  const { enrolment, operator } = await liveEnrolment(db, clock, body.token);
  const problem = passwordProblem(body.password, merchant, [operator.username]);
  if (problem) {
    throw fieldError('password', passwordProblemMessage[problem], ErrorCode.WEAK_PASSWORD);
  }
  const step = operator.totpSecret
    ? await totpStep(await secrets().open(operator.id, operator.totpSecret), body.code, clock())
    : null;
  if (step === null) {
    throw fieldError('code', 'the code is wrong or expired', ErrorCode.VERIFICATION_CODE_WRONG);
  }
  const passwordHash = await hashPassword(body.password);
  const recovery = await newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await useEnrolment(tx, enrolment.id, clock()))) {
      throw new HttpError(ErrorCode.NOT_FOUND, 'This link has expired or was used');
    }
    await updateOperator(tx, operator.id, {
      passwordHash,
      totpConfirmedAt: clock(),
      totpLastStep: step,
      failedSignIns: 0,
      lockedUntil: null,
    });
    await replaceRecoveryCodes(tx, operator.id, recovery.hashes);
    await recordAudit(
      tx,
      {
        merchantCode: operator.merchantCode,
        operatorId: operator.id,
        username: operator.username,
        ip,
      },
      { action: 'operator.enrol', targetType: 'operator', targetId: operator.id },
    );
  });
  return { recoveryCodes: recovery.codes };
}
