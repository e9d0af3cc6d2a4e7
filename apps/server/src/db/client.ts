import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { PreparingClient } from './prepared';
import * as schema from './schema';
import { serverFile } from '../server-files';

/** The one type every repository takes: the same drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(serverFile('drizzle'));

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests: migrated once per run). */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
    });
    // An idle connection the server ends (restart, failover) must not crash the process: the
    // pool drops it and opens another on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  // pg_trgm backs the game-name search index, as it does on a PostgreSQL server.
  const client = new PGlite({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
