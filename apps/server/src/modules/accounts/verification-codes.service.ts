import { ErrorCode, SMS_COUNTDOWN_START_S } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomDigits, sha256Hex } from '../../lib/secrets';
import {
  closeCode,
  closeLiveCodes,
  countSentFromAddress,
  countSentToRecipient,
  countWrongTries,
  deleteCodesCreatedBefore,
  deleteWrongTriesBefore,
  insertCode,
  insertWrongTries,
  lastSentAt,
  liveCodes,
  lockCodeKey,
} from './verification-codes.repository';
import { DAY_MS } from '../../lib/time-zone';

/**
 * Security issue, defect 1: the rules of every code the platform sends, whatever the channel.
 * One live code per subject and purpose (a new one voids the old); it lives 10 minutes; wrong
 * tries are counted per subject and purpose across codes, and 5 within 30 minutes lock the
 * subject out for the rest of that window; one send a minute and 10 a day per recipient, and 10
 * a day per client address and channel.
 */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const VERIFICATION_CODE_TTL_MINUTES = VERIFICATION_CODE_TTL_MS / 60_000;
export const VERIFICATION_MAX_WRONG_TRIES = 5;
export const VERIFICATION_LOCKOUT_WINDOW_MS = 30 * 60_000;
/** §4: the SMS button's countdown; no recipient gets a second code sooner. */
export const VERIFICATION_RESEND_MS = SMS_COUNTDOWN_START_S * 1000;
export const VERIFICATION_DAILY_MAX_PER_RECIPIENT = 10;
export const VERIFICATION_DAILY_MAX_PER_ADDRESS = 10;

export type CodeChannel = 'sms' | 'email';

/** What a code proves; a code of one purpose is never accepted for another. */
export const CodePurpose = {
  /** smsCodeNoLogin: possession of a number (registration, SMS login, SMS password reset). */
  mobile: 'mobile',
  /** The e-mailed password reset code of one account. */
  passwordReset: 'password-reset',
  /** An address a member binds, proven for that account (security centre). */
  emailBind: 'email-bind',
} as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

/** Whom a code proves: an account, or the recipient itself where there is no account (yet). */
export const codeSubject = {
  account: (memberId: number) => `member:${memberId}`,
  recipient: (channel: CodeChannel, recipient: string) => `${channel}:${recipient}`,
};

export interface CodeRequest {
  merchantCode: string;
  channel: CodeChannel;
  recipient: string;
  purpose: CodePurpose;
  /** One code per subject, all in one message (an e-mail address may hold several accounts). */
  subjects: string[];
  ip: string;
}

const hashOf = (subject: string, code: string) => sha256Hex(`${subject}:${code}`);

