// Builds the web app into bench/out and runs the real server on a fresh database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { get as httpsGet } from 'node:https';
import { generate } from 'selfsigned';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, OUT } from './paths.mjs';

export const WEB_DIST = join(OUT, 'web');

/**
 * The bench builds into its own folder: apps/web/dist is shared with end-to-end runs that may be
 * reading it at the same moment, and a build empties its folder first. Hidden source maps leave
 * the JS as it ships (no comment pointing at them) and tell what each chunk is made of.
 */
export function buildWeb() {
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--sourcemap', 'hidden'],
    {
      cwd: join(ROOT, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error('the web build failed');
  // The first view the server renders for visitors (apps/server/src/web/first-view-html.ts) comes
  // from the server build beside the client's, as `npm run build` makes it: without it every page
  // would be measured as an empty root.
  const ssr = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/server/entry-server.tsx', '--outDir', join(WEB_DIST, 'ssr')],
    { cwd: join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (ssr.status !== 0) throw new Error('the server render build failed');
}

/**
 * The bench runs the compiled server, as `npm start` does (`node dist/server.js`), not the
 * TypeScript through tsx: built once per bench run into a folder of its own beside dist.
 */
export const SERVER_DIST = join(ROOT, 'apps/server/bench-dist');
let serverBuilt = false;

function buildServerOnce() {
  if (serverBuilt) return;
  const r = spawnSync(process.execPath, ['build.mjs', '--outdir', 'bench-dist'], {
    cwd: join(ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('the server build failed');
  serverBuilt = true;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function runTs(script, args, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${script} failed`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** EXPLAIN ANALYZE of the gameList query on the server's database (PostgreSQL only). */
export function explainGameList(server, deepOffset) {
  if (!server.databaseUrl) return null;
  try {
    return runTs(join(ROOT, 'bench/lib/query-plans.mjs'), [server.merchant, String(deepOffset)], {
      DATABASE_URL: server.databaseUrl,
    });
  } catch (err) {
    return { error: err.message };
  }
}

/** argon2 and the ALTCHA check timed alone, before anything else loads the machine. */
export const measureCryptoCost = () => runTs(join(ROOT, 'bench/lib/crypto-cost.mjs'), [], {});

/** A database nobody used: a new PGlite folder, or a new database on a PostgreSQL server. */
async function freshDatabase(label, postgresUrl) {
  if (!postgresUrl) {
    const dataDir = join(OUT, `db-${label}`);
    await rm(dataDir, { recursive: true, force: true });
    return {
      env: { DATA_DIR: dataDir },
      kind: 'pglite',
      tableScans: async () => null,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    /** Sequential and index scans per table since the start: a table read whole under load lacks an index. */
    async tableScans() {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      const { rows } = await c.query(
        `select relname as table, seq_scan, seq_tup_read, idx_scan, n_live_tup as rows
           from pg_stat_user_tables order by seq_tup_read desc limit 8`,
      );
      await c.end();
      return rows.map((r) => ({
        ...r,
        seq_scan: Number(r.seq_scan),
        seq_tup_read: Number(r.seq_tup_read),
        idx_scan: Number(r.idx_scan ?? 0),
        rows: Number(r.rows),
      }));
    },
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A random value for every secret that production requires (ALTCHA_HMAC_KEY, WALLET_API_HMAC_KEY
 * …): read from env.ts, so a secret added there later does not stop the bench.
 */
function productionSecrets() {
  const source = readFileSync(join(ROOT, 'apps/server/src/env.ts'), 'utf8');
  const names = new Set(source.match(/\b[A-Z][A-Z0-9_]*_(?:HMAC_KEY|SECRET)\b/g) ?? []);
  names.add('ALTCHA_HMAC_KEY');
  return Object.fromEntries([...names].map((n) => [n, randomBytes(32).toString('hex')]));
}

/**
 * A throwaway certificate for 127.0.0.1, written under bench/out: the server then speaks HTTPS
 * with HTTP/2, as a phone reaches a production site (through a TLS proxy or the server itself).
 */
/**
 * The demo merchant with its demo gateway off: the gateway is a money simulator, and a server
 * with NODE_ENV=production refuses to start while it is enabled (issue 28).
 */
async function productionMerchantFile() {
  const demo = readFileSync(join(ROOT, 'apps/server/merchants/demo.yaml'), 'utf8');
  const on = '\n  gateway:\n    enabled: true\n';
  if (!demo.includes(on)) throw new Error('demo.yaml: the money.gateway block was not found');
  const file = join(OUT, 'merchant-production.yaml');
  await mkdir(OUT, { recursive: true });
  await writeFile(file, demo.replace(on, '\n  gateway:\n    enabled: false\n'));
  return file;
}

async function benchCertificate(label) {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const dir = join(OUT, `tls-${label}`);
  await mkdir(dir, { recursive: true });
  const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  await writeFile(files.cert, pems.cert);
  await writeFile(files.key, pems.private, { mode: 0o600 });
  return { ...files, pem: pems.cert };
}

/** Whether the server answers /healthz yet (over HTTPS trusting only the bench's certificate). */
async function healthy(base, ca) {
  if (!ca) {
    const res = await fetch(`${base}/healthz`);
    return res.ok;
  }
  return new Promise((resolve, reject) => {
    httpsGet(`${base}/healthz`, { ca }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    }).on('error', reject);
  });
}

/**
 * Starts the production server on a fresh database with `games` games and `members` members
 * (all with `password`), and with `agentLine` the demo agent line (docs/agents.md). Returns its
 * base URL and a stop function.
 */
export async function startServer({
  label,
  port,
  games,
  members,
  password,
  agentLine = false,
  postgresUrl,
  nodeArgs = [],
  compiled = true,
  tls = false,
  webDist = WEB_DIST,
}) {
  if (compiled) buildServerOnce();
  const database = await freshDatabase(label, postgresUrl);
  const certificate = tls ? await benchCertificate(label) : null;
  const timings = {};
  let t = Date.now();
  // Members first, in their own process: PGlite's folder takes one process at a time.
  const seeded = runTs(
    join(ROOT, 'bench/lib/seed-members.mjs'),
    [String(members), password, ...(agentLine ? [String(games)] : [])],
    database.env,
  );
  timings.seedMembersMs = Date.now() - t;
  t = Date.now();
  const env = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    MERCHANT_CONFIG: await productionMerchantFile(),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_GAME_COUNT: String(games),
    WEB_DIST: webDist,
    ...productionSecrets(),
    // The proof of work is the client's cost; the server's check is timed alone (crypto-cost).
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '10',
    // Load comes from one address; login runs send one X-Forwarded-For per request, as many
    // clients behind a proxy would, so the per-address login limits are not what is measured.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
    ...(certificate ? { TLS_CERT_FILE: certificate.cert, TLS_KEY_FILE: certificate.key } : {}),
  };
  const child = spawn(
    process.execPath,
    compiled
      ? [...nodeArgs, '--enable-source-maps', join(SERVER_DIST, 'server.js')]
      : [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const base = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (;;) {
    if (exited !== null) {
      await database.drop();
      throw new Error(`the ${label} server exited with ${exited}`);
    }
    try {
      if (await healthy(base, certificate?.pem)) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  timings.startAndSeedGamesMs = Date.now() - t;
  return {
    base,
    transport: certificate ? 'HTTPS, HTTP/2' : 'HTTP/1.1',
    pid: child.pid,
    databaseKind: database.kind,
    members: seeded.members,
    games,
    timings,
    tableScans: () => database.tableScans(),
    databaseUrl: database.env.DATABASE_URL,
    merchant: seeded.merchant,
    async stop() {
      if (exited === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([gone, sleep(15_000)]);
        if (exited === null) child.kill('SIGKILL');
      }
      await database.drop();
    },
  };
}
