import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedAs } from '../../db/prepared';

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
 * The whole team's figures over the period from the kept totals (drizzle/0050): the team's rows
 * of agent_team_daily_totals and agent_team_active_days for the period's days, each an index
 * range by (agent, day) of at most a few rows a day whatever the team's size; its size and its
 * cash and bonus balance now are its row of agent_team_current.
 */
export async function teamOverviewOf(
  db: Db,
  agentId: number,
  p: TeamPeriod,
): Promise<TeamOverviewRow> {
  const result = await db.execute(sql`${preparedAs('team_overview')}
    with t as (
      select coalesce(sum(registrations), 0) as reg, coalesce(sum(first_deposits), 0) as firsts,
             coalesce(sum(deposit_count), 0) as dep_c, coalesce(sum(deposits), 0) as dep_s,
             coalesce(sum(withdrawal_count), 0) as wd_c, coalesce(sum(withdrawals), 0) as wd_s,
             coalesce(sum(bet_stake + lottery_stake), 0) as stake,
             coalesce(sum(bet_win + lottery_win), 0) as win
        from agent_team_daily_totals
       where ancestor_id = ${agentId} and day >= (${p.from})::date and day <= (${p.to})::date
    ),
    -- Each active member once: at its first active day of the range (previous one before it).
    act as (
      select coalesce(sum(players), 0) as n from agent_team_active_days
       where ancestor_id = ${agentId} and day >= (${p.from})::date and day <= (${p.to})::date
         and prev_day < (${p.from})::date
    ),
    cur as (
      select coalesce(sum(members), 0) as members, coalesce(sum(direct_members), 0) as direct,
             coalesce(sum(balance), 0) as s
        from agent_team_current where ancestor_id = ${agentId}
    )
    select cur.members::text as team_size, cur.direct::text as direct_count,
           t.reg::text as registrations,
           t.firsts::text as first_deposits,
           t.dep_c::text as deposit_count, t.dep_s::text as deposits,
           t.wd_c::text as withdrawal_count, t.wd_s::text as withdrawals,
           t.stake::text as bet_stake, t.win::text as bet_win,
           act.n::text as active_players,
           cur.s::text as team_balance
      from t, act, cur`);
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
