// Issue 18: a member's records (betting record, transaction record, profit and loss) over
// 1,000,000 ledger entries and 1,000,000 bets, loaded at 20 connections, with the plans of the
// queries behind them (records-plans.mjs). PostgreSQL only: PGlite is not what a busy operator
// runs, and writing two million rows into it would take longer than the bench itself.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loginOnce } from './load.mjs';
import { ROOT } from './paths.mjs';

export const RECORDS_CONNECTIONS = 20;
export const RECORDS_ROWS = 1_000_000;
/** The rows are spread over this many days before now, newest first. */
const SPREAD_DAYS = 730;
const UNIT = 10_000n;

/**
 * Writes the member's history straight into the tables, in SQL: bets, and ledger transactions of
 * two entries each (a win then a bet of the same amount against game revenue, so every
 * transaction sums to zero and the cash balance never drops below where it started). Triggers
 * (the per-row sum check, the daily bet totals) are off for the bulk insert only; the rows satisfy
 * the sum check by construction, and the daily totals are rebuilt from the bets afterwards.
 */
async function seedHistory(databaseUrl, username, rows) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const member = (
      await client.query('select id, merchant_code from members where username = $1', [username])
    ).rows[0];
    if (!member) throw new Error(`no member ${username}`);
    const { id: memberId, merchant_code: merchant } = member;
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    const wallet = (
      await client.query(
        `insert into wallets (member_id, merchant_code, currency) values ($1, $2, 'THB')
         on conflict (member_id, currency) do update set updated_at = now() returning id`,
        [memberId, merchant],
      )
    ).rows[0].id;
    await client.query(
      `insert into ledger_accounts (merchant_code, member_id, currency, kind)
       values ($1, $2, 'THB', 'cash') on conflict do nothing`,
      [merchant, memberId],
    );
    await client.query(
      `insert into ledger_accounts (merchant_code, member_id, currency, kind)
       values ($1, null, 'THB', 'game_revenue') on conflict do nothing`,
      [merchant],
    );
    /** @type {(sql: string, params: unknown[]) => Promise<{ id: string, balance: string }>} */
    const account = async (sql, params) => (await client.query(sql, params)).rows[0];
    const cash = await account(
      "select id, balance from ledger_accounts where member_id = $1 and kind = 'cash' and currency = 'THB'",
      [memberId],
    );
    const house = await account(
      "select id, balance from ledger_accounts where member_id is null and merchant_code = $1 and kind = 'game_revenue' and currency = 'THB'",
      [merchant],
    );
    const step = `${Math.floor((SPREAD_DAYS * 86_400) / rows)} seconds`;
    await client.query(
      `insert into bets (merchant_code, member_id, wallet_id, vendor_code, vendor_tx_id, game_name,
         game_type, amount, win, status, created_at, settled_at)
       select $1, $2, $3, 'BENCH', 'bench-' || g, 'Bench game ' || (g % 200),
         (array['RNG','LIVE','FISH','SPORTS'])[1 + g % 4], ${UNIT} * (1 + g % 50),
         case when g % 3 = 0 then ${UNIT} * (2 + g % 50) else 0 end, 'settled',
         now() - g * $4::interval, now() - g * $4::interval
       from generate_series(1, $5::int) g`,
      [merchant, memberId, wallet, step, rows],
    );
    const transactions = rows / 2;
    const txStep = `${Math.floor((SPREAD_DAYS * 86_400) / transactions)} seconds`;
    // Oldest first: n = 1 is the oldest; odd n a win of 100, even n a bet of 100.
    await client.query(
      `insert into ledger_transactions (merchant_code, kind, idempotency_key, reference, member_id, created_at)
       select $1, case when n % 2 = 1 then 'win' else 'bet' end, 'bench-records-' || n, 'BENCH' || n, $2,
         now() - ($3::int - n + 1) * $4::interval
       from generate_series(1, $3::int) n`,
      [merchant, memberId, transactions, txStep],
    );
    const amount = 100n * UNIT;
    await client.query(
      `insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
       select t.id, e.account, e.amount, e.after, t.created_at
       from (select id, created_at, substring(idempotency_key from 15)::int n
             from ledger_transactions where merchant_code = $1 and idempotency_key like 'bench-records-%') t
       cross join lateral (values
         ($2::bigint, case when t.n % 2 = 1 then ${amount} else -${amount} end,
                      $3::bigint + case when t.n % 2 = 1 then ${amount} else 0 end),
         ($4::bigint, case when t.n % 2 = 1 then -${amount} else ${amount} end,
                      $5::bigint - case when t.n % 2 = 1 then ${amount} else 0 end)
       ) e(account, amount, after)`,
      [merchant, cash.id, cash.balance, house.id, house.balance],
    );
    await client.query('commit');
    // The triggers that keep member_daily_bet_totals were off for the bulk insert: the rows are
    // summed by the product's own function, the one its migration backfills with.
    const summaryStarted = Date.now();
    await client.query('select member_daily_bet_totals_rebuild($1)', [merchant]);
    const summaryMs = Date.now() - summaryStarted;
    // Vacuumed and analysed as a database in service would be: otherwise autovacuum reads the
    // two million new rows during the first load, and that is what the first figure measures.
    for (const table of [
      'member_daily_bet_totals',
      'bets',
      'ledger_transactions',
      'ledger_entries',
    ])
      await client.query(`vacuum (analyze) ${table}`);
    const count = async (table) =>
      Number((await client.query(`select count(*)::int n from ${table}`)).rows[0].n);
    return {
      memberId,
      bets: await count('bets'),
      ledgerEntries: await count('ledger_entries'),
      memberBets: rows,
      memberEntries: transactions,
      dailyTotalsRows: await count('member_daily_bet_totals'),
      dailyTotalsRebuildMs: summaryMs,
    };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** Latency at one connection: `count` requests one after another, their p50 and p99. */
