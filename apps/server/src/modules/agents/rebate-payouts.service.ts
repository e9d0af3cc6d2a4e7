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
  /** (bet, upline) pairs claimed by this run, the agents paid, and the total paid (units). */
  claims: number;
  agents: number;
  amount: bigint;
}

/** One agent's share of the pairs claimed now: its ledger posting. */
interface AgentBatch {
  agent_id: string | number;
  amount: string;
  pairs: number;
  /** The first bet of the batch (source and bet id), for the posting's key. */
  first: string;
}

/** The temporary tables of a run (dropped at its commit): the bets it claims, their lines. */
const BETS = sql.raw('agent_rebate_run_bets');
const LINES = sql.raw('agent_rebate_run_lines');

/**
 * The settled real-money bets of one merchant's local day (the day a bet settled, in the
 * merchant's zone) not claimed yet: vendor bets and lottery sub-orders of real (not trial)
 * members, to BETS; and to LINES, for each (bettor, category) among them, the uplines that earn
 * on it, nearest first: for each upline U of the bettor at any depth, U's rate in the category
 * minus the rate of the member just below U on the line (the bettor itself under its direct
 * upline), kept when above 0. A line depends on the bettor and the category, not on the bet:
 * computed once for each of the day's (bettor, category), not once per bet. The run holds the
 * merchant's lock, so no other run claims between this and the insert of the claims.
 */
