import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, protectionAgeVerifications } from '../../db/schema';

export type AgeVerificationRow = typeof protectionAgeVerifications.$inferSelect;
export type AgeVerificationInsert = typeof protectionAgeVerifications.$inferInsert;

/** The member's latest document, whose state is the member's; null when none was sent. */
export async function latestAgeVerification(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(protectionAgeVerifications)
    .where(eq(protectionAgeVerifications.memberId, memberId))
    .orderBy(desc(protectionAgeVerifications.submittedAt), desc(protectionAgeVerifications.id))
    .limit(1);
  return row ?? null;
}

export const ageDocumentsSince = async (db: Db, memberId: number, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(protectionAgeVerifications)
    .where(
      and(
        eq(protectionAgeVerifications.memberId, memberId),
        gte(protectionAgeVerifications.submittedAt, since),
      ),
    );
  return row?.n ?? 0;
};

/** Two documents sent at once are taken one after the other (the state is read under it). */
export const lockAgeVerification = (tx: Db, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('age-verification'), ${memberId})`);

export async function insertAgeVerification(tx: Db, row: AgeVerificationInsert) {
  const [inserted] = await tx.insert(protectionAgeVerifications).values(row).returning();
  return inserted!;
}

const queueColumns = {
  row: protectionAgeVerifications,
  username: members.username,
  registeredBirthDate: members.birthDate,
};

/** The merchant's documents that `which` picks, each with its member's name and birth date. */
const queueRows = (db: Db, merchantCode: string, which: SQL) =>
  db
    .select(queueColumns)
    .from(protectionAgeVerifications)
    .innerJoin(members, eq(members.id, protectionAgeVerifications.memberId))
    .where(and(eq(protectionAgeVerifications.merchantCode, merchantCode), which));

/** The merchant's documents waiting for a check, the oldest first. */
export const pendingAgeVerifications = (db: Db, merchantCode: string, max: number) =>
  queueRows(db, merchantCode, eq(protectionAgeVerifications.state, 'pending'))
    .orderBy(asc(protectionAgeVerifications.submittedAt), asc(protectionAgeVerifications.id))
    .limit(max);

export async function ageVerificationOf(db: Db, merchantCode: string, id: number) {
  const [found] = await queueRows(db, merchantCode, eq(protectionAgeVerifications.id, id));
  return found ?? null;
}

/** Decides a pending document once: a second decision (another operator's) changes nothing. */
export async function decideAgeVerification(
  tx: Db,
  id: number,
  decision: { state: 'verified' | 'rejected'; reason: string | null; at: Date; by: number },
) {
  const [row] = await tx
    .update(protectionAgeVerifications)
    .set({
      state: decision.state,
      reason: decision.reason,
      decidedAt: decision.at,
      decidedBy: decision.by,
    })
    .where(
      and(eq(protectionAgeVerifications.id, id), eq(protectionAgeVerifications.state, 'pending')),
    )
    .returning();
  return row ?? null;
}
