/**
 * Issue 32 speed: an agent with AGENT_BENCH_DOWNLINES downlines over 5 levels (itself, 10
 * sub-agents, 100, 1,000, then players) and AGENT_BENCH_BETS settled vendor bets over 30 days
 * (AGENT_BENCH_REBATE_BETS of them settled on one day, the rebate run's), plus settled lottery
 * sub-orders (a tenth as many), seeded with set-based SQL on a PostgreSQL database of its own
 * (dropped after). Times the team overview, team profit and loss and team betting as their
 * requests run them, one at a time and at 20 connections (p50, p99), with how many statements
 * each issues, and the daily rebate run of that day, and prints the query plans of the team
 * reads. Opt-in: skipped unless AGENT_BENCH_DOWNLINES is set (`npm run bench:agents`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { payAgentRebatesForDay } from '../../src/modules/agents/rebate-payouts.service';
import {
  TEAM_REPORT_READS_AT_ONCE,
  teamReportReads,
} from '../../src/modules/agents/team-report-reads';
import { teamOverviewOf } from '../../src/modules/agents/team-reports.repository';
import { teamPnlReport } from '../../src/modules/agents/team-pnl.repository';
import {
  cursorAfter,
  teamBetPage,
  teamBetRows,
} from '../../src/modules/agents/team-activity.repository';
import { demoMerchant } from '../helpers/build-test-app';
import { databaseUrl, randomDatabaseName, withAdmin } from '../helpers/postgres-template';
import { reliabilityPostgres, SERVER_URL } from './killable-server';

const DOWNLINES = Number(process.env.AGENT_BENCH_DOWNLINES ?? 0);
const BETS = Number(process.env.AGENT_BENCH_BETS ?? 100_000);
const REBATE_BETS = Number(process.env.AGENT_BENCH_REBATE_BETS ?? Math.min(BETS, 100_000));
const LOTTERY = Math.floor(BETS / 10);
/** The target: 20 connections at once. */
const CONNECTIONS = 20;
const CALLS = Number(process.env.AGENT_BENCH_CALLS ?? 200);
/** The server's default unless a run compares another (TEAM_REPORT_READS_AT_ONCE). */
const AT_ONCE = process.env.TEAM_REPORT_READS_AT_ONCE
  ? Number(process.env.TEAM_REPORT_READS_AT_ONCE)
  : undefined;
const REPORT = process.env.AGENT_BENCH_REPORT;
const ZONE = 'Asia/Bangkok';
const DAYS = 30;

const available = DOWNLINES > 0 && (await reliabilityPostgres('agent-team-bench'));
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** p50 and p99 in ms of `calls` runs of `run`, `connections` at a time. */
async function latencies(run: () => Promise<unknown>, calls = CALLS, connections = CONNECTIONS) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      next++;
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { calls, p50: at(0.5), p99: at(0.99), max: at(1) };
}

type Db = Database['db'];

/** `db` with its `execute` wrapped by `around` (each statement a read issues). */
const wrapped = (db: Db, around: (q: SQL, execute: (q: SQL) => Promise<unknown>) => unknown) =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      return (q: SQL) => around(q, (x) => target.execute(x));
    },
  });

/** How many statements one run of `read` issues. */
async function statementsOf(db: Db, read: (d: Db) => Promise<unknown>) {
  let n = 0;
  await read(
    wrapped(db, (q, execute) => {
      n++;
      return execute(q);
    }),
  );
  return n;
}

/** The plan of every statement one run of `read` issues, as it runs them. */
async function plansOf(db: Db, read: (d: Db) => Promise<unknown>) {
  const plans: string[] = [];
  await read(
    wrapped(db, async (q, execute) => {
      const explained = await execute(sql`explain (analyze, buffers, costs off) ${q}`);
      plans.push(
        rows<{ 'QUERY PLAN': string }>(explained)
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      );
      return execute(q);
    }),
  );
  return plans;
}

/**
 * CPU ms per run of `read`, one at a time over `calls` runs: this process's and the database
 * server's (its backends' utime + stime in /proc, 10 ms ticks; the server runs on this machine).
 * Unlike the times, what other work on the machine does to these is small.
 */
async function cpuOf(db: Db, read: (d: Db) => Promise<unknown>, calls = 200) {
  const serverMs = async () => {
    const pids = rows<{ pid: number }>(
      await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
    ).map((r) => r.pid);
    let ticks = 0;
    for (const pid of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        return NaN; // not on this machine
      }
    }
    return ticks * 10;
  };
  const server = await serverMs();
  const node = process.cpuUsage();
  for (let i = 0; i < calls; i++) await read(db);
  const used = process.cpuUsage(node);
  const round = (ms: number) => Math.round((ms / calls) * 100) / 100;
  return {
    calls,
    nodeMs: round((used.user + used.system) / 1000),
    postgresMs: round((await serverMs()) - server),
  };
}