async function newBetsOfDay(
  tx: Db,
  merchantCode: string,
  day: string,
  timeZone: string,
): Promise<void> {
  const start = sql`((${day})::date)::timestamp at time zone ${timeZone}`;
  const end = sql`((${day})::date + 1)::timestamp at time zone ${timeZone}`;
  await tx.execute(sql`
    create temporary table ${BETS} on commit drop as
    select st.* from (
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
    ) st
    join members m on m.id = st.member_id and ${isRealMemberSql('m')}
    where not exists (select 1 from agent_rebate_claims c
                       where c.source = st.source and c.source_id = st.source_id)`);
  await tx.execute(sql`
    create temporary table ${LINES} on commit drop as
    with keys as (select distinct member_id, category from ${BETS}),
    diffs as (
      select k.member_id, k.category, up.ancestor_id as agent_id, up.depth,
             greatest(coalesce(ra.rate_bp, 0) - coalesce(rb.rate_bp, 0), 0) as diff
        from keys k
        join agent_tree up on up.descendant_id = k.member_id
        left join agent_tree below
          on below.descendant_id = k.member_id and below.depth = up.depth - 1
        left join agent_rebate_rates ra on ra.member_id = up.ancestor_id and ra.category = k.category
        left join agent_rebate_rates rb
          on rb.member_id = coalesce(below.ancestor_id, k.member_id) and rb.category = k.category
    )
    select member_id, category, array_agg(agent_id order by depth) as agent_ids,
           array_agg(diff order by depth)::int[] as diffs
      from diffs where diff > 0 group by member_id, category`);
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

/**
 * The run's row, what it paid each agent (the kept totals' rebate is added from these rows), and
 * its claims in one insert, one row per bet with a line: the line as it is (its uplines and their
 * differences), copied, nothing computed per bet (each upline's amount is the row's: stake ×
 * difference / 10000 rounded down to the run's minor unit, as the batches summed it). Answers
 * the (bet, upline) pairs written.
 */
async function insertRun(
  tx: Db,
  merchantCode: string,
  day: string,
  minorUnit: bigint,
  batches: readonly AgentBatch[],
  transactionOf: ReadonlyMap<string, number>,
): Promise<number> {
  const runId = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into agent_rebate_runs (merchant_code, day, minor_unit)
      values (${merchantCode}, (${day})::date, ${minorUnit}) returning id`),
  )[0]!.id;
  const list = (values: readonly (string | number | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
  await tx.execute(sql`
    insert into agent_rebate_payments (run_id, agent_id, amount, pairs, transaction_id)
    select ${runId}, x.agent_id, x.amount, x.pairs, x.tid
      from unnest(${list(batches.map((b) => b.agent_id))}::bigint[],
                  ${list(batches.map((b) => b.amount))}::bigint[],
                  ${list(batches.map((b) => b.pairs))}::int[],
                  ${list(batches.map((b) => transactionOf.get(String(b.agent_id)) ?? null))}::bigint[])
           as x(agent_id, amount, pairs, tid)
     order by x.agent_id`);
  const inserted = await tx.execute(sql`
    with claimed as (
    insert into agent_rebate_claims
      (source, source_id, run_id, member_id, category, stake, agent_ids, rate_diffs_bp)
    select b.source, b.source_id, ${runId}, b.member_id, b.category, b.stake, l.agent_ids, l.diffs
      from ${BETS} b
      join ${LINES} l on l.member_id = b.member_id and l.category = b.category
     order by b.source, b.source_id
    returning cardinality(agent_ids) as pairs)
    select coalesce(sum(pairs), 0)::int as pairs from claimed`);
  return Number(rowsOf<{ pairs: number }>(inserted)[0]!.pairs);
}

/**
 * Pays one merchant's agent rebates of one local day, in one DB transaction under the merchant's
 * advisory lock (a concurrent run waits, then finds every bet claimed and pays nothing): the bets
 * not claimed yet and their lines (newBetsOfDay), each agent's sum over them, one ledger
 * transaction per agent (platform's `agent_rebates` house account → the agent's cash, kind
 * agent_rebate, keyed by the agent, the day and the first bet of the batch, so a later batch of
 * the same day has a key of its own), all posted at once (postManyInTransaction), then the claims
 * in one insert (insertRun: the run, one payment row per agent, one claim per bet), and one
 * audit entry. The primary key (source, bet) keeps each bet, so each (bet, upline), once: a bet
 * another run claimed would fail the insert and roll the whole run back, ledger postings
 * included, so nothing is ever paid twice. Rates are those in force when the run pays; a bet is
 * paid once, with its line as it is then (an upline added or raised later earns nothing on it).
 * Every step is one set-based statement: its time does not grow with the number of agents.
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
    await newBetsOfDay(tx, merchant.code, day, merchant.timeZone);
    step('bets');
    // Each agent's pairs and amount: each bet's amount per upline, summed per agent.
    const batches = rowsOf<AgentBatch>(
      await tx.execute(sql`
        select u.agent_id, sum((b.stake * u.diff / ${BP_WHOLE}) / ${minorUnit} * ${minorUnit})::text
                 as amount,
               count(*)::int as pairs,
               case when bool_or(b.source = 'bet')
                    then 'bet' || min(b.source_id) filter (where b.source = 'bet')
                    else 'lottery' || min(b.source_id) end as first
          from ${BETS} b
          join ${LINES} l on l.member_id = b.member_id and l.category = b.category
         cross join lateral unnest(l.agent_ids, l.diffs) as u(agent_id, diff)
         group by u.agent_id order by u.agent_id`),
    );
    step('pairs');
    const claims = batches.reduce((n, b) => n + Number(b.pairs), 0);
    const paying = batches.filter((b) => BigInt(b.amount) > 0n);
    if (claims === 0) return { merchantCode: merchant.code, day, claims, agents: 0, amount: 0n };
    const transactionIds = await postRebates(tx, merchant, day, paying, now);
    step('posted');
    const transactionOf = new Map(paying.map((b, i) => [String(b.agent_id), transactionIds[i]!]));
    const written = await insertRun(tx, merchant.code, day, minorUnit, batches, transactionOf);
    if (written !== claims)
      throw new Error(`agent rebates of ${day}: ${claims} pairs claimed, ${written} written`);
    step('inserted');
    const total = paying.reduce((sum, b) => sum + BigInt(b.amount), 0n);
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
