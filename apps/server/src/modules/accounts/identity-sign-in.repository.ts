import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySignIns, memberIdentities, members } from '../../db/schema';
import { findMerchantRow } from '../../lib/merchant-rows';

export type IdentitySignInRow = typeof identitySignIns.$inferSelect;

export async function insertSignIn(db: Db, row: typeof identitySignIns.$inferInsert) {
  await db.insert(identitySignIns).values(row);
}

/**
 * Takes the sign-in of this state once: the first caller gets the row, a replay or a late
 * answer gets null.
 */
export async function takeSignIn(
  db: Db,
  merchantCode: string,
  stateHash: string,
  now: Date,
): Promise<IdentitySignInRow | null> {
  const [row] = await db
    .update(identitySignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(identitySignIns.stateHash, stateHash),
        eq(identitySignIns.merchantCode, merchantCode),
        isNull(identitySignIns.usedAt),
        gt(identitySignIns.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function awaitRegistration(
  db: Db,
  id: number,
  values: {
    issuer: string;
    subject: string;
    email: string | null;
    registrationHash: string;
    registrationExpiresAt: Date;
  },
) {
  await db.update(identitySignIns).set(values).where(eq(identitySignIns.id, id));
}

/** The sign-in waiting for its registration step under this token, while it is good. */
export async function findRegistration(
  db: Db,
  merchantCode: string,
  registrationHash: string,
  now: Date,
): Promise<IdentitySignInRow | null> {
  return findMerchantRow(
    db,
    identitySignIns,
    merchantCode,
    eq(identitySignIns.registrationHash, registrationHash),
    gt(identitySignIns.registrationExpiresAt, now),
  );
}

/** Ends the registration step once: only the first of two submissions at once goes on. */
export async function takeRegistration(db: Db, id: number, registrationHash: string) {
  const rows = await db
    .update(identitySignIns)
    .set({ registrationHash: null })
    .where(and(eq(identitySignIns.id, id), eq(identitySignIns.registrationHash, registrationHash)))
    .returning({ id: identitySignIns.id });
  return rows.length === 1;
}

export async function findIdentityMember(
  db: Db,
  merchantCode: string,
  provider: string,
  subject: string,
) {
  const [row] = await db
    .select({ identity: memberIdentities, member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(
        eq(memberIdentities.merchantCode, merchantCode),
        eq(memberIdentities.provider, provider),
        eq(memberIdentities.subject, subject),
      ),
    );
  return row ?? null;
}

export async function listMemberIdentities(db: Db, memberId: number) {
  return db
    .select({ provider: memberIdentities.provider, linkedAt: memberIdentities.linkedAt })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(memberIdentities.linkedAt);
}

export async function insertIdentity(db: Db, row: typeof memberIdentities.$inferInsert) {
  await db.insert(memberIdentities).values(row);
}

export async function touchIdentity(db: Db, id: number, at: Date) {
  await db.update(memberIdentities).set({ lastSignInAt: at }).where(eq(memberIdentities.id, id));
}

/** Sign-ins past their time, and registration steps nobody finished. */
export async function deleteExpiredSignIns(db: Db, now: Date) {
  await db
    .delete(identitySignIns)
    .where(
      and(
        lt(identitySignIns.expiresAt, now),
        or(
          isNull(identitySignIns.registrationExpiresAt),
          lt(identitySignIns.registrationExpiresAt, now),
        ),
      ),
    );
}
