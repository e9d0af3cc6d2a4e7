import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const demoConfig = join(repoRoot, 'apps/server/merchants/demo.yaml');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

type Patch = Record<string, unknown>;
const merge = (base: Patch, patch: Patch): Patch => {
  const out: Patch = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const b = base[k];
    out[k] =
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      b &&
      typeof b === 'object' &&
      !Array.isArray(b)
        ? merge(b as Patch, v as Patch)
        : v;
  }
  return out;
};

/**
 * Starts the real server on a fresh PGlite database in a temporary folder, with the demo
 * merchant changed by `patch`, and waits until it answers /healthz.
 */
/** A busy 2-core machine migrating and seeding a fresh embedded database took over 60 s. */
const SERVER_START_MS = 180_000;
/** A server that has not exited this long after SIGTERM (close-with-grace allows 10 s) is killed. */
const SERVER_STOP_MS = 15_000;

/** Refuses a port something already listens on: /healthz would be answered by that server. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} is taken: a server of an earlier spec still running, or two specs with one port`
            : err.message,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Where the server started on a port writes its process id, for the next start on that port. */
const pidFile = (port: number) => join(tmpdir(), `e2e-server-${port}.pid`);

/**
 * A server whose Playwright worker was torn down before its `stop()` finished (a failed test)
 * outlives the worker and holds the port, and the retry could not start. It is ours to end: the
 * pid file names it, and it is only killed while it still runs the built server.
 */
async function endLeftover(port: number): Promise<void> {
  const file = pidFile(port);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // gone already
  }
  if (!command.includes('apps/server/dist/server.js')) return;
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && existsSync(`/proc/${pid}`); i++)
    await new Promise((r) => setTimeout(r, 100));
}

/** Names the folder of the database every server of the run starts from a copy of. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * Migrates and seeds a database once for the whole run, on a server started and stopped on
 * `port`, and returns its folder (a PGlite data directory, copied while no server runs on it).
 */
export async function makeDataTemplate(port: number, into: string): Promise<string> {
  const server = await startServer(port, {}, undefined, { keepDataIn: into });
  await server.stop();
  return into;
}

export async function startServer(
  port: number,
  patch: Patch = {},
  /** Runs against the server's database before it starts (on PGlite one process at a time). */
  beforeStart?: (env: NodeJS.ProcessEnv) => void,
  /** The database goes in this folder and stays after `stop()` (the run's template). */
  { keepDataIn }: { keepDataIn?: string } = {},
): Promise<RunningServer> {
  await endLeftover(port);
  await assertPortFree(port);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-server-'));
  const config = join(dir, 'merchant.yaml');
  writeFileSync(config, stringify(merge(parse(readFileSync(demoConfig, 'utf8')) as Patch, patch)));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: keepDataIn ?? join(dir, 'pglite'),
    UPLOADS_DIR: join(dir, 'uploads'),
    DATABASE_URL: '',
    MERCHANT_CONFIG: config,
    LOG_LEVEL: 'warn',
    // One address sends every test's traffic; the per-call limits still apply.
    RATE_LIMIT_MAX: '1000000',
    // Proof of work that a test browser solves in milliseconds; production keeps its cost.
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '50',
  };
  // A copy of the run's migrated and seeded database (global-setup.ts): migrating and seeding a
  // fresh one took 10 s of each start on a quiet machine, 40 s on a busy one. The server still
  // applies the spec's merchant file (it differs from the template's) and re-runs the seeds,
  // which keep what is there.
  const template = keepDataIn ? undefined : process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, env.DATA_DIR!, { recursive: true });
  beforeStart?.(env);
  // The built server, as `npm start` runs it (test:e2e builds first): compiling the sources at
  // each of the run's server starts cost about 10 s apiece.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (child.pid) writeFileSync(pidFile(port), String(child.pid));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server left running would hold the port for the next run.
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${SERVER_START_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          console.warn(
            `server on port ${port} still running ${SERVER_STOP_MS / 1000} s after SIGTERM: killed`,
          );
          child.kill('SIGKILL');
        }, SERVER_STOP_MS);
        await exited;
        clearTimeout(timer);
      }
      rmSync(pidFile(port), { force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
