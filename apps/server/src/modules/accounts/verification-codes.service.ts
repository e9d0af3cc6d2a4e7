import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode, SMS_COUNTDOWN_START_S } from '@lotto/contract';
import type { Db } from '../../db/client';
import { verificationCodes, verificationFailures } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomDigits, sha256Hex } from '../../lib/secrets';

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
const DAY_MS = 24 * 60 * 60_000;

export type CodeChannel = 'sms' | 'email';

/** What a code proves; a code of one purpose is never accepted for another. */
export const CodePurpose = {
  /** smsCodeNoLogin: possession of a number (registration, SMS login, SMS password reset). */
  mobile: 'mobile',
  /** The e-mailed password reset code of one account. */
  passwordReset: 'password-reset',
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
const lockKey = (merchantCode: string, key: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`code:${merchantCode}:${key}`}))`;

export function createVerificationCodes(db: Db, clock: Clock) {
  const lockoutSince = () => new Date(clock().getTime() - VERIFICATION_LOCKOUT_WINDOW_MS);

  async function wrongTries(tx: Db, merchantCode: string, subject: string, purpose: CodePurpose) {
    const [row] = await tx
      .select({ n: count() })
      .from(verificationFailures)
      .where(
        and(
          eq(verificationFailures.merchantCode, merchantCode),
          eq(verificationFailures.subject, subject),
          eq(verificationFailures.purpose, purpose),
          gt(verificationFailures.at, lockoutSince()),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /**
     * Checks the send limits, voids the subjects' live codes and stores new ones; answers the
     * codes (to put in the one message) and when the recipient may ask again (§4 countdown).
     */
    async issue(req: CodeRequest): Promise<{ codes: Map<string, string>; nextAt: number }> {
      return db.transaction(async (tx) => {
        // One sender per recipient at a time, so two quick requests cannot both pass the limits.
        await tx.execute(lockKey(req.merchantCode, `${req.channel}:${req.recipient}`));
        const now = clock();
        const dayAgo = new Date(now.getTime() - DAY_MS);
        const byRecipient = and(
          eq(verificationCodes.merchantCode, req.merchantCode),
          eq(verificationCodes.channel, req.channel),
          eq(verificationCodes.recipient, req.recipient),
        );
        const [last] = await tx
          .select({ createdAt: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(byRecipient)
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1);
        const lastAt = last?.createdAt.getTime();
        if (lastAt !== undefined && now.getTime() - lastAt < VERIFICATION_RESEND_MS) {
          throw new HttpError(ErrorCode.SMS_TOO_SOON, '', {
            expirationTime: lastAt + VERIFICATION_RESEND_MS,
          });
        }
        const [sentToRecipient] = await tx
          .select({ n: count() })
          .from(verificationCodes)
          .where(and(byRecipient, gt(verificationCodes.createdAt, dayAgo)));
        const [sentFromAddress] = await tx
          .select({ n: count() })
          .from(verificationCodes)
          .where(
            and(
              eq(verificationCodes.merchantCode, req.merchantCode),
              eq(verificationCodes.channel, req.channel),
              eq(verificationCodes.ip, req.ip),
              gt(verificationCodes.createdAt, dayAgo),
            ),
          );
        if (
          (sentToRecipient?.n ?? 0) >= VERIFICATION_DAILY_MAX_PER_RECIPIENT ||
          (sentFromAddress?.n ?? 0) >= VERIFICATION_DAILY_MAX_PER_ADDRESS
        ) {
          throw new HttpError(ErrorCode.SMS_DAILY_LIMIT);
        }
        const codes = new Map<string, string>();
        for (const subject of req.subjects) {
          await tx
            .update(verificationCodes)
            .set({ closedAt: now })
            .where(
              and(
                eq(verificationCodes.merchantCode, req.merchantCode),
                eq(verificationCodes.subject, subject),
                eq(verificationCodes.purpose, req.purpose),
                isNull(verificationCodes.closedAt),
              ),
            );
          const code = randomDigits(VERIFICATION_CODE_LENGTH);
          codes.set(subject, code);
          await tx.insert(verificationCodes).values({
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
            await tx.execute(lockKey(merchantCode, `${purpose}:${subject}`));
          const now = clock();
          const open: string[] = [];
          for (const subject of subjects) {
            if (
              (await wrongTries(tx, merchantCode, subject, purpose)) < VERIFICATION_MAX_WRONG_TRIES
            )
              open.push(subject);
          }
          if (open.length === 0) return 'locked';
          const live = await tx
            .select()
            .from(verificationCodes)
            .where(
              and(
                eq(verificationCodes.merchantCode, merchantCode),
                inArray(verificationCodes.subject, open),
                eq(verificationCodes.purpose, purpose),
                isNull(verificationCodes.closedAt),
                gt(verificationCodes.expiresAt, now),
              ),
            );
          const match = live.find((row) => row.codeHash === hashOf(row.subject, code));
          if (match) {
            await tx
              .update(verificationCodes)
              .set({ closedAt: now })
              .where(eq(verificationCodes.id, match.id));
            return `ok:${match.subject}`;
          }
          await tx
            .insert(verificationFailures)
            .values(open.map((subject) => ({ merchantCode, subject, purpose, at: now })));
          // The try that reaches the cap voids the live code: after the lockout a new one is needed.
          for (const subject of open) {
            if (
              (await wrongTries(tx, merchantCode, subject, purpose)) >= VERIFICATION_MAX_WRONG_TRIES
            )
              await tx
                .update(verificationCodes)
                .set({ closedAt: now })
                .where(
                  and(
                    eq(verificationCodes.merchantCode, merchantCode),
                    eq(verificationCodes.subject, subject),
                    eq(verificationCodes.purpose, purpose),
                    isNull(verificationCodes.closedAt),
                  ),
                );
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
      await db
        .delete(verificationCodes)
        .where(lt(verificationCodes.createdAt, new Date(now - DAY_MS)));
      await db.delete(verificationFailures).where(lt(verificationFailures.at, lockoutSince()));
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
