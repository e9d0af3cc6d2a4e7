// Issue 17: the console's member search by username prefix over 1,000,000 members, at 20
// connections (p99 ≤ 50 ms). The members are written in SQL with generate_series, all sharing the
// one argon2 hash of the first bench member; an owner is created with the console's command line,
// enrols with TOTP and signs in through the real calls, then /ops/members is loaded with prefixes
// of real usernames.
//
// Run with `node --import tsx bench/lib/member-search.mjs <merchant> <prefix>` (DATABASE_URL
// set), this file prints EXPLAIN (ANALYZE, BUFFERS) of the search query the repository builds.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generate } from 'otplib';
import { measure, startOwnServer } from './load.mjs';
import { ROOT } from './paths.mjs';

export const MEMBER_SEARCH = { members: 1_000_000, connections: 20 };
const OWNER = 'benchowner';
const OWNER_PASSWORD = 'Quiet-harbour-lantern-42';
/** Prefix lengths the load cycles through: one letter (38,000 matches) to nearly a whole name. */
const PREFIX_LENGTHS = [1, 2, 3, 4, 5, 6];

/** Members 2…count in one statement; each shares bench1's password hash. */
async function seedInBulk(databaseUrl, merchant, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into members (merchant_code, username, password_hash, nickname, register_method, created_at)
       select $1,
              chr(97 + (n % 26)) || substr(md5(n::text), 1, 5) || n,
              (select password_hash from members where merchant_code = $1 and username = 'bench1'),
              'Member ' || n,
              'H5',
              now() - (n % 8760) * interval '1 hour'
         from generate_series(2, $2::int) as n`,
      [merchant, count],
    );
    // A million members that came one by one have been vacuumed by autovacuum on the way (it
    // runs after inserts too since PostgreSQL 13); one INSERT of a million has not yet, and until
    // it has, the count's index-only scan would still read every matching row's visibility.
    await client.query('vacuum analyze members');
    const { rows } = await client.query(
      `select username from members tablesample system (1) where merchant_code = $1 limit 2000`,
      [merchant],
    );
    const [{ total }] = (
      await client.query('select count(*)::int as total from members where merchant_code = $1', [
        merchant,
      ])
    ).rows;
    return { total, sample: rows.map((r) => r.username) };
  } finally {
    await client.end();
  }
}

async function call(base, path, body, token) {
  const res = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.message}`);
  return json.value;
}

/** The owner from the command line, enrolled and signed in through the real calls. */
async function ownerToken(server) {
  const cli = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/console-cli.ts',
      'create-owner',
      '--merchant',
      server.merchant,
      '--username',
      OWNER,
      '--base-url',
      server.base,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.databaseUrl, NODE_ENV: 'development' },
      encoding: 'utf8',
    },
  );
  const link = cli.stdout.trim().split('\n').pop() ?? '';
  const token = link.split('#/enrol/')[1];
  if (cli.status !== 0 || !token) throw new Error(`create-owner failed: ${cli.stderr}`);
  const { secret } = await call(server.base, '/ops/enrolment/start', { token });
  const now = Math.floor(Date.now() / 1000);
  await call(server.base, '/ops/enrolment/complete', {
    token,
    password: OWNER_PASSWORD,
    code: await generate({ secret, epoch: now }),
  });
  // Each code is good once: the sign-in takes the next step's (within the accepted drift).
  const signedIn = await call(server.base, '/ops/sign-in', {
    username: OWNER,
    password: OWNER_PASSWORD,
    code: await generate({ secret, epoch: now + 30 }),
  });
  return signedIn.token;
}

/** Prefixes of sampled usernames, of every length in PREFIX_LENGTHS, shuffled once. */
function prefixesOf(sample) {
  const out = [];
  sample.forEach((name, i) => out.push(name.slice(0, PREFIX_LENGTHS[i % PREFIX_LENGTHS.length])));
  return out;
}

/**
 * Starts a server, seeds the members, signs an owner in and loads the search. `startServer` is
 * bench/lib/server.mjs's; PostgreSQL only (a million rows in PGlite would measure the seed).
 */
