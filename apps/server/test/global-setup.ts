import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migratedTemplate } from './helpers/postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar file) every test file's database starts from. */
    pgliteSnapshot: string;
    /** A migrated database on DATABASE_URL's server that test databases are copied from. */
    postgresTemplate: string;
    /** The server compiled as `npm start` runs it, for the tests that start it as a process. */
    compiledServer: string;
  }
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** Beside dist, as build.mjs requires: the bundle finds its files one folder up. */
const compiledDir = `test-run-${process.pid}-dist`;

/** The reliability tests' server: about 2 s of esbuild, against 4 s a child under tsx. */
function compileServer(): string {
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', compiledDir], {
    cwd: serverRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build.mjs --outdir ${compiledDir}: ${built.stderr}`);
  return join(serverRoot, compiledDir, 'server.js');
}

/**
 * Migrating a fresh database costs seconds and ran once per test file (over a hundred); it now
 * runs once per run and each file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'server-tests-'));
  // The test files' own temporary folders (uploads, slips, keys) go inside the run's folder, so
  // that the run leaves none behind however a test ends. Workers start after this, with it.
  // It is open like /tmp: the replica test runs PostgreSQL as its own user inside it.
  const scratch = join(dir, 'tmp');
  mkdirSync(scratch);
  chmodSync(dir, 0o755);
  chmodSync(scratch, 0o1777);
  process.env.TMPDIR = scratch;
  const snapshotPath = join(dir, 'migrated.tar');
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const snapshot = await client.dumpDataDir('none');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshotPath);

  project.provide('compiledServer', compileServer());

  const serverUrl = process.env.DATABASE_URL;
  const template = serverUrl ? await migratedTemplate(serverUrl) : null;
  project.provide('postgresTemplate', template?.name ?? '');

  return async () => {
    await template?.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(serverRoot, compiledDir), { recursive: true, force: true });
  };
}
