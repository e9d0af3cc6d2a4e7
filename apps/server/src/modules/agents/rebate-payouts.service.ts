import { sql } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { addDays, localDateOf } from '../../lib/local-date';
import { currencyMinorUnit } from '../../lib/money';
import { recordAudit } from '../audit/audit.service';
import { postInTransaction } from '../ledger/ledger.service';
import { ensureMemberWallet } from '../wallet/wallet.service';

/** Issue 32: the ledger kind of an agent rebate (the transaction record's "Agent rebate"). */
export const AGENT_REBATE_KIND = 'agent_rebate';
/** Rates are in hundredths of a percent: a rate difference of 10000 is the whole stake. */
const BP_WHOLE = 10_000n;
/** Advisory-lock class of the rebate run ("AGREB"); the second key is the merchant's hash. */
export const AGENT_REBATE_LOCK = 0x0a6_4eb;
/** Days before today the run looks at again each round (a missed round is still paid). */
export const AGENT_REBATE_CATCH_UP_DAYS = 3;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface AgentRebateDay {
  merchantCode: string;
  day: string;
  /** (bet, upline) pairs claimed by this run, and the agents paid, and the total paid (units). */
  claims: number;
  agents: number;
  amount: bigint;
}

interface Claimed {
  agent_id: string | number;
  source: string;
  source_id: string | number;
  amount: string;
}

/**
 * Claims the rate differences of one merchant's settled real-money bets of one local day (the
 * day a bet settled, in the merchant's zone): vendor bets and lottery sub-orders of real (not
 * trial) members, and for each upline U of the bettor at any depth, U's rate in the bet's
 * category minus the rate of the member just below U on the line (the bettor itself under its
 * direct upline), never below 0. Each amount is stake × difference / 10000 in units, rounded down
 * to the currency's smallest amount. The primary key (source, bet, upline) keeps each pair once:
 * a pair claimed before, by this run or another, is skipped (ON CONFLICT DO NOTHING).
 */
async function claimDay(
  tx: Db,
  merchantCode: string,
  day: string,
  timeZone: string,
  minorUnit: bigint,
): Promise<Claimed[]> {
  const start = sql`((${day})::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${day})::date + 1)::timestamp at time zone ${timeZone}`;
  const result = await tx.execute(sql`
    with settled as (
      select 'bet'::text as source, b.id as source_id, b.member_id,
             coalesce(b.game_type, '') as category, b.amount as stake
        from bets b
       where b.merchant_code = ${merchantCode} and b.status = 'settled' and b.play = false
         and b.settled_at >= ${start} and b.settled_at < ${end}
      union all
      select 'lottery', s.id, s.member_id, 'LOTT', s.stake
        from lottery_sub_orders s join lottery_orders o on o.id = s.order_id
       where s.merchant_code = ${merchantCode} and s.status in ('won', 'lost') and o.play = false
         and s.settled_at >= ${start} and s.settled_at < ${end}
    ),
    line as (
      select st.*, up.ancestor_id as agent_id,
             coalesce(below.ancestor_id, st.member_id) as below_id
        from settled st
        join members m on m.id = st.member_id and m.is_trial = false
        join agent_tree up on up.descendant_id = st.member_id
        left join agent_tree below
          on below.descendant_id = st.member_id and below.depth = up.depth - 1
    ),
    diffs as (
      select l.*, greatest(coalesce(ra.rate_bp, 0) - coalesce(rb.rate_bp, 0), 0) as diff
        from line l
        left join agent_rebate_rates ra on ra.member_id = l.agent_id and ra.category = l.category
        left join agent_rebate_rates rb on rb.member_id = l.below_id and rb.category = l.category
    )
    insert into agent_rebate_payouts
      (source, source_id, agent_id, merchant_code, member_id, day, category, stake,
       rate_diff_bp, amount)
    select source, source_id, agent_id, ${merchantCode}, member_id, (${day})::date, category,
           stake, diff,
           (stake * diff / ${BP_WHOLE}) / ${minorUnit} * ${minorUnit}
      from diffs
     where diff > 0
     order by source, source_id, agent_id
    on conflict do nothing
    returning agent_id, source, source_id, amount::text as amount`);
  return rowsOf<Claimed>(result);
}

