import { ErrorCode, type TwoFactorChallengeValue, FieldIssueCode } from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { newTotpSecret, totpEnrolment, totpStep } from '../../lib/totp';
import type { Accounts } from './accounts.module';
import {
  clearAccountFailures,
  confirmTwoFactor,
  countAccountFailure,
  countChallengeFailure,
  deleteChallenge,
  deleteTwoFactor,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  replaceMemberRecoveryCodes,
  savePendingSecret,
  takeStep,
  unusedMemberRecoveryCodes,
  useMemberRecoveryCode,
} from './member-security.repository';
import { matchRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';

/** The second step of a login must follow the first within this time. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge accepts before it ends (a new login, password first, is needed). */
export const TWO_FACTOR_MAX_FAILURES = 5;
/** Wrong codes in a row for one account, over its challenges, before two-factor sign-in locks. */
export const TWO_FACTOR_ACCOUNT_MAX_FAILURES = 10;
/** How long two-factor sign-in stays locked after that. */
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

const wrongCode = (field: 'code' | 'recoveryCode') =>
  fieldError(
    field,
    `the ${field === 'code' ? 'code' : 'recovery code'} is wrong`,
    ErrorCode.VERIFICATION_CODE_WRONG,
  );

/** Uses a code or a recovery code of a member with two-factor on; a wrong one is a 400. */
async function verify(accounts: Accounts, memberId: number, factor: SecondFactor): Promise<void> {
  const { db, clock, secretBox } = accounts;
  const row = await findTwoFactor(db, memberId);
  if (!row?.secret) throw new HttpError(ErrorCode.CONFLICT, 'Two-factor sign-in is off');
  if (factor.code !== undefined) {
    const step = await totpStep(secretBox.open(row.secret), factor.code, clock());
    // A code already used (its step or an earlier one) is refused like a wrong one.
    if (step === null || !(await takeStep(db, memberId, step))) throw wrongCode('code');
    return;
  }
  const id = await matchRecoveryCode(
    await unusedMemberRecoveryCodes(db, memberId),
    factor.recoveryCode ?? '',
  );
  if (id === null || !(await useMemberRecoveryCode(db, id, clock())))
    throw wrongCode('recoveryCode');
}

/**
 * verify, counted against the account: a locked account's codes are not even checked; a wrong
 * one counts, and the tenth in a row locks two-factor for 15 minutes (sign-in and turning it
 * off alike); a right one ends the run. `onWrong` runs after a wrong code is counted.
 */
async function verifyCounted(
  accounts: Accounts,
  memberId: number,
  factor: SecondFactor,
  onWrong?: (locked: boolean) => Promise<void>,
): Promise<void> {
  const { db, clock } = accounts;
  const now = clock();
  const lockedUntil = (await findTwoFactor(db, memberId))?.lockedUntil;
  if (lockedUntil && lockedUntil > now) throw new HttpError(ErrorCode.TWO_FACTOR_LOCKED);
  try {
    await verify(accounts, memberId, factor);
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== ErrorCode.VERIFICATION_CODE_WRONG) throw err;
    const locked = await countAccountFailure(
      db,
      memberId,
      TWO_FACTOR_ACCOUNT_MAX_FAILURES,
      new Date(now.getTime() + TWO_FACTOR_LOCK_MS),
    );
    await onWrong?.(locked);
    if (locked) throw new HttpError(ErrorCode.TWO_FACTOR_LOCKED);
    throw err;
  }
  await clearAccountFailures(db, memberId);
}

/**
 * Optional TOTP sign-in for members, the operators' TOTP and recovery codes reused.
 * The secret is kept sealed (accounts.secretBox); a time step is accepted once.
 */
export function createTwoFactorService(accounts: Accounts) {
  const { db, clock, secretBox } = accounts;

  return {
    async isOn(memberId: number): Promise<boolean> {
      return Boolean((await findTwoFactor(db, memberId))?.secret);
    },

    async status(memberId: number) {
      const on = await this.isOn(memberId);
      return {
        twoFactor: on,
        recoveryCodesLeft: on ? (await unusedMemberRecoveryCodes(db, memberId)).length : 0,
      };
    },

    /** A new pending secret (replacing an earlier pending one) and its QR code. */
    async enrol(memberId: number, issuer: string, account: string) {
      if (await this.isOn(memberId))
        throw new HttpError(ErrorCode.CONFLICT, 'Two-factor sign-in is already on');
      const secret = newTotpSecret();
      await savePendingSecret(db, memberId, secretBox.seal(secret));
      return totpEnrolment(secret, issuer, account);
    },

    /** The first code turns it on; answers the ten recovery codes, shown this once. */
    async confirm(memberId: number, code: string): Promise<string[]> {
      const row = await findTwoFactor(db, memberId);
      if (row?.secret) throw new HttpError(ErrorCode.CONFLICT, 'Two-factor sign-in is already on');
      if (!row?.pendingSecret)
        throw fieldError('code', 'start the set-up first', ErrorCode.CONFLICT);
      const step = await totpStep(secretBox.open(row.pendingSecret), code, clock());
      if (step === null) throw wrongCode('code');
      const recovery = await newRecoveryCodes();
      await db.transaction(async (tx) => {
        await confirmTwoFactor(tx, memberId, row.pendingSecret!, step, clock());
        await replaceMemberRecoveryCodes(tx, memberId, recovery.hashes);
      });
      return recovery.codes;
    },

    /** Turning it off needs a code, counted like a sign-in's (the same lock). */
    async disable(memberId: number, factor: SecondFactor): Promise<void> {
      await verifyCounted(accounts, memberId, factor);
      await db.transaction(async (tx) => {
        await deleteTwoFactor(tx, memberId);
        await replaceMemberRecoveryCodes(tx, memberId, []);
      });
    },

    /** After the first factor: a short-lived challenge for the second step. */
    async challenge(
      memberId: number,
      method: 'username' | 'sms' | 'identity',
    ): Promise<TwoFactorChallengeValue> {
      const token = randomToken();
      const expiresAt = new Date(clock().getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
      await insertChallenge(db, { tokenHash: sha256Hex(token), memberId, method, expiresAt });
      return { twoFactor: true, challenge: token, expiresAt: expiresAt.getTime() };
    },

    /**
     * Checks the second step; answers the member and how they first signed in. Each wrong code
     * counts against the challenge, which ends at the fifth, and against the account: at the
     * tenth in a row, whatever the challenges, two-factor sign-in locks for 15 minutes.
     */
    async complete(challenge: string, factor: SecondFactor) {
      const now = clock();
      const found = await findLiveChallenge(db, sha256Hex(challenge), now);
      if (!found)
        throw fieldError('challenge', 'the sign-in has expired, log in again', undefined, {
          code: FieldIssueCode.expired,
        });
      // Per account, over every challenge (and turning two-factor off): verifyCounted.
      await verifyCounted(accounts, found.memberId, factor, async (locked) => {
        if (locked || (await countChallengeFailure(db, found.id)) >= TWO_FACTOR_MAX_FAILURES)
          await deleteChallenge(db, found.id);
      });
      if (!(await deleteChallenge(db, found.id)))
        throw fieldError('challenge', 'the sign-in has expired, log in again', undefined, {
          code: FieldIssueCode.expired,
        });
      return { memberId: found.memberId, method: found.method };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
