import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedAs } from '../../db/prepared';
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
  /** The keyset of the row (see TeamBetCursor). */
  at_us: string;
  seq: string;
}

/** Whether the filter keeps lottery sub-orders (the betting record's LOTTO vendor, LOTT type). */
const keepsLottery = (f: TeamBetFilter) =>
  (f.vendor === undefined || f.vendor === TEAM_LOTTERY_VENDOR) &&
  (f.gameType === undefined || f.gameType === TEAM_LOTTERY_TYPE);

/**
 * Where a page of team betting starts: after the row at `atUs` (microseconds since the epoch, the
 * row's exact placing time), `source` and `seq` (the bet's or sub-order's id), in the list's
 * order (newest first; at one instant vendor bets before sub-orders, higher ids first).
 */
export interface TeamBetCursor {
  atUs: string;
  source: 'vendor' | 'lottery';
  seq: string;
}

/**
 * A team this large (direct downlines or whole team) is read by walking the merchant's bets and
 * orders newest first and keeping the team's (bets_merchant_created_id_idx,
 * lottery_orders_merchant_created_idx, each row one agent_tree primary-key probe); a smaller one
 * by each member's own index range. Walking stops after one page either way.
 */
export const LARGE_TEAM = 200;

/**
 * Which walk a team takes only decides the plan, never the rows (team-totals.test reads both), so
 * the choice is remembered for a while instead of costing a statement on every page: a team that
 * crosses LARGE_TEAM is walked the other way a minute later at most.
 */
const WALK_KEPT_MS = 60_000;
const WALKS_KEPT = 10_000;
const walks = new Map<string, { large: boolean; at: number }>();

async function isLargeTeam(db: Db, who: TeamMembers): Promise<boolean> {
  if ('memberId' in who) return false;
  const key = `${who.parentId}:${who.direct}`;
  const now = Date.now();
  const known = walks.get(key);
  if (known && now - known.at < WALK_KEPT_MS) return known.large;
  const result = await db.execute(sql`${preparedAs('team_walk_size')}
    select coalesce(sum(${who.direct ? sql`direct_members` : sql`members`}), 0)::int as n
      from agent_team_current where ancestor_id = ${who.parentId}`);
  const large = Number(rowsOf<{ n: number }>(result)[0]!.n) >= LARGE_TEAM;
  if (walks.size >= WALKS_KEPT) walks.clear();
  walks.set(key, { large, at: now });
  return large;
}

const MAX_ID = '9223372036854775807';
const instantOf = (atUs: string) =>
  sql`(timestamptz 'epoch' + (${atUs})::bigint * interval '1 microsecond')`;

type TeamBetPage = { limit: number; offset: number; before?: TeamBetCursor | undefined };

/**
 * The select of the team's vendor bets and lottery sub-orders of the period newest first, one
 * page and one more row to tell hasMore: after `page.before` (keyset: each side an index range
 * from there) or, for the first pages, after `page.offset` rows. Each side reads at most offset +
 * limit rows: vendor bets by (member, created_at DESC NULLS LAST, id DESC NULLS LAST) or, for a
 * large team, by (merchant, created_at DESC, id DESC) kept when in the team (a probe per row,
 * never a join the planner could turn around); lottery orders likewise, with their sub-orders by
 * order (a sub-order is placed with its order). The page's members and lottery names are joined
 * to its rows only, which keeps both sides small to plan. Its rows keep `at` and `seq_n`, the
 * keyset as values, for a caller that orders them again.
 */
