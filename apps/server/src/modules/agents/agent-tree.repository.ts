import { sql, type SQL } from 'drizzle-orm';
import { AGENT_ONLY_TYPE, NO_AGENT_OPTION_TYPES, type AgentTreeNode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { isRealMemberSql } from '../../db/member-partition';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

interface NodeRow {
  username: string;
  customer_type: number;
  direct_downlines: number;
  team_size: number;
}

/** Each member's counts: two index ranges of agent_tree by ancestor. */
const counts = (id: SQL) => sql`
  (select count(*) from agent_tree c where c.ancestor_id = ${id} and c.depth = 1)::int as direct_downlines,
  (select count(*) from agent_tree c where c.ancestor_id = ${id})::int as team_size`;

const nodeOf = (r: NodeRow): AgentTreeNode => ({
  username: r.username,
  customerType: Number(r.customer_type),
  directDownlines: Number(r.direct_downlines),
  teamSize: Number(r.team_size),
});

export async function nodeOfMember(db: Db, memberId: number): Promise<AgentTreeNode> {
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      select m.username, m.customer_type, ${counts(sql`m.id`)}
        from members m where m.id = ${memberId}`),
  );
  return nodeOf(rows[0]!);
}

/** The member's uplines from the top down (agent_tree_descendant_idx). */
export async function uplineChain(db: Db, memberId: number): Promise<AgentTreeNode[]> {
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      select m.username, m.customer_type, ${counts(sql`m.id`)}
        from agent_tree t join members m on m.id = t.ancestor_id
       where t.descendant_id = ${memberId}
       order by t.depth desc`),
  );
  return rows.map(nodeOf);
}

/** A page of the member's direct downlines, newest first (agent_tree_direct_idx). */
export async function directDownlinesPage(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ list: AgentTreeNode[]; total: number }> {
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      select m.username, m.customer_type, ${counts(sql`m.id`)}
        from (select descendant_id from agent_tree
               where ancestor_id = ${memberId} and depth = 1
               order by descendant_id desc
               limit ${pageSize} offset ${(pageNo - 1) * pageSize}) t
        join members m on m.id = t.descendant_id
       order by t.descendant_id desc`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from agent_tree where ancestor_id = ${memberId} and depth = 1`,
    ),
  );
  return { list: rows.map(nodeOf), total: Number(total!.n) };
}

/**
 * The tree's tops: the merchant's members without an upline that are agents or have a team (an
 * affiliate's players), newest first (members_merchant_created_idx gives the order).
 */
export async function topsPage(
  db: Db,
  merchantCode: string,
  pageNo: number,
  pageSize: number,
): Promise<{ list: AgentTreeNode[]; total: number }> {
  const noOption = sql.join(
    [AGENT_ONLY_TYPE, ...NO_AGENT_OPTION_TYPES].map((t) => sql`${t}`),
    sql`, `,
  );
  const tops = sql`
    from members m
   where m.merchant_code = ${merchantCode} and ${isRealMemberSql('m')}
     and (m.customer_type not in (${noOption})
          or exists (select 1 from agent_tree d where d.ancestor_id = m.id))
     and not exists (select 1 from agent_tree u where u.descendant_id = m.id and u.depth = 1)`;
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      select m.username, m.customer_type, ${counts(sql`m.id`)} ${tops}
       order by m.created_at desc, m.id desc
       limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  );
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${tops}`));
  return { list: rows.map(nodeOf), total: Number(total!.n) };
}
