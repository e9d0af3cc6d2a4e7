import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysEnd, daysStart, settledLottery } from './lottery-figures';
import type { TeamPeriod } from './team-reports.repository';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Stake, win and count: vendor bets from member_daily_bet_totals (kept by the bets' own
 * transactions, by the day placed) and settled lottery sub-orders (by the day they settled).
 */
export interface FigureRow {
  count: string;
  stake: string;
  win: string;
  rebate: string;
}

/** The figures of a set of members (`ids`: a select of one id column) over the period's days. */
const figuresOf = (ids: SQL, p: TeamPeriod) => sql`
  (select coalesce(sum(x.count), 0)::text as count, coalesce(sum(x.stake), 0)::text as stake,
          coalesce(sum(x.win), 0)::text as win
     from (select b.count, b.stake, b.win
             from member_daily_bet_totals b
            where b.member_id in (${ids}) and b.day >= (${p.from})::date and b.day <= (${p.to})::date
           union all
           select 1, l.stake, l.win from (${settledLottery(ids, daysStart(p), daysEnd(p))}) l) x) f
  cross join lateral
  (select coalesce(sum(r.amount), 0)::text as rebate
     from agent_rebate_payouts r
    where r.agent_id in (${ids}) and r.day >= (${p.from})::date and r.day <= (${p.to})::date) rb`;

export interface PnlRow extends FigureRow {
  username: string;
  customer_type: number;
  depth: number;
  team_size: string;
}

/**
 * Issue 32 team profit and loss under `parentId`: direct scope lists its direct downlines, each
 * with the figures of itself and its whole team (one agent_tree range each); all scope lists every
 * member of the team at any depth with its own figures. Newest member first within a depth; one
 * page. Every part is an index range: agent_tree by ancestor, the daily totals by member and day,
 * the rebate payouts by agent and day.
 */
export async function teamPnlRows(
  db: Db,
  parentId: number,
  direct: boolean,
  p: TeamPeriod,
  page: { limit: number; offset: number },
): Promise<{ rows: PnlRow[]; total: number }> {
  const depth = direct ? sql`and t.depth = 1` : sql``;
  const ids = direct
    ? sql`select pg.id union all select s.descendant_id from agent_tree s where s.ancestor_id = pg.id`
    : sql`select pg.id`;
  const result = await db.execute(sql`
    with pg as (
      select t.descendant_id as id, t.depth from agent_tree t
       where t.ancestor_id = ${parentId} ${depth}
       order by t.depth, t.descendant_id desc
       limit ${page.limit} offset ${page.offset}
    )
    select m.username, m.customer_type, pg.depth,
           (select count(*) from agent_tree s where s.ancestor_id = pg.id)::text as team_size,
           f.count, f.stake, f.win, rb.rebate
      from pg join members m on m.id = pg.id
      cross join lateral ${figuresOf(ids, p)}
     order by pg.depth, pg.id desc`);
  const count = await db.execute(sql`
    select count(*)::int as n from agent_tree t where t.ancestor_id = ${parentId} ${depth}`);
  return { rows: rowsOf<PnlRow>(result), total: Number(rowsOf<{ n: number }>(count)[0]!.n) };
}

/** The figures of the whole team under `parentId` (any depth, not the parent itself). */
export async function teamPnlTotal(db: Db, parentId: number, p: TeamPeriod): Promise<FigureRow> {
  const ids = sql`select t.descendant_id from agent_tree t where t.ancestor_id = ${parentId}`;
  const result = await db.execute(
    sql`select f.count, f.stake, f.win, rb.rebate from ${figuresOf(ids, p)}`,
  );
  return rowsOf<FigureRow>(result)[0]!;
}