function teamBetSelect(f: TeamBetFilter, page: TeamBetPage, large: boolean): SQL {
  const before = page.before;
  const offset = before ? 0 : page.offset;
  const upTo = page.limit + offset;
  const inTeam = (member: SQL) =>
    'parentId' in f.who
      ? sql`exists (select 1 from agent_tree t where t.ancestor_id = ${f.who.parentId}
                    and t.descendant_id = ${member} ${f.who.direct ? sql`and t.depth = 1` : sql``}
                    offset 0)`
      : sql`${member} = ${f.who.memberId}`;
  /** Rows of `owner` (a member id column) placed at `at`: the team's, in the period. */
  const whose = (table: SQL, at: SQL, owner: SQL) =>
    large && 'parentId' in f.who
      ? sql`${table}.merchant_code = (select merchant_code from members where id = ${f.who.parentId})
            and ${inTeam(owner)} and ${within(at, f.period)}`
      : sql`${owner} in (${idsOf(f.who)}) and ${within(at, f.period)}`;
  const vendorAfter = before
    ? sql`and (b.created_at, b.id) < (${instantOf(before.atUs)}, ${before.source === 'vendor' ? before.seq : '0'}::bigint)`
    : sql``;
  const ordersAfter = before ? sql`and o.created_at <= ${instantOf(before.atUs)}` : sql``;
  const subsAfter = before
    ? sql`and (o.created_at, s.id) < (${instantOf(before.atUs)}, ${before.source === 'lottery' ? before.seq : MAX_ID}::bigint)`
    : sql``;
  const lottery = keepsLottery(f)
    ? sql`
      union all
      (select 'lottery' as source, s.id, o.member_id, ${TEAM_LOTTERY_VENDOR} as vendor_code,
              ${TEAM_LOTTERY_TYPE} as game_type, s.game_code as game_name,
              s.merchant_code as lottery_merchant, s.numero as draw,
              'L' || o.id || '-' || s.id as tx_id, s.stake as amount, s.win, s.status,
              o.created_at as at
         from (select o.id, o.member_id, o.created_at from lottery_orders o
                where ${whose(sql`o`, sql`o.created_at`, sql`o.member_id`)} ${ordersAfter}
                order by o.created_at desc nulls last, o.id desc nulls last
                -- One more: the order the cursor is in may have no sub-order left after it.
                limit ${upTo + 1}) o
         join lottery_sub_orders s on s.order_id = o.id
        where true ${subsAfter}
        order by o.created_at desc, s.id desc
        limit ${upTo})`
    : sql``;
  const vendor =
    f.vendor === TEAM_LOTTERY_VENDOR
      ? sql`where false`
      : sql`where ${whose(sql`b`, sql`b.created_at`, sql`b.member_id`)} ${vendorAfter}
       ${f.gameType ? sql`and b.game_type = ${f.gameType}` : sql``}
       ${f.vendor ? sql`and b.vendor_code = ${f.vendor}` : sql``}`;
  return sql`
    select u.source, u.id::text as id, m.username, u.vendor_code, u.game_type, u.game_name,
           g.name as lottery_name, u.draw, u.tx_id, u.amount::text as amount, u.win::text as win,
           u.status, ${epochMs(sql`u.at`)} as created_at,
           (extract(epoch from u.at) * 1000000)::bigint::text as at_us, u.id::text as seq,
           u.at, u.id as seq_n
      from (select * from (
      (select 'vendor' as source, b.id, b.member_id, b.vendor_code, b.game_type, b.game_name,
              null::text as lottery_merchant, null::text as draw, b.vendor_tx_id as tx_id,
              b.amount, b.win, b.status::text as status, b.created_at as at
         from bets b
       ${vendor}
        order by b.created_at desc nulls last, b.id desc nulls last
        limit ${upTo})
      ${lottery}) w
      order by at desc, source desc, id desc
      limit ${page.limit} offset ${offset}) u
      join members m on m.id = u.member_id
      left join lottery_games g on g.merchant_code = u.lottery_merchant and g.game_code = u.game_name
     order by u.at desc, u.source desc, u.id desc`;
}

/** The rows of teamBetSelect as the caller sees them (the keyset values dropped). */
const betRowsOf = (rows: (TeamBetRow & { at?: unknown; seq_n?: unknown })[]): TeamBetRow[] =>
  rows.map(({ at: _at, seq_n: _seq, ...row }) => row);

/**
 * The team's vendor bets and lottery sub-orders of the period newest first, one page and one more
 * row to tell hasMore (teamBetSelect).
 */
export async function teamBetRows(
  db: Db,
  f: TeamBetFilter,
  page: TeamBetPage,
  /** Tests choose the walk; otherwise the team's size does (LARGE_TEAM). */
  walk?: 'members' | 'merchant',
): Promise<TeamBetRow[]> {
  const large = walk ? walk === 'merchant' : await isLargeTeam(db, f.who);
  const result = await db.execute(teamBetSelect(f, page, large));
  return betRowsOf(rowsOf<TeamBetRow>(result));
}

/**
 * One page of team betting and the totals of the whole period (teamBetRows and teamBetTotalsSelect) in
 * one statement: the totals' row, with the page's rows joined to it (none: one row of nulls).
 */
export async function teamBetPage(
  db: Db,
  f: TeamBetFilter,
  page: TeamBetPage,
): Promise<{ rows: TeamBetRow[]; totals: BetTotals }> {
  const large = await isLargeTeam(db, f.who);
  const result = await db.execute(sql`${preparedAs('team_bets')}
    select r.*, t.count as total_count, t.stake as total_stake, t.win as total_win
      from (${teamBetTotalsSelect(f)}) t
      left join (${teamBetSelect(f, page, large)}) r on true
     order by r.at desc, r.source desc, r.seq_n desc`);
  type Joined = TeamBetRow & { total_count: string; total_stake: string; total_win: string };
  const joined = rowsOf<Joined>(result);
  const first = joined[0]!;
  return {
    rows: betRowsOf(
      joined
        .filter((r) => r.id !== null)
        .map(({ total_count: _c, total_stake: _s, total_win: _w, ...row }) => row),
    ),
    totals: { count: first.total_count, stake: first.total_stake, win: first.total_win },
  };
}

