/**
 * The reliability tests' set-up: a PostgreSQL database of their own (created and dropped here)
 * and the real server as a child process on it, killed with SIGKILL and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

export const SERVER_URL =
  process.env.LEDGER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** How long a started server may take to answer /healthz: a loaded 2-core CI machine is slow. */
const START_DEADLINE_MS = 180_000;

/**
 * The server compiled once per test run (global-setup.ts), as `npm start` runs it. Started
 * through tsx, each child compiled every source file again: 9 s to /healthz on a quiet machine
 * against 5 s, and on a loaded CI machine two children at once passed two minutes.
 */
const compiledServer = () => inject('compiledServer');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a PostgreSQL server answers at SERVER_URL. */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the reliability test `name` can run: outside CI it is skipped with a warning when no
 * PostgreSQL answers; under CI=true that is a failure, so a run can never pass by skipping it.
 */
export async function reliabilityPostgres(name: string): Promise<boolean> {
  if (await postgresAnswers()) return true;
  const why = `${name}: no PostgreSQL answers at ${SERVER_URL} (set LEDGER_TEST_PG_URL)`;
  if (process.env.CI === 'true') throw new Error(`${why}; under CI it may not be skipped`);
  console.warn(`${why}: skipped`);
  return false;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database named `<prefix>_<random>` and the server on it. `env` is added to the child's
 * environment; `start({ healthy: false })` returns at once instead of waiting for /healthz.
 * With `sameDatabaseAs`, a second instance on another server's database (which it neither
 * creates nor drops), as two instances behind a load balancer.
 */
export function killableServer(
  prefix: string,
  env: Record<string, string>,
  sameDatabaseAs?: { databaseUrl: string },
) {
  const url = new URL(sameDatabaseAs?.databaseUrl ?? SERVER_URL);
  const name = sameDatabaseAs
    ? url.pathname.slice(1)
    : `${prefix}_${randomBytes(6).toString('hex')}`;
  url.pathname = `/${name}`;
  let child: ChildProcess | null = null;
  let port = 0;

  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });

  /** SIGTERM, as a process manager stops an instance; answers once it has exited. */
  const terminate = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });

  return {
    databaseUrl: url.toString(),
    get port() {
      return port;
    },
    async createDatabase() {
      if (!sameDatabaseAs) await admin(`CREATE DATABASE "${name}"`);
      port = await freePort();
    },
    async start({ healthy = true }: { healthy?: boolean } = {}) {
      const started = spawn(process.execPath, [compiledServer()], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          HOST: '127.0.0.1',
          PORT: String(port),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      // Its errors are shown as they come and kept, so that a start that fails says why.
      let errors = '';
      started.stderr?.on('data', (chunk: Buffer) => {
        process.stderr.write(chunk);
        errors = (errors + chunk.toString()).slice(-4000);
      });
      if (!healthy) return;
      const since = Date.now();
      while (Date.now() - since < START_DEADLINE_MS) {
        if (started.exitCode !== null || started.signalCode !== null) {
          const how = started.signalCode ?? `code ${started.exitCode}`;
          throw new Error(`the server exited (${how}) before it answered:\n${errors}`);
        }
        try {
          const res = await fetch(`http://127.0.0.1:${port}/healthz`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(
        `the server did not answer /healthz in ${START_DEADLINE_MS / 1000} s:\n${errors}`,
      );
    },
    kill,
    terminate,
    async dropDatabase() {
      await kill();
      if (!sameDatabaseAs) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
