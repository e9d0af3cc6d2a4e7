import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memberIcons,
  memberLogins,
  memberRecoveryCodes,
  memberTwoFactor,
  twoFactorChallenges,
} from '../../db/schema';
import { LOGIN_HISTORY_MAX } from '@lotto/contract';

export type LoginMethod = (typeof memberLogins.$inferSelect)['method'];

export const insertMemberLogin = (db: Db, row: typeof memberLogins.$inferInsert) =>
  db.insert(memberLogins).values(row);

export const latestMemberLogins = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.at), desc(memberLogins.id))
    .limit(LOGIN_HISTORY_MAX);

export const deleteMemberLoginsBefore = (db: Db, before: Date) =>
  db.delete(memberLogins).where(lt(memberLogins.at, before));

export async function findTwoFactor(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(memberTwoFactor)
    .where(eq(memberTwoFactor.memberId, memberId));
  return rows[0] ?? null;
}

export const savePendingSecret = (db: Db, memberId: number, pendingSecret: string) =>
  db
    .insert(memberTwoFactor)
    .values({ memberId, pendingSecret })
    .onConflictDoUpdate({ target: memberTwoFactor.memberId, set: { pendingSecret } });

export const confirmTwoFactor = (
  db: Db,
  memberId: number,
  secret: string,
  step: number,
  at: Date,
) =>
  db
    .update(memberTwoFactor)
    .set({ secret, pendingSecret: null, confirmedAt: at, lastStep: step })
    .where(eq(memberTwoFactor.memberId, memberId));

/**
 * Takes the time step if it is newer than the last one accepted; answers whether it was: a code
 * is accepted once, even by two requests at the same moment.
 */
export async function takeStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(memberTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        or(isNull(memberTwoFactor.lastStep), lt(memberTwoFactor.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return taken.length > 0;
}

export const deleteTwoFactor = (db: Db, memberId: number) =>
  db.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));

export async function replaceMemberRecoveryCodes(db: Db, memberId: number, hashes: string[]) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  if (hashes.length > 0)
    await db.insert(memberRecoveryCodes).values(hashes.map((codeHash) => ({ memberId, codeHash })));
}

export const unusedMemberRecoveryCodes = (db: Db, memberId: number) =>
  db
    .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));

/** Marks the code used unless it already was; answers whether this call used it. */
export async function useMemberRecoveryCode(db: Db, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(memberRecoveryCodes.id, id), isNull(memberRecoveryCodes.usedAt)))
    .returning({ id: memberRecoveryCodes.id });
  return used.length > 0;
}

export const insertChallenge = (db: Db, row: typeof twoFactorChallenges.$inferInsert) =>
  db.insert(twoFactorChallenges).values(row);

export async function findLiveChallenge(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, now)),
    );
  return rows[0] ?? null;
}

/** Counts a wrong code; answers the failures so far. */
export async function countChallengeFailure(db: Db, id: number): Promise<number> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
    .where(eq(twoFactorChallenges.id, id))
    .returning({ failures: twoFactorChallenges.failures });
  return rows[0]?.failures ?? Number.MAX_SAFE_INTEGER;
}

/** Answers whether this call removed it (a challenge serves one session). */
export async function deleteChallenge(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .returning({ id: twoFactorChallenges.id });
  return gone.length > 0;
}

export const deleteExpiredChallenges = (db: Db, now: Date) =>
  db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));

export async function findMemberIcon(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ image: memberIcons.image })
    .from(memberIcons)
    .where(eq(memberIcons.memberId, memberId));
  return rows[0]?.image ?? null;
}

export const saveMemberIcon = (db: Db, memberId: number, image: string, at: Date) =>
  db
    .insert(memberIcons)
    .values({ memberId, image, updatedAt: at })
    .onConflictDoUpdate({ target: memberIcons.memberId, set: { image, updatedAt: at } });

/**
 * Counts a wrong second-step code against the account; at `max` in a row it locks two-factor
 * sign-in until `lockUntil` and starts the count again. One statement: concurrent wrong codes
 * each count. Answers whether this code locked it.
 */
export async function countAccountFailure(
  db: Db,
  memberId: number,
  max: number,
  lockUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({
      failures: sql`case when ${memberTwoFactor.failures} + 1 >= ${max} then 0 else ${memberTwoFactor.failures} + 1 end`,
      lockedUntil: sql`case when ${memberTwoFactor.failures} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${memberTwoFactor.lockedUntil} end`,
    })
    .where(eq(memberTwoFactor.memberId, memberId))
    .returning({ failures: memberTwoFactor.failures, lockedUntil: memberTwoFactor.lockedUntil });
  return rows[0]?.failures === 0 && rows[0].lockedUntil?.getTime() === lockUntil.getTime();
}

/** A good code ends the run of wrong ones. */
export const clearAccountFailures = (db: Db, memberId: number) =>
  db.update(memberTwoFactor).set({ failures: 0 }).where(eq(memberTwoFactor.memberId, memberId));
