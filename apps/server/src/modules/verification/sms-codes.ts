import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ErrorCode,
  SMS_COUNTDOWN_START_S,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomDigits, sha256Hex } from '../../lib/secrets';
import type { MessageProvider } from './outbox';

/** Accounts issue: 6 digits, 5 minutes, 5 tries, 60 s between sends, 10 a day per number and per IP. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_TRIES = 5;
export const SMS_RESEND_MS = SMS_COUNTDOWN_START_S * 1000;
export const SMS_DAILY_MAX = 10;
const DAY_MS = 24 * 60 * 60_000;

const smsText: Partial<Record<Language, (code: string, name: string) => string>> = {
  th: (code, name) => `${name}: รหัสยืนยันของคุณคือ ${code} ใช้ได้ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  en: (code, name) =>
    `${name}: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
};

export function createSmsCodes(db: Db, clock: Clock, provider: MessageProvider) {
  return {
    /** Sends a code; answers when the next one may be asked for (§4 countdown end). */
    async send(
      merchant: MerchantConfig,
      mobile: string,
      ip: string,
      language: Language,
    ): Promise<number> {
      const code = randomDigits(SMS_CODE_LENGTH);
      const sentAt = await db.transaction(async (tx) => {
        // One sender per number at a time, so two quick requests cannot both pass the limits.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`sms:${merchant.code}:${mobile}`}))`,
        );
        const now = clock();
        const dayAgo = new Date(now.getTime() - DAY_MS);
        const last = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(and(eq(smsCodes.merchantCode, merchant.code), eq(smsCodes.mobileE164, mobile)))
          .orderBy(desc(smsCodes.createdAt))
          .limit(1);
        const lastAt = last[0]?.createdAt.getTime();
        if (lastAt !== undefined && now.getTime() - lastAt < SMS_RESEND_MS) {
          throw new HttpError(ErrorCode.SMS_TOO_SOON, '', {
            expirationTime: lastAt + SMS_RESEND_MS,
          });
        }
        const [byNumber] = await tx
          .select({ n: count() })
          .from(smsCodes)
          .where(
            and(
              eq(smsCodes.merchantCode, merchant.code),
              eq(smsCodes.mobileE164, mobile),
              gt(smsCodes.createdAt, dayAgo),
            ),
          );
        const [byIp] = await tx
          .select({ n: count() })
          .from(smsCodes)
          .where(
            and(
              eq(smsCodes.merchantCode, merchant.code),
              eq(smsCodes.ip, ip),
              gt(smsCodes.createdAt, dayAgo),
            ),
          );
        if ((byNumber?.n ?? 0) >= SMS_DAILY_MAX || (byIp?.n ?? 0) >= SMS_DAILY_MAX) {
          throw new HttpError(ErrorCode.SMS_DAILY_LIMIT);
        }
        await tx.insert(smsCodes).values({
          merchantCode: merchant.code,
          mobileE164: mobile,
          codeHash: sha256Hex(`${mobile}:${code}`),
          ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        });
        return now.getTime();
      });
      // Sent after the commit: a provider is a network call and must not hold the number's lock.
      const text = (smsText[language] ?? smsText.en)!(code, merchant.name);
      await provider.send({
        merchantCode: merchant.code,
        channel: 'sms',
        recipient: mobile,
        body: text,
      });
      return sentAt + SMS_RESEND_MS;
    },

    /** Consumes the latest live code of the number when `code` is right; counts a wrong try. */
    async consume(
      merchant: MerchantConfig,
      mobile: string,
      code: string,
      field = 'verificationCode',
    ): Promise<void> {
      const now = clock();
      const wrong = () =>
        fieldError(field, 'the verification code is wrong', ErrorCode.VERIFICATION_CODE_WRONG);
      const rows = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantCode, merchant.code),
            eq(smsCodes.mobileE164, mobile),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      const live = rows[0];
      if (!live || live.attempts >= SMS_MAX_TRIES) throw wrong();
      if (live.codeHash === sha256Hex(`${mobile}:${code}`)) {
        const done = await db
          .update(smsCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(smsCodes.id, live.id),
              isNull(smsCodes.consumedAt),
              sql`${smsCodes.attempts} < ${SMS_MAX_TRIES}`,
            ),
          )
          .returning({ id: smsCodes.id });
        if (done.length === 1) return;
        throw wrong();
      }
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, live.id));
      throw wrong();
    },
  };
}