// eslint-disable-next-line max-lines-per-function -- the verification codes' three operations (issue, consume, prune) sharing the lockout helpers; issue and consume are each one transaction read top to bottom, 54 and 52 lines
export function createVerificationCodes(db: Db, clock: Clock) {
  const lockoutSince = () => new Date(clock().getTime() - VERIFICATION_LOCKOUT_WINDOW_MS);

  const wrongTries = (tx: Db, merchantCode: string, subject: string, purpose: CodePurpose) =>
    countWrongTries(tx, merchantCode, subject, purpose, lockoutSince());

  return {
    /**
     * Checks the send limits, voids the subjects' live codes and stores new ones; answers the
     * codes (to put in the one message) and when the recipient may ask again (§4 countdown).
     */
    async issue(req: CodeRequest): Promise<{ codes: Map<string, string>; nextAt: number }> {
      return db.transaction(async (tx) => {
        // One sender per recipient at a time, so two quick requests cannot both pass the limits.
        await lockCodeKey(tx, req.merchantCode, `${req.channel}:${req.recipient}`);
        const now = clock();
        const dayAgo = new Date(now.getTime() - DAY_MS);
        const lastAt = (
          await lastSentAt(tx, req.merchantCode, req.channel, req.recipient)
        )?.getTime();
        if (lastAt !== undefined && now.getTime() - lastAt < VERIFICATION_RESEND_MS) {
          throw new HttpError(ErrorCode.SMS_TOO_SOON, '', {
            expirationTime: lastAt + VERIFICATION_RESEND_MS,
          });
        }
        const sentToRecipient = await countSentToRecipient(
          tx,
          req.merchantCode,
          req.channel,
          req.recipient,
          dayAgo,
        );
        const sentFromAddress = await countSentFromAddress(
          tx,
          req.merchantCode,
          req.channel,
          req.ip,
          dayAgo,
        );
        if (
          sentToRecipient >= VERIFICATION_DAILY_MAX_PER_RECIPIENT ||
          sentFromAddress >= VERIFICATION_DAILY_MAX_PER_ADDRESS
        ) {
          throw new HttpError(ErrorCode.SMS_DAILY_LIMIT);
        }
        const codes = new Map<string, string>();
        for (const subject of req.subjects) {
          await closeLiveCodes(tx, req.merchantCode, subject, req.purpose, now);
          const code = randomDigits(VERIFICATION_CODE_LENGTH);
          codes.set(subject, code);
          await insertCode(tx, {
            merchantCode: req.merchantCode,
            channel: req.channel,
            recipient: req.recipient,
            subject,
            purpose: req.purpose,
            codeHash: hashOf(subject, code),
            ip: req.ip,
            createdAt: now,
            expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
          });
        }
        return { codes, nextAt: now.getTime() + VERIFICATION_RESEND_MS };
      });
    },

    /**
     * Uses the live code of one of the subjects when `code` is right, and answers that subject.
     * A wrong code counts a try against every subject asked about; a locked-out subject accepts
     * no code, right or wrong, until its window has passed.
     */
    async consume(
      merchantCode: string,
      subjects: string[],
      purpose: CodePurpose,
      code: string,
      field: string,
    ): Promise<string> {
      const wrong = () =>
        fieldError(field, 'the verification code is wrong', ErrorCode.VERIFICATION_CODE_WRONG);
      if (subjects.length === 0) throw wrong();
      // The transaction answers instead of throwing, so that a wrong try is committed.
      const outcome = await db.transaction(
        async (tx): Promise<`ok:${string}` | 'locked' | 'wrong'> => {
          // Guesses for one subject are checked one at a time, so parallel tries cannot pass the cap.
          for (const subject of [...subjects].sort())
            await lockCodeKey(tx, merchantCode, `${purpose}:${subject}`);
          const now = clock();
          const open: string[] = [];
          for (const subject of subjects) {
            if (
              (await wrongTries(tx, merchantCode, subject, purpose)) < VERIFICATION_MAX_WRONG_TRIES
            )
              open.push(subject);
          }
          if (open.length === 0) return 'locked';
          const live = await liveCodes(tx, merchantCode, open, purpose, now);
          const match = live.find((row) => row.codeHash === hashOf(row.subject, code));
          if (match) {
            await closeCode(tx, match.id, now);
            return `ok:${match.subject}`;
          }
          await insertWrongTries(
            tx,
            open.map((subject) => ({ merchantCode, subject, purpose, at: now })),
          );
          // The try that reaches the cap voids the live code: after the lockout a new one is needed.
          for (const subject of open) {
            if (
              (await wrongTries(tx, merchantCode, subject, purpose)) >= VERIFICATION_MAX_WRONG_TRIES
            )
              await closeLiveCodes(tx, merchantCode, subject, purpose, now);
          }
          return 'wrong';
        },
      );
      if (outcome === 'locked')
        throw new HttpError(ErrorCode.RATE_LIMITED, '', {
          fields: { [field]: 'too many wrong codes, try again later' },
        });
      if (outcome === 'wrong') throw wrong();
      return outcome.slice('ok:'.length);
    },

    /** Sends older than a day count for nothing; failures older than the window neither. */
    prune: async () => {
      const now = clock().getTime();
      await deleteCodesCreatedBefore(db, new Date(now - DAY_MS));
      await deleteWrongTriesBefore(db, lockoutSince());
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
