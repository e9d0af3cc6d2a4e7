import { and, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

export const insertCaptcha = (db: Db, row: { id: string; answerHash: string; expiresAt: Date }) =>
  db.insert(captchas).values(row);

/** Spends a live, unused captcha; answers its answer's hash, or null when there is none. */
export async function spendLiveCaptcha(db: Db, id: string, now: Date): Promise<string | null> {
  const used = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return used[0]?.answerHash ?? null;
}

/** Spends an expired, unused captcha; answers whether there was one. */
export async function spendExpiredCaptcha(db: Db, id: string, now: Date): Promise<boolean> {
  const expired = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), lte(captchas.expiresAt, now)))
    .returning({ id: captchas.id });
  return expired.length > 0;
}

export const deleteCaptchasExpiredBefore = (db: Db, before: Date) =>
  db.delete(captchas).where(lt(captchas.expiresAt, before));
