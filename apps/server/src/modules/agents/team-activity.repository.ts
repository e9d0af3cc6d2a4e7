import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import type { TeamPeriod } from './team-reports.repository';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Whose rows a team report reads: one member, the direct downlines of `parentId`, or its whole
 * team; a select of one id column (an agent_tree index range).
 */
export type TeamMembers = { memberId: number } | { parentId: number; direct: boolean };
const idsOf = (who: TeamMembers): SQL =>
  'memberId' in who
    ? sql`select ${who.memberId}::bigint`
    : who.direct
      ? sql`select descendant_id from agent_tree where ancestor_id = ${who.parentId} and depth = 1`
      : sql`select descendant_id from agent_tree where ancestor_id = ${who.parentId}`;

const within = (column: SQL, p: TeamPeriod) =>
  sql`${column} >= ((${p.from})::date::timestamp at time zone ${p.timeZone})
      and ${column} < (((${p.to})::date + 1)::timestamp at time zone ${p.timeZone})`;
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

export interface TeamBetFilter {
  who: TeamMembers;
  period: TeamPeriod;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** The betting record's vendor and game type of a lottery sub-order (records.repository's). */
export const TEAM_LOTTERY_VENDOR = 'LOTTO';
const TEAM_LOTTERY_TYPE = 'LOTT';

export interface TeamBetRow {
  source: 'vendor' | 'lottery';
  id: string;
  username: string;
  vendor_code: string;
  game_type: string | null;
  game_name: string;
  /** A lottery's name by language (null for a vendor bet or an unknown lottery). */
  lottery_name: LocalizedText | null;
  /** The lottery draw (numero); null for a vendor bet. */
  draw: string | null;
  tx_id: string;
  amount: string;
  win: string | null;
  /** A vendor bet's status, or a lottery sub-order's (open, won, lost, cancelled, refunded). */
  status: string;
  created_at: string;
}

/** Whether the filter keeps lottery sub-orders (the betting record's LOTTO vendor, LOTT type). */
const keepsLottery = (f: TeamBetFilter) =>
  (f.vendor === undefined || f.vendor === TEAM_LOTTERY_VENDOR) &&
  (f.gameType === undefined || f.gameType === TEAM_LOTTERY_TYPE);

/**
 * The team's vendor bets and lottery sub-orders of the period newest first, one page and one more
 * row to tell hasMore. Each side reads at most offset + limit rows from its index ranges: vendor
 * bets by (member, created_at DESC NULLS LAST, id DESC NULLS LAST), lottery orders by (member,
 * created_at DESC, id DESC) with their sub-orders by order; a sub-order is placed with its order.
 */
