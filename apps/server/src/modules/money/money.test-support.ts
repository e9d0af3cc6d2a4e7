import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { hashPassword } from '../../lib/password-hashing';
import { memberWithSession } from '../../../test/helpers/member-session';

export const LOGIN_PASSWORD = 'Tiger-Lily-2026!';
export const PAYMENT_PASSWORD = '135790';

/** A member with a session, a login password, and optionally a payee name and payment password. */
export async function moneyMember(
  db: Db,
  opts: {
    customerType?: number;
    isTrial?: boolean;
    payeeName?: string;
    paymentPassword?: boolean;
  } = {},
) {
  const m = await memberWithSession(db, opts);
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(LOGIN_PASSWORD),
      payeeName: opts.payeeName ?? null,
      paymentPasswordHash: opts.paymentPassword ? await hashPassword(PAYMENT_PASSWORD) : null,
    })
    .where(eq(members.id, m.member.id));
  return m;
}
