import {
  ErrorCode,
  type MerchantConfig,
  type OperatorItem,
  type OperatorRole,
  type OpsSignInInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { passwordProblem, passwordProblemMessage } from '../../lib/password-policy';
import { addressAllowed, isAddressRule } from '../../lib/allowed-addresses';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { OpsSessions } from './ops-sessions';
import type { OperatorTotpSecrets } from './operator-totp-secrets';
import {
  clearSignInFailures,
  countSignInFailure,
  signInLockedUntil,
} from './operator-sign-in-failures';
import {
  allowedAddresses,
  findLiveEnrolment,
  findOperatorByUsername,
  insertEnrolment,
  insertOperator,
  listOperators,
  replaceRecoveryCodes,
  setAllowedAddresses,
  takeTotpStep,
  unusedRecoveryCodes,
  updateOperator,
  useEnrolment,
  useRecoveryCode,
  type OperatorRow,
} from './operators.repository';
import { matchRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';
import { newTotpSecret, totpEnrolment, totpStep } from '../../lib/totp';

/** An enrolment or invitation link is good for 24 hours, once. */
export const ENROLMENT_LINK_HOURS = 24;

const wrongCredentials = () =>
  new HttpError(ErrorCode.WRONG_CREDENTIALS, 'Wrong username, password or code');

export const operatorStatus = (o: OperatorRow, now: Date): OperatorItem['status'] => {
  if (o.status === 'disabled') return 'disabled';
  if (!o.totpConfirmedAt || !o.passwordHash) return 'invited';
  if (o.lockedUntil && o.lockedUntil > now) return 'locked';
  return 'active';
};

/**
 * `totpSecrets` seals and opens operators' TOTP secrets (the app passes it; the command line and
 * tests that only create operators may leave it out, and then cannot enrol or sign anyone in).
 */
export function createOperatorsService(
  db: Db,
  clock: Clock,
  sessions: OpsSessions,
  totpSecrets?: OperatorTotpSecrets,
) {
  const secrets = (): OperatorTotpSecrets => {
    if (!totpSecrets) throw new Error('operator TOTP secrets need the secret box');
    return totpSecrets;
  };
  const item = (o: OperatorRow): OperatorItem => ({
    id: o.id,
    username: o.username,
    role: o.role,
    status: operatorStatus(o, clock()),
    createdAt: o.createdAt.getTime(),
    lastSignInAt: o.lastSignInAt?.getTime() ?? null,
  });

  async function issueLink(tx: Db, operatorId: number) {
    const token = randomToken();
    const expiresAt = new Date(clock().getTime() + ENROLMENT_LINK_HOURS * 3_600_000);
    await insertEnrolment(tx, { operatorId, tokenHash: sha256Hex(token), expiresAt });
    return { token, expiresAt: expiresAt.getTime() };
  }

  /** A new operator and their one-time enrolment link, in one transaction with its audit entry. */
  async function createWithLink(actor: Actor, username: string, role: OperatorRole) {
    return db.transaction(async (tx) => {
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
      const link = await issueLink(tx, created.id);
      await recordAudit(tx, actor, {
        action: 'operator.invite',
        targetType: 'operator',
        targetId: created.id,
        after: { username, role },
      });
      return { operator: item(created), ...link };
    });
  }

  async function liveEnrolment(token: string) {
    const found = await findLiveEnrolment(db, sha256Hex(token), clock());
    if (!found) throw new HttpError(ErrorCode.NOT_FOUND, 'This link has expired or was used');
    return found;
  }

  return {
    createWithLink,

    /** The first owner, from the command line (`npm run console -- create-owner`). */
    createOwner: (merchantCode: string, username: string) =>
      createWithLink(
        { merchantCode, operatorId: null, username: 'command line', ip: 'local' },
        username,
        'owner',
      ),

    allowedAddresses: async (merchantCode: string) => ({
      addresses: await allowedAddresses(db, merchantCode),
    }),

    /** Refuses a list that would shut out the owner making the change. */
    async setAllowedAddresses(actor: Actor, addresses: string[]) {
      const list = [...new Set(addresses.map((a) => a.trim()))].filter(Boolean);
      const bad = list.findIndex((rule) => !isAddressRule(rule));
      if (bad >= 0) {
        throw fieldError(
          `addresses.${bad}`,
          'must be an address or a CIDR range like 203.0.113.0/24',
        );
      }
      if (!addressAllowed(list, actor.ip)) {
        throw fieldError('addresses', `would shut out your own address ${actor.ip}`);
      }
      await db.transaction(async (tx) => {
        const before = await allowedAddresses(tx, actor.merchantCode);
        await setAllowedAddresses(tx, actor.merchantCode, list);
        await recordAudit(tx, actor, {
          action: 'ops.allowedAddresses',
          targetType: 'merchant',
          targetId: actor.merchantCode,
          before: { addresses: before },
          after: { addresses: list },
        });
      });
      return { addresses: list };
    },

    list: async (merchantCode: string) => ({
      list: (await listOperators(db, merchantCode)).map(item),
    }),

    async enrolmentStart(token: string, merchant: MerchantConfig) {
      const { operator } = await liveEnrolment(token);
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
    },

    async enrolmentComplete(
      body: { token: string; password: string; code: string },
      merchant: MerchantConfig,
      ip: string,
    ) {
      const { enrolment, operator } = await liveEnrolment(body.token);
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
    },

    async signIn(
      merchantCode: string,
      body: OpsSignInInput,
      ip: string,
      userAgent: string | undefined,
    ) {
      const now = clock();
      const refuse = async (operator: OperatorRow | null, reason: string) => {
        await recordAudit(
          db,
          {
            merchantCode,
            operatorId: operator?.id ?? null,
            username: operator?.username ?? body.username,
            ip,
          },
          {
            action: 'ops.signIn',
            targetType: 'operator',
            targetId: operator?.id,
            after: { reason },
            outcome: 'refused',
          },
        );
      };
      if (!addressAllowed(await allowedAddresses(db, merchantCode), ip)) {
        await refuse(null, 'address');
        throw new HttpError(ErrorCode.FORBIDDEN, 'The console is not open to this address');
      }
      const operator = await findOperatorByUsername(db, merchantCode, body.username);
      const passwordOk = await verifyPassword(operator?.passwordHash ?? null, body.password);
      if (
        !operator ||
        operatorStatus(operator, now) === 'invited' ||
        operator.status !== 'active'
      ) {
        await refuse(operator, 'unknown');
        throw wrongCredentials();
      }
      const lockedUntil = await signInLockedUntil(db, operator, ip, now);
      if (lockedUntil) {
        await refuse(operator, 'locked');
        const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
        throw new HttpError(
          ErrorCode.RATE_LIMITED,
          `Too many failed sign-ins, try again in ${minutes} min`,
        );
      }
      let secondOk = false;
      let recoveryUsed = false;
      if (passwordOk && body.code !== undefined && operator.totpSecret) {
        const secret = await secrets().open(operator.id, operator.totpSecret);
        const step = await totpStep(secret, body.code, now);
        secondOk = step !== null && (await takeTotpStep(db, operator.id, step));
      } else if (passwordOk && body.recoveryCode !== undefined) {
        const id = await matchRecoveryCode(
          await unusedRecoveryCodes(db, operator.id),
          body.recoveryCode,
        );
        secondOk = id !== null && (await useRecoveryCode(db, id, now));
        recoveryUsed = secondOk;
      }
      if (!passwordOk || !secondOk) {
        await countSignInFailure(db, operator.id, ip, now);
        await refuse(operator, passwordOk ? 'code' : 'password');
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
          after: { method: recoveryUsed ? 'recovery code' : 'totp' },
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
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
