import { sql, type SQL } from 'drizzle-orm';

/**
 * The lottery sub-orders that count in an agent's team figures, as the daily rebate run counts
 * them: settled (won or lost) sub-orders of real-money orders, by when they settled. One row per
 * sub-order (never the order's total as well, so nothing counts twice), with member_id, stake and
 * win; `ids` is a select of one id column. Each member is an index range of
 * lottery_sub_orders_member_settled_idx (member, settled_at).
 */
export const settledLottery = (ids: SQL, start: SQL, end: SQL) => sql`
  select s.member_id, s.stake, coalesce(s.win, 0) as win
    from lottery_sub_orders s join lottery_orders o on o.id = s.order_id
   where s.member_id in (${ids}) and s.status in ('won', 'lost') and o.play = false
     and s.settled_at >= ${start} and s.settled_at < ${end}`;

/** The start and end of a range of the merchant's days (inclusive), as instants. */
export const daysStart = (p: { from: string; timeZone: string }) =>
  sql`((${p.from})::date)::timestamp at time zone ${p.timeZone}`;
export const daysEnd = (p: { to: string; timeZone: string }) =>
  sql`((${p.to})::date + 1)::timestamp at time zone ${p.timeZone}`;
