// What `npm start` and `npm test` need before they run, installed here when it is missing so each
// works alone on a fresh clone: the npm packages for both; for the tests also Chromium (the e2e
// tier) and a PostgreSQL server (the reliability tests). Under CI (`.ci/run` installs everything
// and runs `npm ci` first) every check finds what it needs and does nothing.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

const isRoot = process.getuid?.() === 0;

/** Runs a command in the repository's root; a failure ends this process with its status. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function stop(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

/**
 * The installed tree matches package-lock.json when npm's own record of it
 * (node_modules/.package-lock.json, written by every install) holds each package the lock file
 * requires at the same version. Optional packages are left out: npm skips those built for other
 * platforms. Content, not file times, so a copied node_modules or a fresh checkout is not taken
 * for stale, and `npm ci` just run (as under CI) is never run again.
 */
function packagesMatchLock() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return false;
  const want = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages;
  return Object.entries(want).every(
    ([path, p]) => path === '' || p.optional || p.devOptional || have[path]?.version === p.version,
  );
}

/** `npm ci` when node_modules is missing or does not match package-lock.json. */
export function ensurePackages() {
  if (packagesMatchLock()) return;
  console.log('> installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The reliability tests' server when LEDGER_TEST_PG_URL is not set (killable-server.ts). */
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The newest PostgreSQL's bin directory of Debian's packages, or the one on PATH. */
function postgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin/initdb')))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length) return join(debian, versions.at(-1), 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return onPath.status === 0 ? join(onPath.stdout.trim(), '..') : null;
}

/** Installs Debian packages with apt-get when running as root; otherwise stops naming the command. */
function aptInstall(names, why) {
  if (!names.length) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    stop([
      `npm test needs ${why.join(' and ')}. Install ${names.length > 1 ? 'them' : 'it'} with:`,
      '',
      `  sudo apt-get install -y --no-install-recommends ${names.join(' ')}`,
      '',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary and LEDGER_TEST_PG_URL at a',
      'PostgreSQL server whose user may create databases, then run npm test again.',
    ]);
  }
  console.log(`> installing ${names.join(' ')} (apt-get)`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * A throwaway PostgreSQL server in a temporary directory, as `.ci/run` starts one: trust
 * authentication on 127.0.0.1 only, no fsync. Root runs it as the `postgres` user the package
 * creates, since PostgreSQL refuses to run as root.
 */
async function startPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'test-pg-'));
  const port = await freePort();
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  const asPg = (cmd, args) => {
    if (isRoot) run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], quiet);
    else run(join(bin, cmd), args, quiet);
  };
  if (isRoot) chownSync(dir, ...postgresIds());
  console.log(`> starting a PostgreSQL server of its own on port ${port}`);
  asPg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  asPg('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', opts, 'start']);
  const stopPostgres = () => {
    const args = ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'];
    const cmd = isRoot ? 'runuser' : join(bin, 'pg_ctl');
    spawnSync(cmd, isRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args, {
      stdio: 'ignore',
    });
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: stopPostgres };
}

/** The scale-out tests' Redis when REDIS_TEST_URL is not set (apps/server/test/helpers/redis.ts). */
const DEFAULT_REDIS_PORT = 6379;

/** Whether a Redis answers PING on 127.0.0.1:port. */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const redisBin = () => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/** A throwaway Redis keeping nothing on disk, stopped with the tests. */
async function startRedis(bin) {
  const port = await freePort();
  console.log(`> starting a Redis of its own on port ${port}`);
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await redisAnswers(port)); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return [id('-u'), id('-g')];
}

/**
 * Chromium for the e2e tier, a PostgreSQL server for the reliability tests and a Redis for the
 * scale-out tests. Returns the
 * environment the tests run with and a function that stops the server started here, if any.
 * LEDGER_TEST_PG_URL, when set, is used as it is; otherwise a server answering at the tests'
 * default address, otherwise one started here (after installing PostgreSQL when it is missing).
 */
export async function ensureTestServices() {
  const need = [];
  const why = [];
  if (!existsSync(chromiumPath())) {
    need.push('chromium');
    why.push(`Chromium at ${chromiumPath()} for the e2e tests`);
  }
  if (spawnSync('sh', ['-c', 'command -v dbus-daemon']).status !== 0) {
    need.push('dbus-daemon');
    why.push('a D-Bus daemon, where the draw-reminder e2e taps a real notification');
  }
  const pgUrl = process.env.LEDGER_TEST_PG_URL;
  const pgRunning = pgUrl !== undefined || (await postgresAnswers(DEFAULT_PG_URL));
  if (!pgRunning && !postgresBin()) {
    need.push('postgresql');
    why.push('a PostgreSQL server for the reliability tests');
  }
  const redisRunning =
    process.env.REDIS_TEST_URL !== undefined || (await redisAnswers(DEFAULT_REDIS_PORT));
  if (!redisRunning && !redisBin()) {
    need.push('redis-server');
    why.push('a Redis for the scale-out tests');
  }
  aptInstall(need, why);
  const env = { ...process.env };
  const stops = [];
  if (!pgRunning) {
    const pg = await startPostgres(postgresBin());
    env.LEDGER_TEST_PG_URL = pg.url;
    stops.push(pg.stop);
  }
  if (!redisRunning) {
    const redis = await startRedis(redisBin());
    env.REDIS_TEST_URL = redis.url;
    stops.push(redis.stop);
  }
  return { env, stop: () => stops.forEach((stop) => stop()) };
}
