import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/client';
import { databaseUrl, randomDatabaseName, withAdmin } from './postgres-template';

export type TestDatabase = Database & { dispose(): Promise<void> };

const TEMPLATE_BUSY = '55006';

/** A closed template's last backend can take a moment to exit, and the copy waits for it. */
async function createDatabase(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt === 20) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

let snapshot: Blob | undefined;
/** The run's migrated PGlite directory (test/global-setup.ts), read once per worker. */
function pgliteSnapshot(): Blob | undefined {
  const path = inject('pgliteSnapshot');
  if (!path) return undefined;
  snapshot ??= new Blob([readFileSync(path)]);
  return snapshot;
}

/**
 * A migrated database of its own for one test file: PGlite in memory by default, or, with
 * DATABASE_URL set, a fresh database on that server, so test files running side by side (or
 * on a shared CI server) never see each other's rows. Both start from a copy migrated once per
 * run. dispose() closes and drops it. A test that needs PostgreSQL's concurrency whatever
 * DATABASE_URL says passes the server's URL.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({ pgliteSnapshot: pgliteSnapshot() });
    return { ...database, dispose: () => database.close() };
  }
  const name = randomDatabaseName('t');
  // The template was made on DATABASE_URL's server; another server gets a database migrated here.
  const template = serverUrl === process.env.DATABASE_URL ? inject('postgresTemplate') : '';
  await withAdmin(serverUrl, (admin) => createDatabase(admin, name, template));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 4 });
  } catch (error) {
    await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}"`));
    throw error;
  }
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
