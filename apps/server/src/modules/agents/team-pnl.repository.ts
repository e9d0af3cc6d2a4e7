import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedAs } from '../../db/prepared';
import type { TeamPeriod } from './team-reports.repository';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Stake, win and count: vendor bets (kept by the bets' own transactions, by the day placed) and
 * settled lottery sub-orders (by the day they settled); the agent rebates paid. Read from the
 * kept totals (drizzle/0050): a member's own rows and an upline's team rows, by day.
 */
export interface FigureRow {
  count: string;
  stake: string;
  win: string;
  rebate: string;
}

/** The figures summed over `rows` (a select of kept totals rows) within the period's days. */
const figuresOf = (rows: SQL, p: TeamPeriod) => sql`
  (select coalesce(sum(x.bet_count + x.lottery_count), 0)::text as count,
          coalesce(sum(x.bet_stake + x.lottery_stake), 0)::text as stake,
          coalesce(sum(x.bet_win + x.lottery_win), 0)::text as win,
          coalesce(sum(x.rebate), 0)::text as rebate
     from (${rows}) x
    where x.day >= (${p.from})::date and x.day <= (${p.to})::date) f`;

const FIGURE_COLUMNS = sql`day, bet_count, lottery_count, bet_stake, lottery_stake, bet_win, lottery_win, rebate`;
/** A member's own rows. */
const ownRows = (id: SQL) =>
  sql`select ${FIGURE_COLUMNS} from agent_member_daily_totals where member_id = ${id}`;
/** The rows of the team strictly below an upline. */
const teamRows = (id: SQL) =>
  sql`select ${FIGURE_COLUMNS} from agent_team_daily_totals where ancestor_id = ${id}`;

export interface PnlRow extends FigureRow {
  username: string;
  customer_type: number;
  depth: number;
  team_size: string;
}

/**
 * Issue 32 team profit and loss under `parentId`, in one statement: one page of rows, how many
 * rows there are and the figures of the whole team (any depth, not the parent itself). Direct
 * scope lists its direct downlines, each with the figures of itself and its whole team (one
 * agent_tree range each); all scope lists every member of the team at any depth with its own
 * figures. Newest member first within a depth. Every part is an index range: agent_tree by
 * ancestor, the kept totals by member or upline and day. The count and the team's figures are
 * one row, the page's rows joined to it (none: one row of nulls).
 */
export async function teamPnlReport(
  db: Db,
  parentId: number,
  direct: boolean,
  p: TeamPeriod,
  page: { limit: number; offset: number },
): Promise<{ rows: PnlRow[]; total: number; team: FigureRow }> {
  const depth = direct ? sql`and t.depth = 1` : sql``;
  const rows = direct
    ? sql`${ownRows(sql`pg.id`)} union all ${teamRows(sql`pg.id`)}`
    : ownRows(sql`pg.id`);
  const result = await db.execute(sql`${preparedAs('team_pnl')}
    with pg as (
      select t.descendant_id as id, t.depth from agent_tree t
       where t.ancestor_id = ${parentId} ${depth}
       order by t.depth, t.descendant_id desc
       limit ${page.limit} offset ${page.offset}
    )
    select r.*, n.n as total, tf.count as team_count, tf.stake as team_stake,
           tf.win as team_win, tf.rebate as team_rebate
      from (select coalesce(sum(${direct ? sql`direct_members` : sql`members`}), 0)::int as n
              from agent_team_current where ancestor_id = ${parentId}) n
      cross join (select * from ${figuresOf(teamRows(sql`${parentId}::bigint`), p)}) tf
      left join (
        select pg.id as member_id, m.username, m.customer_type, pg.depth,
               coalesce((select c.members from agent_team_current c where c.ancestor_id = pg.id), 0)::text
                 as team_size,
               f.count, f.stake, f.win, f.rebate
          from pg join members m on m.id = pg.id
          cross join lateral ${figuresOf(rows, p)}
      ) r on true
     order by r.depth, r.member_id desc`);
  type Joined = PnlRow & {
    member_id: string | null;
    total: number;
    team_count: string;
    team_stake: string;
    team_win: string;
    team_rebate: string;
  };
  const joined = rowsOf<Joined>(result);
  const first = joined[0]!;
  return {
    rows: joined
      .filter((r) => r.member_id !== null)
      .map((r) => ({
        username: r.username,
        customer_type: r.customer_type,
        depth: r.depth,
        team_size: r.team_size,
        count: r.count,
        stake: r.stake,
        win: r.win,
        rebate: r.rebate,
      })),
    total: Number(first.total),
    team: {
      count: first.team_count,
      stake: first.team_stake,
      win: first.team_win,
      rebate: first.team_rebate,
    },
  };
}