async function sequential(base, token, path, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(base + path, { headers: { device: 'MOBILE', authorization: token } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { requests: count, p50Ms: at(0.5), p99Ms: at(0.99) };
}

function load(base, token, path, seconds, connections = RECORDS_CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: { device: 'MOBILE', accept: 'application/json', authorization: token },
        requests: [{ method: 'GET', path }],
      },
      (err, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
    );
  });
}

/** The member's three records pages over the last 7 days (the records pages' week range). */
const RECORD_CALLS = [
  { name: 'betRecords', path: '/wps/wallet/reports/bets?range=7d&pageNo=1&pageSize=20' },
  {
    name: 'transactionRecords',
    path: '/wps/wallet/reports/transactions?range=7d&pageNo=1&pageSize=20',
  },
  { name: 'profitLoss', path: '/wps/wallet/reports/profitloss?range=7d' },
  { name: 'betRecords 30d', path: '/wps/wallet/reports/bets?range=30d&pageNo=1&pageSize=20' },
];

/** Seeds, loads and explains; `server` is a running bench server (lib/server.mjs). */
export async function measureRecords(server, { username, password, seconds, warmupSeconds }, log) {
  if (!server.databaseUrl) return { status: 'skipped: needs PostgreSQL' };
  log(`  records: writing ${RECORDS_ROWS} bets and ${RECORDS_ROWS} ledger entries`);
  const seeded = await seedHistory(server.databaseUrl, username, RECORDS_ROWS);
  const token = await loginOnce(server.base, username, password);
  const endpoints = [];
  for (const call of RECORD_CALLS) {
    const probe = await fetch(server.base + call.path, {
      headers: { device: 'MOBILE', authorization: token },
    });
    if (!probe.ok) {
      endpoints.push({ ...call, status: `answers ${probe.status}` });
      continue;
    }
    log(`  records: load ${call.name}`);
    if (warmupSeconds > 0) await load(server.base, token, call.path, warmupSeconds);
    // The machine may be shared (loadavg1): the latency of one request at a time beside it.
    const single = await sequential(server.base, token, call.path, 200);
    const loadavg1 = Number(loadavg()[0].toFixed(2));
    const r = await load(server.base, token, call.path, seconds);
    endpoints.push({
      ...call,
      status: 'measured',
      loadavg1,
      single,
      requestsPerSecond: Math.round((r.requests.total / r.duration) * 10) / 10,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    });
    log(
      `    p99 ${r.latency.p99} ms (p50 ${r.latency.p50} ms); one at a time p99 ${single.p99Ms} ms (p50 ${single.p50Ms} ms); load ${loadavg1}`,
    );
  }
  const plans = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/lib/records-plans.mjs'), String(seeded.memberId)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return {
    status: 'measured',
    connections: RECORDS_CONNECTIONS,
    seeded,
    endpoints,
    queryPlans: plans.status === 0 ? JSON.parse(plans.stdout.trim().split('\n').pop()) : null,
  };
}

/** The report's section (bench/report.md). */
export function recordsSection(f) {
  const r = f.records;
  if (!r) return 'Not measured in this run.';
  if (r.status !== 'measured') return `Not measured: ${r.status}.`;
  const s = r.seeded;
  const out = [
    `One member's records over ${s.memberBets.toLocaleString('en')} bets and ${(s.memberEntries * 2).toLocaleString('en')} ledger entries (${s.memberEntries.toLocaleString('en')} of them in the member's cash account) spread over ${SPREAD_DAYS} days, written in SQL; member_daily_bet_totals then rebuilt from the bets by the product's own function (${s.dailyTotalsRows?.toLocaleString('en') ?? '?'} rows, ${s.dailyTotalsRebuildMs === undefined ? '?' : (s.dailyTotalsRebuildMs / 1000).toFixed(1)} s). Each page at ${r.connections} connections after a warm-up, and 200 requests one at a time before it (the machine may be shared: the 1-minute load average is beside each).`,
    '',
    '| call | p99 | p50 | requests/s | errors | one at a time p50 / p99 | load average |',
    '| --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const e of r.endpoints) {
    if (e.status !== 'measured') {
      out.push(`| ${e.name} | ${e.status} | | | | | |`);
      continue;
    }
    const single = e.single ? `${e.single.p50Ms} / ${e.single.p99Ms} ms` : '';
    out.push(
      `| \`${e.path}\` | **${e.p99Ms} ms** | ${e.p50Ms} ms | ${e.requestsPerSecond} | ${e.errors} | ${single} | ${e.loadavg1 ?? ''} |`,
    );
  }
  if (Array.isArray(r.queryPlans))
    for (const p of r.queryPlans) out.push('', `${p.name}:`, '', '```', ...p.plan, '```');
  else out.push('', 'Query plans: unavailable.');
  return out.join('\n');
}