export async function measureMemberSearch(options) {
  const { postgresUrl, seconds, warmupSeconds, log } = options;
  if (!postgresUrl) return { status: 'needs PostgreSQL (--postgres)' };
  const server = await startOwnServer(options, 'member search', 'members', 1);
  let t = Date.now();
  log(`  seeding ${MEMBER_SEARCH.members.toLocaleString('en')} members with generate_series`);
  const { total, sample } = await seedInBulk(
    server.databaseUrl,
    server.merchant,
    MEMBER_SEARCH.members,
  );
  const seedMs = Date.now() - t;
  log(`  ${total} members in ${(seedMs / 1000).toFixed(1)} s; owner signs in`);
  const token = await ownerToken(server);
  const prefixes = prefixesOf(sample);
  let next = 0;
  const pathOf = (prefix) => `/ops/members?username=${encodeURIComponent(prefix)}&pageSize=25`;
  log(`  load: ${MEMBER_SEARCH.connections} connections, ${prefixes.length} prefixes`);
  t = Date.now();
  const result = await measure(
    server.base,
    'member search',
    {
      path: pathOf(prefixes[0]),
      headers: { authorization: token },
      setupRequest: (req) => ({ ...req, path: pathOf(prefixes[next++ % prefixes.length]) }),
    },
    { seconds, warmupSeconds, connections: MEMBER_SEARCH.connections },
  );
  log(
    'p99Ms' in result
      ? `  p99 ${result.p99Ms} ms (${result.requestsPerSecond} req/s)`
      : `  ${result.status}`,
  );
  const plans = explainSearch(server, ['a', sample[1]?.slice(0, 4) ?? 'ab']);
  return {
    ...result,
    members: total,
    connections: MEMBER_SEARCH.connections,
    prefixLengths: PREFIX_LENGTHS,
    seedMs,
    plans,
  };
}

/** EXPLAIN of the repository's own query, in a tsx process (this file, run directly). */
function explainSearch(server, prefixes) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), server.merchant, ...prefixes],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (r.status !== 0) return { error: 'the EXPLAIN run failed' };
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** The report's section (bench/report.md). */
export function memberSearchSection(f) {
  const m = f.memberSearch;
  if (!m) return 'Not measured in this run.';
  if (m.status !== 'measured') return `Not measured: ${m.status}.`;
  const out = [
    `\`GET /ops/members?username=<prefix>\` (an owner's session) over ${m.members.toLocaleString('en')} members of one merchant (written in ${(m.seedMs / 1000).toFixed(0)} s by one INSERT … SELECT over generate_series, one shared password hash), ${m.connections} connections, ${m.seconds} s after a warm-up; each request a prefix of ${m.prefixLengths.join(', ')} letters of a sampled username, cycled.`,
    '',
    `p99 **${m.p99Ms} ms** (p50 ${m.p50Ms} ms, max ${m.maxMs} ms), ${m.requestsPerSecond} requests/s, ${m.errors} errors.`,
  ];
  if (Array.isArray(m.plans))
    for (const p of m.plans) out.push('', `${p.name}:`, '', '```', ...p.plan, '```');
  else if (m.plans?.error) out.push('', `Query plan: unavailable (${m.plans.error}).`);
  return out.join('\n');
}

// Run directly (under tsx): the plans, with the query built by the members repository.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [merchantCode, ...prefixes] = process.argv.slice(2);
  const { printPlans } = await import('./explain-plans.mjs');
  const { memberSearchQueries } = await import(
    join(ROOT, 'apps/server/src/modules/ops/ops-members.repository.ts')
  );
  await printPlans(
    async (db) =>
      prefixes.flatMap((prefix) => {
        const q = { username: prefix, accounts: 'real', page: 1, pageSize: 25 };
        const { page, total } = memberSearchQueries(db, merchantCode, 'UTC', q);
        return [
          [`username starts with "${prefix}": the page`, page],
          [`username starts with "${prefix}": the count`, total],
        ];
      }),
    { warm: false },
  );
}
