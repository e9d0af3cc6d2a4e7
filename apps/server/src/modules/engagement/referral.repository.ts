import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, referralCodes } from '../../db/schema';
import { insertOnce } from '../../db/insert-once';
import { realMembersOf } from '../../db/member-partition';

export async function findReferralCode(db: Db, memberId: number) {
  const rows = await db.select().from(referralCodes).where(eq(referralCodes.memberId, memberId));
  return rows[0]?.code ?? null;
}

/** False when the code is taken in the merchant (the caller draws another). */
export async function insertReferralCode(
  db: Db,
  memberId: number,
  merchantCode: string,
  code: string,
) {
  return insertOnce(db, referralCodes, { memberId, merchantCode, code });
}

/** Members who registered with the code as their recommender (§5 recommenderId). */
export const membersRecommendedBy = (db: Db, merchantCode: string, code: string, limit: number) =>
  db
    .select({ id: members.id, username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(and(realMembersOf(merchantCode), eq(members.recommenderId, code)))
    .orderBy(desc(members.createdAt))
    .limit(limit);
