import { sql } from 'drizzle-orm';
import { ErrorCode, type GameCategory, type RebateQuota } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { bpToRate } from './rebate-rates';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** How many direct downlines of the agent hold exactly this rate in this category. */
const usedSql = (agentId: number, category: string, rateBp: number) => sql`
  select count(*)::int as used
    from agent_tree t
    join agent_rebate_rates r on r.member_id = t.descendant_id
   where t.ancestor_id = ${agentId} and t.depth = 1
     and r.category = ${category} and r.rate_bp = ${rateBp}`;

/** How many direct downlines of the agent hold exactly this rate in this category. */
export const usedQuota = async (db: Db, agentId: number, category: string, rateBp: number) =>
  rowsOf<{ used: number }>(await db.execute(usedSql(agentId, category, rateBp)))[0]!.used;

/**
 * Issue 32 quotas, inside the transaction that opens the downline (before its rates are
 * written): for each of the new downline's rates that the agent has a quota for, the quota row
 * is locked (two openings at once queue here) and the direct downlines already at that rate are
 * counted; none left is a 400 REBATE_QUOTA_EXCEEDED naming rates.<category>, nothing written.
 * A rate without a quota row is not bounded.
 */
export async function checkQuotas(
  tx: Db,
  agentId: number,
  rates: Map<GameCategory, number>,
): Promise<void> {
  for (const [category, rateBp] of rates) {
    const quota = rowsOf<{ quota: number }>(
      await tx.execute(sql`
        select quota from agent_rebate_quotas
         where member_id = ${agentId} and category = ${category} and rate_bp = ${rateBp}
         for update`),
    )[0]?.quota;
    if (quota === undefined) continue;
    const used = await usedQuota(tx, agentId, category, rateBp);
    if (used >= quota)
      throw fieldError(
        `rates.${category}`,
        `no quota left at ${bpToRate(rateBp)} %: ${used} of ${quota} used`,
        ErrorCode.REBATE_QUOTA_EXCEEDED,
      );
  }
}

/** The agent's quotas with how many of each are used, by category and rate (highest first). */
export async function quotasOf(db: Db, agentId: number): Promise<RebateQuota[]> {
  const rows = rowsOf<{ category: GameCategory; rate_bp: number; quota: number; used: number }>(
    await db.execute(sql`
      select q.category, q.rate_bp, q.quota,
             (select count(*) from agent_tree t
                join agent_rebate_rates r on r.member_id = t.descendant_id
               where t.ancestor_id = q.member_id and t.depth = 1
                 and r.category = q.category and r.rate_bp = q.rate_bp)::int as used
        from agent_rebate_quotas q
       where q.member_id = ${agentId}
       order by q.category, q.rate_bp desc`),
  );
  return rows.map((r) => ({
    category: r.category,
    rate: bpToRate(Number(r.rate_bp)),
    quota: Number(r.quota),
    used: Number(r.used),
  }));
}

/** Sets (or replaces) an agent's quota: the console's and the seed's. */
export async function setQuota(
  db: Db,
  agentId: number,
  category: GameCategory,
  rateBp: number,
  quota: number,
): Promise<void> {
  await db.execute(sql`
    insert into agent_rebate_quotas (member_id, category, rate_bp, quota)
    values (${agentId}, ${category}, ${rateBp}, ${quota})
    on conflict (member_id, category, rate_bp) do update set quota = excluded.quota`);
}
