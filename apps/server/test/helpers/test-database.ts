import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/client';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A migrated database of its own for one test file: PGlite in memory by default, or, with
 * DATABASE_URL set, a fresh database on that server, so test files running side by side (or
 * on a shared CI server) never see each other's rows. dispose() closes and drops it. A test that
 * needs PostgreSQL's concurrency whatever DATABASE_URL says passes the server's URL.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({});
    return { ...database, dispose: () => database.close() };
  }
  // Random letters only: the name goes into CREATE DATABASE, which takes no parameters.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
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

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
