import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, lotterySubOrders, memberBankCards, withdrawals, bets } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { demoMerchant } from '../../../test/helpers/build-test-app';
import { newUsername } from '../../../test/helpers/accounts';
import { merchantToday } from '../ops/ops-dashboard.service';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { loadMember } from '../accounts/members.service';
import { addDays } from '../../lib/local-date';
import { moveDownline } from './move-downline.service';
import { payAgentRebatesForDay } from './rebate-payouts.service';
import { teamFixture, units } from './team.test-support';
import {
  cursorAfter,
  teamBetRows,
  type TeamBetCursor,
  type TeamBetRow,
} from './team-activity.repository';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Each member's own figures per day, recomputed from what they count (the definitions the team
 * reports had before the kept totals): registrations, credited deposits and the first of them,
 * paid withdrawals, vendor bets not rolled back (day placed), settled real-money lottery
 * sub-orders (day settled), sub-orders placed and not cancelled or refunded (the order's day),
 * agent rebates paid (the payout's day). One row per (member, day, figure, value).
 */
const FACTS = sql`
  with z as (select coalesce((select config->>'timeZone' from merchants where code = 'DEMO'), 'UTC') as zone)
  select member_id::int as member_id, day::text as day, figure, sum(v)::text as v from (
    select m.id as member_id, (m.created_at at time zone z.zone)::date as day, 'registrations' as figure, 1::bigint as v
      from members m, z where m.merchant_code = 'DEMO'
    union all
    select d.member_id, (d.decided_at at time zone z.zone)::date, 'deposit_count', 1 from deposits d, z where d.state = 'credited'
    union all
    select d.member_id, (d.decided_at at time zone z.zone)::date, 'deposits', d.amount from deposits d, z where d.state = 'credited'
    union all
    select f.member_id, (f.first at time zone z.zone)::date, 'first_deposits', 1
      from (select member_id, min(decided_at) as first from deposits where state = 'credited' group by 1) f, z
    union all
    select w.member_id, (w.decided_at at time zone z.zone)::date, 'withdrawal_count', 1 from withdrawals w, z where w.state = 'paid'
    union all
    select w.member_id, (w.decided_at at time zone z.zone)::date, 'withdrawals', w.amount from withdrawals w, z where w.state = 'paid'
    union all
    select b.member_id, (b.created_at at time zone z.zone)::date, x.figure, x.v
      from bets b cross join z
      cross join lateral (values ('bet_count', 1::bigint), ('bet_stake', b.amount), ('bet_win', coalesce(b.win, 0))) x(figure, v)
     where b.status <> 'rolled_back'
    union all
    select s.member_id, (s.settled_at at time zone z.zone)::date, x.figure, x.v
      from lottery_sub_orders s join lottery_orders o on o.id = s.order_id cross join z
      cross join lateral (values ('lottery_count', 1::bigint), ('lottery_stake', s.stake), ('lottery_win', coalesce(s.win, 0))) x(figure, v)
     where s.status in ('won', 'lost') and o.play = false
    union all
    select s.member_id, (o.created_at at time zone z.zone)::date, x.figure, x.v
      from lottery_sub_orders s join lottery_orders o on o.id = s.order_id cross join z
      cross join lateral (values ('lottery_placed_count', 1::bigint), ('lottery_placed_stake', s.stake), ('lottery_placed_win', coalesce(s.win, 0))) x(figure, v)
     where s.status not in ('cancelled', 'refunded')
    union all
    select r.agent_id, r.day, 'rebate', r.amount from agent_rebate_payouts r
  ) f group by 1, 2, 3 having sum(v) <> 0`;

const FIGURES = [
  'registrations',
  'deposit_count',
  'deposits',
  'first_deposits',
  'withdrawal_count',
  'withdrawals',
  'bet_count',
  'bet_stake',
  'bet_win',
  'lottery_count',
  'lottery_stake',
  'lottery_win',
  'lottery_placed_count',
  'lottery_placed_stake',
  'lottery_placed_win',
  'rebate',
];

/** A kept table's nonzero figures as `id|day|figure=value` lines, sorted. */
async function kept(db: Db, table: 'agent_member_daily_totals' | 'agent_team_daily_totals') {
  const key = table === 'agent_member_daily_totals' ? 'member_id' : 'ancestor_id';
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(
      sql`select ${sql.raw(key)}::int as id, day::text as day, ${sql.raw(
        FIGURES.map((f) => `${f}::text as ${f}`).join(', '),
      )} from ${sql.raw(table)}`,
    ),
  );
  return rows
    .flatMap((r) =>
      FIGURES.filter((f) => String(r[f]) !== '0').map((f) => `${r.id}|${r.day}|${f}=${r[f]}`),
    )
    .sort();
}

/** The same lines recomputed: own facts, and their sums over each upline's current team. */
async function recomputed(db: Db) {
  const own = rowsOf<{ member_id: number; day: string; figure: string; v: string }>(
    await db.execute(FACTS),
  );
  const tree = rowsOf<{ a: number; d: number }>(
    await db.execute(sql`select ancestor_id::int as a, descendant_id::int as d from agent_tree`),
  );
  const team = new Map<string, bigint>();
  for (const { a, d } of tree)
    for (const f of own.filter((o) => o.member_id === d)) {
      const k = `${a}|${f.day}|${f.figure}`;
      team.set(k, (team.get(k) ?? 0n) + BigInt(f.v));
    }
  return {
    own: own.map((o) => `${o.member_id}|${o.day}|${o.figure}=${o.v}`).sort(),
    team: [...team]
      .filter(([, v]) => v !== 0n)
      .map(([k, v]) => `${k}=${v}`)
      .sort(),
  };
}

describe('agent team totals: kept by the writes, equal to what they count', () => {
  let database: TestDatabase;
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  const at = (ms: number) => new Date(ms);

  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertMerchantConfig(database.db, demoMerchant());
  });
  afterAll(() => database?.dispose());

  /** Distinct active players of each upline over [from, to]: recomputed and kept. */
  async function activePlayers(db: Db, from: string, to: string) {
    const z = sql`(select config->>'timeZone' from merchants where code = 'DEMO')`;
    const expected = rowsOf<{ a: number; n: number }>(
      await db.execute(sql`
        select t.ancestor_id::int as a, count(distinct t.descendant_id)::int as n
          from agent_tree t
         where exists (select 1 from bets b where b.member_id = t.descendant_id and b.status <> 'rolled_back'
                         and (b.created_at at time zone ${z})::date between ${from}::date and ${to}::date)
            or exists (select 1 from lottery_sub_orders s join lottery_orders o on o.id = s.order_id
                        where s.member_id = t.descendant_id and s.status in ('won', 'lost') and o.play = false
                          and (s.settled_at at time zone ${z})::date between ${from}::date and ${to}::date)
         group by 1 order by 1`),
    );
    const actual = rowsOf<{ a: number; n: number }>(
      await db.execute(sql`
        select ancestor_id::int as a, sum(players)::int as n from agent_team_active_days
         where day between ${from}::date and ${to}::date and prev_day < ${from}::date
         group by 1 having sum(players) <> 0 order by 1`),
    );
    return { expected, actual };
  }

  async function expectKeptEqualsRecomputed(db: Db) {
    const again = await recomputed(db);
    expect(again.team.length).toBeGreaterThan(50);
    expect(await kept(db, 'agent_member_daily_totals')).toEqual(again.own);
    expect(await kept(db, 'agent_team_daily_totals')).toEqual(again.team);
    const balances = async (q: ReturnType<typeof sql>) =>
      rowsOf<{ a: number; s: string }>(await db.execute(q)).map((r) => `${r.a}=${r.s}`);
    const expectedBalances = await balances(sql`
      select t.ancestor_id::int as a, sum(l.balance)::text as s
        from agent_tree t join ledger_accounts l on l.member_id = t.descendant_id
       where l.kind in ('cash', 'bonus') group by 1 having sum(l.balance) <> 0 order by 1`);
    expect(expectedBalances.length).toBeGreaterThan(0);
    expect(
      await balances(sql`
        select ancestor_id::int as a, balance::text as s from agent_team_current
         where balance <> 0 order by 1`),
    ).toEqual(expectedBalances);
    const sizes = async (q: ReturnType<typeof sql>) =>
      rowsOf<{ a: number; n: string; d: string }>(await db.execute(q)).map(
        (r) => `${r.a}:${r.n}:${r.d}`,
      );
    expect(
      await sizes(sql`
        select ancestor_id::int as a, members::text as n, direct_members::text as d
          from agent_team_current where members <> 0 order by 1`),
    ).toEqual(
      await sizes(sql`
        select ancestor_id::int as a, count(*)::text as n,
               count(*) filter (where depth = 1)::text as d
          from agent_tree group by 1 order by 1`),
    );
    for (const [from, to] of [
      [addDays(today, -3), today],
      [addDays(today, -1), today],
      [today, today],
      [addDays(today, -3), addDays(today, -1)],
      [addDays(today, -2), addDays(today, -2)],
    ] as const) {
      const { expected, actual } = await activePlayers(db, from, to);
      if (from === addDays(today, -3) && to === today) expect(expected.length).toBeGreaterThan(2);
      expect(actual, `active players ${from}..${to}`).toEqual(expected);
    }
  }

  it('after bets, settlements, rollbacks, lottery, deposits, withdrawals, rebates, a move and a zone change', async () => {
    const db = database.db;
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    const top = await f.member('top', 41, null, { RNG: 300 });
    const subA = await f.member('sa', 1, top, { RNG: 200 });
    const subB = await f.member('sb', 1, top, { RNG: 250 });
    const agentC = await f.member('ac', 1, subA, { RNG: 150 });
    const p1 = await f.member('p1', 0, agentC);
    const p2 = await f.member('p2', 0, subA);
    const p3 = await f.member('p3', 0, subB);
    const noon = (back: number) => at(midnight - back * 24 * HOUR + 12 * HOUR - 7 * HOUR);

    await f.bet(p1, 100, { win: 0, createdAt: noon(0) });
    await f.bet(p1, 40, { win: 90, createdAt: noon(2) });
    await f.bet(p2, 25, { status: 'open', createdAt: noon(1) });
    const toSettle = await f.bet(p2, 30, { status: 'open', createdAt: noon(1) });
    const toRollBack = await f.bet(p3, 60, { win: 0, createdAt: noon(3) });
    await f.bet(agentC, 20, { win: 0, createdAt: noon(1) });
    await f.bet(p3, 70, { win: 10, createdAt: noon(2), play: true });
    // Yesterday 23:30 Bangkok: the same UTC date as today's early hours.
    await f.bet(p1, 500, { win: 0, createdAt: at(midnight - HOUR / 2) });
    await db
      .update(bets)
      .set({ status: 'settled', win: units(45), settledAt: noon(1) })
      .where(eq(bets.id, toSettle));
    await db.update(bets).set({ status: 'rolled_back' }).where(eq(bets.id, toRollBack));

    const order = await f.lotteryOrder(p2, 'VN_FAST1', noon(2), [
      { stake: 10, status: 'open' },
      { stake: 15, status: 'lost', settledAt: noon(2) },
      { stake: 5, status: 'cancelled' },
    ]);
    await f.lotteryOrder(p3, 'VN_FAST1', noon(1), [{ stake: 8, status: 'won', win: 20 }], {
      play: true,
    });
    await db
      .update(lotterySubOrders)
      .set({ status: 'won', win: units(35), settledAt: noon(1) })
      .where(sql`${lotterySubOrders.orderId} = ${order} and ${lotterySubOrders.status} = 'open'`);

    const deposit = async (member: number, amount: number, decided: Date | null, state: string) => {
      const [row] = await db
        .insert(deposits)
        .values({
          merchantCode: 'DEMO',
          memberId: member,
          method: 'bankTransfer',
          requestedAmount: units(amount),
          amount: units(amount),
          reference: `R${Math.random()}`,
          idempotencyKey: `k${Math.random()}`,
          expiresAt: noon(-1),
        })
        .returning({ id: deposits.id });
      if (decided)
        await db
          .update(deposits)
          .set({ state, decidedAt: decided })
          .where(eq(deposits.id, row!.id));
    };
    await deposit(p1, 300, noon(2), 'credited');
    await deposit(p1, 200, noon(0), 'credited');
    await deposit(p2, 100, noon(1), 'rejected');
    await deposit(p3, 150, null, 'pending');
    // A deposit credited later but decided earlier becomes the member's first.
    await deposit(p1, 50, noon(3), 'credited');

    const [card] = await db
      .insert(memberBankCards)
      .values({ memberId: p1, bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'P' })
      .returning({ id: memberBankCards.id });
    const [wd] = await db
      .insert(withdrawals)
      .values({
        merchantCode: 'DEMO',
        memberId: p1,
        bankCardId: card!.id,
        amount: units(120),
        idempotencyKey: 'w1',
      })
      .returning({ id: withdrawals.id });
    await db
      .update(withdrawals)
      .set({ state: 'paid', decidedAt: noon(1) })
      .where(eq(withdrawals.id, wd!.id));

    const merchant = demoMerchant();
    await payAgentRebatesForDay(db, merchant, addDays(today, -1), new Date());
    await payAgentRebatesForDay(db, merchant, addDays(today, -2), new Date());
    await expectKeptEqualsRecomputed(db);

    // The console's move: agentC with p1 from under subA to under subB.
    await db.transaction(async (tx) =>
      moveDownline(
        tx,
        { merchantCode: 'DEMO', operatorId: null, username: 'test', ip: '-' },
        await loadMember(tx, agentC),
        await loadMember(tx, subB),
      ),
    );
    await f.bet(p1, 11, { win: 0, createdAt: noon(0) });
    await f.bet(p2, 12, { win: 0, createdAt: noon(3) });
    await expectKeptEqualsRecomputed(db);
    const team = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from agent_team_daily_totals where ancestor_id = ${subA} and bet_count <> 0 and day = ${today}::date`,
      ),
    );
    expect(team[0]!.n).toBe(0);

    // A zone change rebuilds the merchant's figures in its new days.
    await upsertMerchantConfig(db, { ...merchant, timeZone: 'UTC' });
    await expectKeptEqualsRecomputed(db);
    await upsertMerchantConfig(db, merchant);
    await expectKeptEqualsRecomputed(db);
  });
});

describe('team betting pages: keyset and offset, each member or the merchant walked', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertMerchantConfig(database.db, demoMerchant());
  });
  afterAll(() => database?.dispose());

  it('lists the same rows whichever way it is paged and walked', async () => {
    const db = database.db;
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    const top = await f.member('top', 41, null);
    const sub = await f.member('sub', 1, top);
    const p1 = await f.member('p1', 0, sub);
    const p2 = await f.member('p2', 0, top);
    const out = await f.member('out', 0, null);
    const now = Date.now() - 10 * HOUR;
    const same = new Date(now);
    for (let i = 0; i < 7; i++) {
      await f.bet(p1, 10 + i, { win: 0, createdAt: new Date(now - i * 60_000) });
      await f.bet(out, 5, { win: 0, createdAt: new Date(now - i * 60_000) });
    }
    // Several rows at one instant: bets of two members and an order's sub-orders.
    await f.bet(p2, 1, { win: 0, createdAt: same });
    await f.bet(sub, 2, { win: 0, createdAt: same });
    await f.lotteryOrder(p2, 'VN_FAST1', same, [
      { stake: 3, status: 'open' },
      { stake: 4, status: 'lost' },
      { stake: 5, status: 'won', win: 9 },
    ]);
    await f.lotteryOrder(p1, 'VN_FAST1', new Date(now - 90_000), [{ stake: 6, status: 'open' }]);
    await f.lotteryOrder(out, 'VN_FAST1', same, [{ stake: 7, status: 'open' }]);
    const period = {
      from: merchantToday(new Date(now - 24 * HOUR), ZONE),
      to: merchantToday(new Date(), ZONE),
      timeZone: ZONE,
    };
    const all = { who: { parentId: top, direct: false }, period };
    const key = (r: TeamBetRow) => `${r.source}${r.id}`;
    const whole = (await teamBetRows(db, all, { limit: 100, offset: 0 }, 'members')).map(key);
    expect(whole).toHaveLength(7 + 2 + 3 + 1);
    expect((await teamBetRows(db, all, { limit: 100, offset: 0 }, 'merchant')).map(key)).toEqual(
      whole,
    );
    for (const walk of ['members', 'merchant'] as const)
      for (const size of [1, 2, 3, 5]) {
        const paged: string[] = [];
        let before: TeamBetCursor | undefined;
        for (;;) {
          const rows = await teamBetRows(db, all, { limit: size + 1, offset: 0, before }, walk);
          paged.push(...rows.slice(0, size).map(key));
          if (rows.length <= size) break;
          before = cursorAfter(rows[size - 1]!);
        }
        expect(paged, `${walk}, pages of ${size}`).toEqual(whole);
        const byOffset = await teamBetRows(db, all, { limit: size, offset: size }, walk);
        expect(byOffset.map(key)).toEqual(whole.slice(size, 2 * size));
      }
    const direct = { who: { parentId: top, direct: true }, period };
    expect((await teamBetRows(db, direct, { limit: 100, offset: 0 }, 'merchant')).map(key)).toEqual(
      (await teamBetRows(db, direct, { limit: 100, offset: 0 }, 'members')).map(key),
    );
  });
});
