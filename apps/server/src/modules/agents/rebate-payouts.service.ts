import { sql } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { addDays, localDateOf } from '../../lib/local-date';
import { currencyMinorUnit } from '../../lib/money';
import { recordAudit } from '../audit/audit.service';
import { postManyInTransaction } from '../ledger/ledger-bulk.service';
import { ensureMemberWallet } from '../wallet/wallet.service';
import { isRealMemberSql } from '../../db/member-partition';

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

/** One agent's share of the pairs claimed now: its ledger posting. */
interface AgentBatch {
  agent_id: string | number;
  amount: string;
  pairs: number;
  /** The first pair of the batch (source and bet id), for the posting's key. */
  first: string;
}

/** The temporary table a run's new pairs are written to, dropped at its commit. */
const CLAIMS = sql.raw('agent_rebate_claims');

/**
 * The rate differences of one merchant's settled real-money bets of one local day (the day a bet
 * settled, in the merchant's zone) not claimed yet: vendor bets and lottery sub-orders of real
 * (not trial) members, and for each upline U of the bettor at any depth, U's rate in the bet's
 * category minus the rate of the member just below U on the line (the bettor itself under its
 * direct upline), never below 0. Each amount is stake × difference / 10000 in units, rounded down
 * to the currency's smallest amount. Written to CLAIMS in one statement; the run holds the
 * merchant's lock, so no other run claims between this and the insert of the pairs.
 */
async function newPairsOfDay(
  tx: Db,
  merchantCode: string,
  day: string,
  timeZone: string,
  minorUnit: bigint,
): Promise<void> {
  const start = sql`((${day})::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${day})::date + 1)::timestamp at time zone ${timeZone}`;
  await tx.execute(sql`
    create temporary table ${CLAIMS} on commit drop as
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
        join members m on m.id = st.member_id and ${isRealMemberSql('m')}
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
    select source, source_id, agent_id, member_id, category, stake, diff,
           (stake * diff / ${BP_WHOLE}) / ${minorUnit} * ${minorUnit} as amount
      from diffs d
     where diff > 0
       and not exists (select 1 from agent_rebate_payouts p
                        where p.source = d.source and p.source_id = d.source_id
                          and p.agent_id = d.agent_id)`);
}

/** One ledger transaction per paying agent, all posted at once; answers their ids in order. */
async function postRebates(
  tx: Db,
  merchant: MerchantConfig,
  day: string,
  paying: readonly AgentBatch[],
  now: Date,
): Promise<number[]> {
  const agentIds = paying.map((b) => Number(b.agent_id));
  const noWallet = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      select m.id from unnest(${`{${agentIds.join(',')}}`}::bigint[]) as m(id)
       where not exists (select 1 from wallets w
                          where w.member_id = m.id and w.currency = ${merchant.currency.code})`),
  );
  for (const { id } of noWallet)
    await ensureMemberWallet(tx, merchant, {
      id: Number(id),
      merchantCode: merchant.code,
      isTrial: false,
    });
  const posted = await postManyInTransaction(
    tx,
    paying.map((b) => {
      const agentId = Number(b.agent_id);
      const amount = BigInt(b.amount);
      return {
        merchantCode: merchant.code,
        currency: merchant.currency.code,
        kind: AGENT_REBATE_KIND,
        idempotencyKey: `agent-rebate:${agentId}:${day}:${b.first}`,
        reference: `AR${day.replace(/-/g, '')}`,
        memberId: agentId,
        metadata: { day, bets: Number(b.pairs) },
        entries: [
          { account: { member: agentId, kind: 'cash' as const }, amount },
          { account: { house: 'agent_rebates' }, amount: -amount },
        ],
      };
    }),
    now,
  );
  return posted.map((p) => p.transactionId);
}

/** The claimed pairs in one insert, each pointing at its agent's transaction (none when 0). */
async function insertClaimedPairs(
  tx: Db,
  merchantCode: string,
  day: string,
  paying: readonly AgentBatch[],
  transactionIds: readonly number[],
  claims: number,
) {
  const agentIds = paying.map((b) => Number(b.agent_id));
  const inserted = await tx.execute(sql`
    insert into agent_rebate_payouts
      (source, source_id, agent_id, merchant_code, member_id, day, category, stake,
       rate_diff_bp, amount, transaction_id)
    select c.source, c.source_id, c.agent_id, ${merchantCode}, c.member_id, (${day})::date,
           c.category, c.stake, c.diff, c.amount, case when c.amount > 0 then x.tid end
      from ${CLAIMS} c
      left join unnest(${`{${agentIds.join(',')}}`}::bigint[],
                       ${`{${transactionIds.join(',')}}`}::bigint[]) as x(agent_id, tid)
        on x.agent_id = c.agent_id
     order by c.source, c.source_id, c.agent_id`);
  const written =
    (inserted as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (inserted as { affectedRows?: number }).affectedRows;
  if (written !== undefined && written !== null && written !== claims)
    throw new Error(`agent rebates of ${day}: ${claims} pairs claimed, ${written} written`);
}

/**
 * Pays one merchant's agent rebates of one local day, in one DB transaction under the merchant's
 * advisory lock (a concurrent run waits, then finds every pair claimed and pays nothing): the
 * pairs not claimed yet (newPairsOfDay), one ledger transaction per agent (platform's
 * `agent_rebates` house account → the agent's cash, kind agent_rebate, keyed by the agent, the
 * day and the first pair of the batch, so a later batch of the same day has a key of its own),
 * all posted at once (postManyInTransaction), then the pairs in one insert, each row pointing at
 * its agent's transaction, and one audit entry. The primary key (source, bet, upline) keeps each
 * pair once: a pair another run claimed would fail the insert and roll the whole run back, so
 * nothing is ever paid twice. Rates are those in force when the run pays.
 */
export async function payAgentRebatesForDay(
  db: Db,
  merchant: MerchantConfig,
  day: string,
  now: Date,
  /** Filled with the ms each step took (the bench reports them). */
  steps?: Record<string, number>,
): Promise<AgentRebateDay> {
  const minorUnit = currencyMinorUnit(merchant.currency.decimals);
  const started = performance.now();
  const step = (name: string) => {
    if (steps) steps[name] = Math.round(performance.now() - started);
  };
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${AGENT_REBATE_LOCK}, hashtext(${merchant.code}))`,
    );
    await newPairsOfDay(tx, merchant.code, day, merchant.timeZone, minorUnit);
    step('pairs');
    const batches = rowsOf<AgentBatch>(
      await tx.execute(sql`
        select agent_id, sum(amount)::text as amount, count(*)::int as pairs,
               (array_agg(source || source_id order by source, source_id))[1] as first
          from ${CLAIMS} group by agent_id order by agent_id`),
    );
    const claims = batches.reduce((n, b) => n + Number(b.pairs), 0);
    const paying = batches.filter((b) => BigInt(b.amount) > 0n);
    const transactionIds = await postRebates(tx, merchant, day, paying, now);
    step('posted');
    await insertClaimedPairs(tx, merchant.code, day, paying, transactionIds, claims);
    step('inserted');
    const total = paying.reduce((sum, b) => sum + BigInt(b.amount), 0n);
    if (claims > 0)
      await recordAudit(
        tx,
        { merchantCode: merchant.code, operatorId: null, username: 'agent-rebate-run', ip: '-' },
        {
          action: 'agents.rebates.paid',
          targetType: 'day',
          targetId: day,
          after: { claims, agents: paying.length, amount: total.toString() },
        },
      );
    return { merchantCode: merchant.code, day, claims, agents: paying.length, amount: total };
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