describe.skipIf(!available)('agent team reads and the rebate run at scale (PostgreSQL)', () => {
  const name = randomDatabaseName('agentbench');
  let database: Database;
  let topId = 0;
  const today = new Date().toISOString().slice(0, 10);
  const dayOf = (back: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
  const rebateDay = dayOf(1);
  const report: Record<string, unknown> = {
    downlines: DOWNLINES,
    bets: BETS,
    lottery: LOTTERY,
    readsAtOnce: AT_ONCE ?? TEAM_REPORT_READS_AT_ONCE,
  };

  beforeAll(async () => {
    await withAdmin(SERVER_URL, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    database = await openDatabase({
      databaseUrl: databaseUrl(SERVER_URL, name),
      poolSize: CONNECTIONS,
    });
    const db = database.db;
    const seeded = performance.now();
    await upsertMerchantConfig(db, demoMerchant());
    // g 0 is the agent; parents: 10 sub-agents, 100 under them, 1,000 under those, players below.
    await db.execute(sql`
      create table bench_nodes as
      select g, case when g <= 10 then 0
                     when g <= 110 then 1 + (g - 11) / 10
                     when g <= 1110 then 11 + (g - 111) / 10
                     else 111 + (g - 1111) % 1000 end as parent_g
        from generate_series(1, ${DOWNLINES}) g`);
    await db.execute(sql`
      insert into members (merchant_code, username, password_hash, customer_type)
      select 'DEMO', 'ab' || g, 'not-a-password',
             case when g = 0 then 41 when g <= 1110 then 1 else 0 end
        from generate_series(0, ${DOWNLINES}) g`);
    topId = rows<{ id: number }>(
      await db.execute(sql`select id from members where username = 'ab0'`),
    )[0]!.id;
    await db.execute(sql`
      with recursive up(g, anc_g, depth) as (
        select g, parent_g, 1 from bench_nodes
        union all
        select u.g, n.parent_g, u.depth + 1 from up u join bench_nodes n on n.g = u.anc_g
         where u.anc_g <> 0
      )
      insert into agent_tree (merchant_code, ancestor_id, descendant_id, depth)
      select 'DEMO', a.id, d.id, u.depth
        from up u join members d on d.username = 'ab' || u.g
        join members a on a.username = 'ab' || u.anc_g`);
    // Rates go down the line: 3 %, 2.5 %, 2 %, 1.5 % in slots; players none.
    await db.execute(sql`
      insert into agent_rebate_rates (member_id, category, rate_bp)
      select m.id, 'RNG', case when t.depth is null then 300 else 300 - 50 * t.depth end
        from members m left join agent_tree t on t.descendant_id = m.id and t.ancestor_id = ${topId}
       where m.username like 'ab%' and m.customer_type <> 0`);
    await db.execute(sql`
      insert into wallets (member_id, merchant_code, currency)
      select id, 'DEMO', 'THB' from members where username like 'ab%'`);
    // The bets, their daily totals written set-based (the row trigger is off for the load).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with w as (select id, member_id, row_number() over (order by id) - 1 as n from wallets)
        insert into bets (merchant_code, member_id, wallet_id, vendor_code, vendor_tx_id,
                          game_name, game_type, amount, win, status, created_at, settled_at)
        select 'DEMO', w.member_id, w.id, 'DEMO', 'b' || g, 'Bench', 'RNG',
               (10 + g % 90) * 10000, case when g % 3 = 0 then (20 + g % 90) * 10000 else 0 end,
               'settled', t.at, t.at + interval '1 minute'
          from generate_series(0, ${BETS - 1}) g
          join w on w.n = g % (${DOWNLINES} + 1)
          cross join lateral (select
            (case when g < ${REBATE_BETS} then ${rebateDay}::date
                  else ${today}::date - (2 + g % ${DAYS - 2}) end)::timestamp at time zone ${ZONE}
              + (g % 1380) * interval '1 minute' as at) t`);
      await tx.execute(sql`
        insert into member_daily_bet_totals (member_id, day, game_type, vendor_code, count, stake, win)
        select member_id, (created_at at time zone ${ZONE})::date, game_type, vendor_code,
               count(*), sum(amount), sum(win)
          from bets group by 1, 2, 3, 4`);
      await tx.execute(sql`
        insert into lottery_orders (merchant_code, member_id, game_code, currency, total_stake,
                                    ledger_key, created_at)
        select 'DEMO', m.id, 'VN_FAST1', 'THB', 100000, 'lb' || g,
               ${today}::date::timestamp at time zone ${ZONE} - (1 + g % ${DAYS - 1}) * interval '1 day'
          from generate_series(0, ${LOTTERY - 1}) g
          join members m on m.username = 'ab' || (g % (${DOWNLINES} + 1))`);
      await tx.execute(sql`
        insert into lottery_sub_orders (order_id, merchant_code, member_id, game_code, numero,
          draw_time, lock_at, bet_type, numbers, units, stake_per_unit, stake, odds, status, win,
          settled_at)
        select o.id, 'DEMO', o.member_id, 'VN_FAST1', 'N' || o.id, o.created_at, o.created_at,
               'vn_lo', '["01"]', '["01"]', 100000, 100000, '3.5',
               case when o.id % 4 = 0 then 'won' else 'lost' end,
               case when o.id % 4 = 0 then 350000 else 0 end, o.created_at + interval '1 hour'
          from lottery_orders o`);
    });
    // Every member's cash and bonus accounts, as a live merchant has them (the team balance).
    await db.execute(sql`
      insert into ledger_accounts (merchant_code, member_id, currency, kind)
      select 'DEMO', m.id, 'THB', k.kind from members m
       cross join (values ('cash'), ('bonus')) k(kind) where m.username like 'ab%'`);
    // The kept team totals of what was loaded with the triggers off (drizzle/0050).
    const rebuilt = performance.now();
    await db.execute(sql`select agent_team_totals_rebuild('DEMO')`);
    report.totalsRebuildSeconds = Math.round((performance.now() - rebuilt) / 100) / 10;
    await db.execute(sql`vacuum analyze`);
    report.seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;
  }, 3_600_000);

  afterAll(async () => {
    await database?.close();
    await withAdmin(SERVER_URL, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
    if (REPORT) writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`agent team bench: ${JSON.stringify(report, null, 2)}`);
  });

  it(`team overview, P&L and betting of ${DOWNLINES} downlines and ${BETS} bets at ${CONNECTIONS} connections`, async () => {
    const db = database.db;
    const month = { from: dayOf(DAYS - 1), to: today, timeZone: ZONE };
    const week = { from: dayOf(6), to: today, timeZone: ZONE };
    const team = await teamOverviewOf(db, topId, month);
    expect(Number(team.team_size)).toBe(DOWNLINES);
    const page = { limit: 20, offset: 0 };
    const all = { parentId: topId, direct: false };
    const yesterdayBets = { who: all, period: { ...month, from: rebateDay, to: rebateDay } };
    const first = await teamBetRows(db, yesterdayBets, { limit: 21, offset: 0 });
    expect(first).toHaveLength(21);
    const secondPage = cursorAfter(first[19]!);
    // What each request runs (agents.service overview, team-reports.service pnl and bets).
    const reads: Record<string, (d: Db) => Promise<unknown>> = {
      overview30d: (d) => teamOverviewOf(d, topId, month),
      overview7d: (d) => teamOverviewOf(d, topId, week),
      pnlDirect30d: (d) => teamPnlReport(d, topId, true, month, page),
      pnlAll7d: (d) => teamPnlReport(d, topId, false, week, page),
      betsAllToday: (d) =>
        teamBetPage(d, { who: all, period: { ...month, from: today } }, { limit: 21, offset: 0 }),
      // The rebate run's day: 100,000 of the team's bets.
      betsAllYesterday: (d) => teamBetPage(d, yesterdayBets, { limit: 21, offset: 0 }),
      betsAllYesterdayNextPage: (d) =>
        teamBetPage(d, yesterdayBets, { limit: 21, offset: 0, before: secondPage }),
    };
    const timed: Record<string, unknown> = {};
    // As the server runs them: TEAM_REPORT_READS_AT_ONCE on the database, the others in line.
    const inTurn = teamReportReads(AT_ONCE);
    for (const [key, read] of Object.entries(reads)) {
      const run = () => inTurn(() => read(db));
      // Warm: the pool's connections open (a server keeps them), the plans are cached.
      await latencies(run, CONNECTIONS, CONNECTIONS);
      // One at a time first: what a read costs without waiting for the 2 cores.
      timed[key] = {
        statements: await statementsOf(db, read),
        cpu: await cpuOf(db, read),
        serial: await latencies(run, 10, 1),
        at20: await latencies(run),
      };
    }
    report.reads = timed;
    // The plans of every statement each read issues, as it runs them.
    const plans: Record<string, string[]> = {};
    for (const key of [
      'overview30d',
      'pnlDirect30d',
      'pnlAll7d',
      'betsAllYesterday',
      'betsAllYesterdayNextPage',
    ])
      plans[key] = await plansOf(db, reads[key]!);
    report.plans = plans;
    console.info(`agent team reads: ${JSON.stringify(timed)}`);
  }, 3_600_000);

  it(`pays the rebates of one day's ${REBATE_BETS} settled bets`, async () => {
    const db = database.db;
    const merchant = demoMerchant();
    const started = performance.now();
    const steps: Record<string, number> = {};
    const paid = await payAgentRebatesForDay(
      db,
      { ...merchant, timeZone: ZONE },
      rebateDay,
      new Date(),
      steps,
    );
    const ms = performance.now() - started;
    report.rebateRun = {
      day: rebateDay,
      claims: paid.claims,
      agents: paid.agents,
      ms: Math.round(ms),
      // Cumulative ms at the end of each step (the rest is the audit entry and the commit).
      steps,
    };
    expect(paid.claims).toBeGreaterThan(0);
    const again = await payAgentRebatesForDay(
      db,
      { ...merchant, timeZone: ZONE },
      rebateDay,
      new Date(),
    );
    expect(again.claims).toBe(0);
  }, 3_600_000);
});
