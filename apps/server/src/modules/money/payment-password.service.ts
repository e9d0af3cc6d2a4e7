import { ErrorCode } from '@lotto/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, paymentPasswordFailures } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password-hashing';
import { moneyFieldError } from '../../lib/money-errors';

/** After this many wrong payment passwords in a row … */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
/** … the member is locked out of withdrawals this long. */
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/** Checks the payment password of a withdrawal, counting wrong ones and locking after 5. */
export function createPaymentPasswordService(db: Db, clock: Clock) {
  return {
    async isSet(memberId: number): Promise<boolean> {
      const [member] = await db
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      return Boolean(member?.hash);
    },

    async verify(memberId: number, password: string): Promise<void> {
      const now = clock();
      const [member] = await db
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member?.hash) {
        throw moneyFieldError(
          'paymentPassword',
          ErrorCode.PAYMENT_PASSWORD_NOT_SET,
          'paymentPassword is not set',
        );
      }
      const [guard] = await db
        .select()
        .from(paymentPasswordFailures)
        .where(eq(paymentPasswordFailures.memberId, memberId));
      if (guard?.lockedUntil && guard.lockedUntil > now) {
        throw new HttpError(ErrorCode.PAYMENT_PASSWORD_LOCKED, '', {
          fields: { paymentPassword: 'paymentPassword is locked' },
          retryAfterMs: guard.lockedUntil.getTime() - now.getTime(),
        });
      }
      if (await verifyPassword(member.hash, password)) {
        if (guard && guard.failures > 0) {
          await db
            .update(paymentPasswordFailures)
            .set({ failures: 0, lockedUntil: null })
            .where(eq(paymentPasswordFailures.memberId, memberId));
        }
        return;
      }
      // A lock that has run out starts the count again.
      const [after] = await db
        .insert(paymentPasswordFailures)
        .values({ memberId, failures: 1 })
        .onConflictDoUpdate({
          target: paymentPasswordFailures.memberId,
          set: {
            failures: sql`case when ${paymentPasswordFailures.lockedUntil} is not null
              then 1 else ${paymentPasswordFailures.failures} + 1 end`,
            lockedUntil: null,
          },
        })
        .returning({ failures: paymentPasswordFailures.failures });
      if ((after?.failures ?? 0) >= PAYMENT_PASSWORD_MAX_FAILURES) {
        await db
          .update(paymentPasswordFailures)
          .set({ lockedUntil: new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS) })
          .where(eq(paymentPasswordFailures.memberId, memberId));
        throw new HttpError(ErrorCode.PAYMENT_PASSWORD_LOCKED, '', {
          fields: { paymentPassword: 'paymentPassword is locked' },
          retryAfterMs: PAYMENT_PASSWORD_LOCK_MS,
        });
      }
      throw moneyFieldError(
        'paymentPassword',
        ErrorCode.PAYMENT_PASSWORD_WRONG,
        'paymentPassword is wrong',
      );
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