/**
 * Pays one merchant's agent rebates of one local day, in one DB transaction under the merchant's
 * advisory lock (a concurrent run waits, then finds every pair claimed and pays nothing): the
 * pairs claimed now (claimDay), one ledger transaction per agent (platform's `agent_rebates`
 * house account → the agent's cash, kind agent_rebate, keyed by the agent, the day and the first
 * pair of the batch, so a later batch of the same day has a key of its own), each pair's row
 * pointing at it, and one audit entry. Rates are those in force when the run pays.
 */
export async function payAgentRebatesForDay(
  db: Db,
  merchant: MerchantConfig,
  day: string,
  now: Date,
): Promise<AgentRebateDay> {
  const minorUnit = currencyMinorUnit(merchant.currency.decimals);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${AGENT_REBATE_LOCK}, hashtext(${merchant.code}))`,
    );
    const claimed = await claimDay(tx, merchant.code, day, merchant.timeZone, minorUnit);
    const byAgent = new Map<number, { amount: bigint; first: string; count: number }>();
    for (const c of claimed) {
      const id = Number(c.agent_id);
      const key = `${c.source}${String(c.source_id)}`;
      const was = byAgent.get(id);
      byAgent.set(id, {
        amount: (was?.amount ?? 0n) + BigInt(c.amount),
        first: was ? was.first : key,
        count: (was?.count ?? 0) + 1,
      });
    }
    let total = 0n;
    let agents = 0;
    for (const [agentId, batch] of [...byAgent].sort(([a], [b]) => a - b)) {
      if (batch.amount === 0n) continue;
      await ensureMemberWallet(tx, merchant, {
        id: agentId,
        merchantCode: merchant.code,
        isTrial: false,
      });
      const posted = await postInTransaction(tx, {
        merchantCode: merchant.code,
        currency: merchant.currency.code,
        kind: AGENT_REBATE_KIND,
        idempotencyKey: `agent-rebate:${agentId}:${day}:${batch.first}`,
        reference: `AR${day.replace(/-/g, '')}`,
        memberId: agentId,
        metadata: { day, bets: batch.count },
        entries: [
          { account: { member: agentId, kind: 'cash' }, amount: batch.amount },
          { account: { house: 'agent_rebates' }, amount: -batch.amount },
        ],
        now,
      });
      await tx.execute(sql`
        update agent_rebate_payouts set transaction_id = ${posted.transaction.id}
         where agent_id = ${agentId} and day = (${day})::date
           and transaction_id is null and amount > 0`);
      total += batch.amount;
      agents++;
    }
    if (claimed.length > 0)
      await recordAudit(
        tx,
        { merchantCode: merchant.code, operatorId: null, username: 'agent-rebate-run', ip: '-' },
        {
          action: 'agents.rebates.paid',
          targetType: 'day',
          targetId: day,
          after: { claims: claimed.length, agents, amount: total.toString() },
        },
      );
    return { merchantCode: merchant.code, day, claims: claimed.length, agents, amount: total };
  });
}

/**
 * The daily run: for every merchant, the local days before today (up to
 * AGENT_REBATE_CATCH_UP_DAYS back). A day already paid pays nothing again; bets settled since
 * are paid on their own.
 */
export async function runAgentRebates(db: Db, now: Date): Promise<AgentRebateDay[]> {
  const out: AgentRebateDay[] = [];
  const all = await db.select({ config: merchants.config }).from(merchants);
  for (const { config } of all) {
    const today = localDateOf(now, config.timeZone);
    for (let back = AGENT_REBATE_CATCH_UP_DAYS; back >= 1; back--) {
      const paid = await payAgentRebatesForDay(db, config, addDays(today, -back), now);
      if (paid.claims > 0) out.push(paid);
    }
  }
  return out;
}
