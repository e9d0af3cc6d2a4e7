import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysEnd, daysStart, settledLottery } from './lottery-figures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Days (YYYY-MM-DD, inclusive) of the merchant's time zone. */
export interface TeamPeriod {
  from: string;
  to: string;
  timeZone: string;
}

/** The kinds of a member's money a team balance counts (what the wallet shows). */
const BALANCE_KINDS = sql`('cash', 'bonus')`;

export interface TeamOverviewRow {
  team_size: string;
  direct_count: string;
  registrations: string;
  first_deposits: string;
  deposit_count: string;
  deposits: string;
  withdrawal_count: string;
  withdrawals: string;
  bet_stake: string;
  bet_win: string;
  active_players: string;
  team_balance: string;
}

/**
 * The whole team's figures over the period: one statement, every part an index range per team
 * member (agent_tree by ancestor; members by id; deposits and withdrawals by member and decision
 * time; the daily bet totals by member and day; ledger accounts by member).
 */
export async function teamOverviewOf(
  db: Db,
  agentId: number,
  p: TeamPeriod,
): Promise<TeamOverviewRow> {
  const start = daysStart(p);
  const end = daysEnd(p);
  const result = await db.execute(sql`
    with team as (
      select descendant_id as id, depth from agent_tree where ancestor_id = ${agentId}
    ),
    reg as (
      select count(*) as c from team join members m on m.id = team.id
       where m.created_at >= ${start} and m.created_at < ${end}
    ),
    dep as (
      select count(*) as c, coalesce(sum(d.amount), 0) as s,
             -- A first deposit: the member's earliest credited deposit falls in the range.
             count(distinct d.member_id) filter (where d.decided_at = (
               select min(f.decided_at) from deposits f
                where f.member_id = d.member_id and f.state = 'credited'
             )) as firsts
        from team join deposits d on d.member_id = team.id
       where d.state = 'credited' and d.decided_at >= ${start} and d.decided_at < ${end}
    ),
    wd as (
      select count(*) as c, coalesce(sum(w.amount), 0) as s
        from team join withdrawals w on w.member_id = team.id
       where w.state = 'paid' and w.decided_at >= ${start} and w.decided_at < ${end}
    ),
    bets as (
      select coalesce(sum(x.stake), 0) as stake, coalesce(sum(x.win), 0) as win,
             count(distinct x.member_id) filter (where x.count > 0) as active
        from (select b.member_id, b.count, b.stake, b.win
                from team join member_daily_bet_totals b on b.member_id = team.id
               where b.day >= (${p.from})::date and b.day <= (${p.to})::date
              union all
              select l.member_id, 1, l.stake, l.win
                from (${settledLottery(sql`select id from team`, start, end)}) l) x
    ),
    bal as (
      select coalesce(sum(a.balance), 0) as s
        from team join ledger_accounts a on a.member_id = team.id
       where a.kind in ${BALANCE_KINDS}
    )
    select (select count(*) from team)::text as team_size,
           (select count(*) from team where depth = 1)::text as direct_count,
           reg.c::text as registrations,
           dep.firsts::text as first_deposits,
           dep.c::text as deposit_count, dep.s::text as deposits,
           wd.c::text as withdrawal_count, wd.s::text as withdrawals,
           bets.stake::text as bet_stake, bets.win::text as bet_win,
           bets.active::text as active_players,
           bal.s::text as team_balance
      from reg, dep, wd, bets, bal`);
  return rowsOf<TeamOverviewRow>(result)[0]!;
}

export interface DirectDownlineRow {
  username: string;
  customer_type: number;
  created_at: string | Date;
  last_login_at: string | Date | null;
  team_size: string;
  balance: string;
  total: string;
}

/** The agent's direct downlines, newest first, optionally by username prefix; one page. */
export async function directDownlinesOf(
  db: Db,
  agentId: number,
  f: { usernamePrefix?: string | undefined; limit: number; offset: number },
): Promise<DirectDownlineRow[]> {
  const prefix = f.usernamePrefix
    ? sql`and lower(m.username) like ${`${f.usernamePrefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
    : sql``;
  const result = await db.execute(sql`
    select m.username, m.customer_type, m.created_at, m.last_login_at,
           (select count(*) from agent_tree s where s.ancestor_id = m.id)::text as team_size,
           (select coalesce(sum(a.balance), 0) from ledger_accounts a
             where a.member_id = m.id and a.kind in ${BALANCE_KINDS})::text as balance,
           (count(*) over ())::text as total
      from agent_tree t join members m on m.id = t.descendant_id
     where t.ancestor_id = ${agentId} and t.depth = 1 ${prefix}
     order by t.descendant_id desc
     limit ${f.limit} offset ${f.offset}`);
  return rowsOf<DirectDownlineRow>(result);
}
