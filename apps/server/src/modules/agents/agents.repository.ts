import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentCodes, agentTree } from '../../db/schema';
import { insertOnce } from '../../db/insert-once';

export async function codeOfAgent(db: Db, agentId: number): Promise<string | null> {
  const rows = await db
    .select({ code: agentCodes.code })
    .from(agentCodes)
    .where(eq(agentCodes.agentId, agentId))
    .orderBy(agentCodes.createdAt)
    .limit(1);
  return rows[0]?.code ?? null;
}

/** false when the code is taken (by anyone, in any case). */
export async function insertAgentCode(
  db: Db,
  agentId: number,
  merchantCode: string,
  code: string,
): Promise<boolean> {
  return insertOnce(db, agentCodes, { merchantCode, code, agentId });
}

export async function directUplineOf(db: Db, memberId: number): Promise<number | null> {
  const rows = await db
    .select({ id: agentTree.ancestorId })
    .from(agentTree)
    .where(and(eq(agentTree.descendantId, memberId), eq(agentTree.depth, 1)));
  return rows[0]?.id ?? null;
}

/** Whether `memberId` is in the team of `agentId` at any depth (one primary-key lookup). */
export async function isInTeam(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId)));
  return rows.length > 0;
}

/**
 * Places a member without an upline directly under `uplineId`, and its own team (if any) with
 * it: the closure rows of every upline of `uplineId` (and `uplineId` itself) to the member and
 * to each of the member's downlines. One statement; the caller checked self and circle.
 */
export async function insertPlacement(
  db: Db,
  merchantCode: string,
  memberId: number,
  uplineId: number,
): Promise<void> {
  await db.execute(sql`
    insert into ${agentTree} (merchant_code, ancestor_id, descendant_id, depth)
    select ${merchantCode}, up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
      from (select ${uplineId}::bigint as ancestor_id, 0 as depth
            union all
            select ancestor_id, depth from ${agentTree} where descendant_id = ${uplineId}) up
     cross join
           (select ${memberId}::bigint as descendant_id, 0 as depth
            union all
            select descendant_id, depth from ${agentTree} where ancestor_id = ${memberId}) down`);
}