export async function teamBetRows(
  db: Db,
  f: TeamBetFilter,
  page: { limit: number; offset: number },
): Promise<TeamBetRow[]> {
  const upTo = page.limit + page.offset;
  const lottery = keepsLottery(f)
    ? sql`
      union all
      (select 'lottery' as source, s.id::text as id, m.username, ${TEAM_LOTTERY_VENDOR} as vendor_code,
              ${TEAM_LOTTERY_TYPE} as game_type, s.game_code as game_name, g.name as lottery_name,
              s.numero as draw, 'L' || o.id || '-' || s.id as tx_id, s.stake::text as amount,
              s.win::text as win, s.status, o.created_at as at, s.id as seq
         from lottery_orders o
         join members m on m.id = o.member_id
         join lottery_sub_orders s on s.order_id = o.id
         left join lottery_games g on g.merchant_code = s.merchant_code and g.game_code = s.game_code
        where o.member_id in (${idsOf(f.who)}) and ${within(sql`o.created_at`, f.period)}
        order by o.created_at desc, s.id desc
        limit ${upTo})`
    : sql``;
  const vendor =
    f.vendor === TEAM_LOTTERY_VENDOR
      ? sql`where false`
      : sql`where b.member_id in (${idsOf(f.who)}) and ${within(sql`b.created_at`, f.period)}
       ${f.gameType ? sql`and b.game_type = ${f.gameType}` : sql``}
       ${f.vendor ? sql`and b.vendor_code = ${f.vendor}` : sql``}`;
  const result = await db.execute(sql`
    select source, id, username, vendor_code, game_type, game_name, lottery_name, draw, tx_id,
           amount, win, status, ${epochMs(sql`at`)} as created_at
      from (
      (select 'vendor' as source, b.id::text as id, m.username, b.vendor_code, b.game_type,
              b.game_name, null::jsonb as lottery_name, null::text as draw,
              b.vendor_tx_id as tx_id, b.amount::text as amount, b.win::text as win,
              b.status::text as status, b.created_at as at, b.id as seq
         from bets b join members m on m.id = b.member_id
       ${vendor}
        order by b.created_at desc nulls last, b.id desc nulls last
        limit ${upTo})
      ${lottery}) u
     order by at desc, source desc, seq desc
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TeamBetRow>(result);
}

/**
 * The totals of the same bets: vendor bets from member_daily_bet_totals (days of the merchant's
 * zone), lottery sub-orders placed in the period that were not cancelled or refunded.
 */
export async function teamBetTotals(
  db: Db,
  f: TeamBetFilter,
): Promise<{ count: string; stake: string; win: string }> {
  const lottery = keepsLottery(f)
    ? sql`
      union all
      select count(*), coalesce(sum(s.stake), 0), coalesce(sum(coalesce(s.win, 0)), 0)
        from lottery_orders o join lottery_sub_orders s on s.order_id = o.id
       where o.member_id in (${idsOf(f.who)}) and ${within(sql`o.created_at`, f.period)}
         and s.status not in ('cancelled', 'refunded')`
    : sql``;
  const result = await db.execute(sql`
    select coalesce(sum(x.count), 0)::text as count, coalesce(sum(x.stake), 0)::text as stake,
           coalesce(sum(x.win), 0)::text as win
      from (
      select coalesce(sum(d.count), 0) as count, coalesce(sum(d.stake), 0) as stake,
             coalesce(sum(d.win), 0) as win
        from member_daily_bet_totals d
       where d.member_id in (${idsOf(f.who)})
         and d.day >= (${f.period.from})::date and d.day <= (${f.period.to})::date
         ${f.vendor === TEAM_LOTTERY_VENDOR ? sql`and false` : sql``}
         ${f.gameType ? sql`and d.game_type = ${f.gameType}` : sql``}
         ${f.vendor ? sql`and d.vendor_code = ${f.vendor}` : sql``}
      ${lottery}) x`);
  return rowsOf<{ count: string; stake: string; win: string }>(result)[0]!;
}

export interface TeamEntryRow {
  id: string;
  username: string;
  kind: string;
  account: string;
  amount: string;
  balance_after: string | null;
  reference: string | null;
  created_at: string;
}

/**
 * The team's ledger entries of the period newest first: each member account's (account,
 * created_at DESC NULLS LAST, id DESC NULLS LAST) index range; one page and one more row.
 */
export async function teamEntryRows(
  db: Db,
  f: { who: TeamMembers; period: TeamPeriod; kind?: string | undefined },
  page: { limit: number; offset: number },
): Promise<TeamEntryRow[]> {
  const result = await db.execute(sql`
    select e.id::text as id, m.username, t.kind, a.kind as account, e.amount::text as amount,
           e.balance_after::text as balance_after, t.reference,
           ${epochMs(sql`e.created_at`)} as created_at
      from ledger_accounts a
      join members m on m.id = a.member_id
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
     where a.member_id in (${idsOf(f.who)}) and ${within(sql`e.created_at`, f.period)}
       ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
     order by e.created_at desc nulls last, e.id desc nulls last
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TeamEntryRow>(result);
}
