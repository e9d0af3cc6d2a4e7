import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export interface TeamBetRow {
  id: string;
  username: string;
  vendor_code: string;
  game_type: string | null;
  game_name: string;
  vendor_tx_id: string;
  amount: string;
  win: string | null;
  status: 'open' | 'settled' | 'rolled_back';
  created_at: string;
}

/**
 * The team's vendor bets of the period newest first (each member's (member, created_at DESC
 * NULLS LAST, id DESC NULLS LAST) index range), one page and one more row to tell hasMore.
 */
export async function teamBetRows(
  db: Db,
  f: TeamBetFilter,
  page: { limit: number; offset: number },
): Promise<TeamBetRow[]> {
  const result = await db.execute(sql`
    select b.id::text as id, m.username, b.vendor_code, b.game_type, b.game_name, b.vendor_tx_id,
           b.amount::text as amount, b.win::text as win, b.status,
           ${epochMs(sql`b.created_at`)} as created_at
      from bets b join members m on m.id = b.member_id
     where b.member_id in (${idsOf(f.who)}) and ${within(sql`b.created_at`, f.period)}
       ${f.gameType ? sql`and b.game_type = ${f.gameType}` : sql``}
       ${f.vendor ? sql`and b.vendor_code = ${f.vendor}` : sql``}
     order by b.created_at desc nulls last, b.id desc nulls last
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TeamBetRow>(result);
}

/** The totals of the same bets, from member_daily_bet_totals (days of the merchant's zone). */
export async function teamBetTotals(
  db: Db,
  f: TeamBetFilter,
): Promise<{ count: string; stake: string; win: string }> {
  const result = await db.execute(sql`
    select coalesce(sum(d.count), 0)::text as count, coalesce(sum(d.stake), 0)::text as stake,
           coalesce(sum(d.win), 0)::text as win
      from member_daily_bet_totals d
     where d.member_id in (${idsOf(f.who)})
       and d.day >= (${f.period.from})::date and d.day <= (${f.period.to})::date
       ${f.gameType ? sql`and d.game_type = ${f.gameType}` : sql``}
       ${f.vendor ? sql`and d.vendor_code = ${f.vendor}` : sql``}`);
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