/** The cursor of the page after `row`. */
export const cursorAfter = (row: TeamBetRow): TeamBetCursor => ({
  atUs: row.at_us,
  source: row.source,
  seq: row.seq,
});

/** The kept totals rows (drizzle/0050) of whose bets a report reads. */
const keptRowsOf = (who: TeamMembers): SQL =>
  'memberId' in who
    ? sql`select * from agent_member_daily_totals where member_id = ${who.memberId}`
    : who.direct
      ? sql`select o.* from agent_tree t
              join agent_member_daily_totals o on o.member_id = t.descendant_id
             where t.ancestor_id = ${who.parentId} and t.depth = 1`
      : sql`select * from agent_team_daily_totals where ancestor_id = ${who.parentId}`;

export interface BetTotals {
  count: string;
  stake: string;
  win: string;
}

/**
 * The totals of the page's bets over the period, one row (count, stake, win as text): vendor bets
 * by the day placed (not rolled back), lottery sub-orders placed in the period that were not
 * cancelled or refunded. Without a filter both come from the kept totals (the team's rows by day);
 * a game type or vendor filter on vendor bets reads member_daily_bet_totals of each member (per
 * game type and vendor).
 */
function teamBetTotalsSelect(f: TeamBetFilter): SQL {
  const days = sql`x.day >= (${f.period.from})::date and x.day <= (${f.period.to})::date`;
  const kept = keptRowsOf(f.who);
  const parts: SQL[] = [];
  if (f.vendor !== TEAM_LOTTERY_VENDOR)
    parts.push(
      f.gameType || f.vendor
        ? sql`
      select coalesce(sum(x.count), 0) as count, coalesce(sum(x.stake), 0) as stake,
             coalesce(sum(x.win), 0) as win
        from member_daily_bet_totals x
       where x.member_id in (${idsOf(f.who)}) and ${days}
         ${f.gameType ? sql`and x.game_type = ${f.gameType}` : sql``}
         ${f.vendor ? sql`and x.vendor_code = ${f.vendor}` : sql``}`
        : sql`
      select coalesce(sum(x.bet_count), 0), coalesce(sum(x.bet_stake), 0),
             coalesce(sum(x.bet_win), 0)
        from (${kept}) x where ${days}`,
    );
  if (keepsLottery(f))
    parts.push(sql`
      select coalesce(sum(x.lottery_placed_count), 0), coalesce(sum(x.lottery_placed_stake), 0),
             coalesce(sum(x.lottery_placed_win), 0)
        from (${kept}) x where ${days}`);
  if (parts.length === 0) return sql`select '0' as count, '0' as stake, '0' as win`;
  return sql`
    select coalesce(sum(u.count), 0)::text as count, coalesce(sum(u.stake), 0)::text as stake,
           coalesce(sum(u.win), 0)::text as win
      from (${sql.join(parts, sql` union all `)}) u(count, stake, win)`;
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
  /** The keyset of the row (see TeamEntryCursor). */
  at_us: string;
}

/**
 * Where a page of team transactions starts: after the entry at `atUs` (microseconds since the
 * epoch, the entry's exact time) with the id `id`, in the list's order (newest first, at one
 * instant higher ids first).
 */
export interface TeamEntryCursor {
  atUs: string;
  id: string;
}

/**
 * The team's ledger entries of the period newest first: each member account's (account,
 * created_at DESC NULLS LAST, id DESC NULLS LAST) index range, after `page.before` (keyset: each
 * range starts there) or, for the first pages, after `page.offset` rows; one page and one more
 * row.
 */
export async function teamEntryRows(
  db: Db,
  f: { who: TeamMembers; period: TeamPeriod; kind?: string | undefined },
  page: { limit: number; offset: number; before?: TeamEntryCursor | undefined },
): Promise<TeamEntryRow[]> {
  const before = page.before;
  const result = await db.execute(sql`
    select e.id::text as id, m.username, t.kind, a.kind as account, e.amount::text as amount,
           e.balance_after::text as balance_after, t.reference,
           ${epochMs(sql`e.created_at`)} as created_at,
           (extract(epoch from e.created_at) * 1000000)::bigint::text as at_us
      from ledger_accounts a
      join members m on m.id = a.member_id
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
     where a.member_id in (${idsOf(f.who)}) and ${within(sql`e.created_at`, f.period)}
       ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
       ${before ? sql`and (e.created_at, e.id) < (${instantOf(before.atUs)}, ${before.id}::bigint)` : sql``}
     order by e.created_at desc nulls last, e.id desc nulls last
     limit ${page.limit} offset ${before ? 0 : page.offset}`);
  return rowsOf<TeamEntryRow>(result);
}

/** The cursor of the page after `row`. */
export const entryCursorAfter = (row: TeamEntryRow): string => `${row.at_us}:${row.id}`;
