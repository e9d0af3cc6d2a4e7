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

/** A channel name of LISTEN/NOTIFY: a lower-case identifier, never a player's input. */
export type NotifyChannel = `${Lowercase<string>}`;

export interface Database {
  db: Db;
  /**
   * Reports that may lag a moment behind (the console's dashboard and audit log): a streaming
   * replica when DATABASE_READ_URL is set, otherwise `db`. Never for what a member just did.
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Tells every instance on this database (this one too) that `channel` changed. */
  notify(channel: NotifyChannel): Promise<void>;
  /** Calls `onNotice` whenever an instance notifies `channel`; answers how to stop. */
  listen(channel: NotifyChannel, onNotice: () => void): Promise<() => Promise<void>>;
  /** Connections of the pool (PostgreSQL), for /metrics; PGlite has one, always open. */
  poolStats(): { total: number; idle: number; waiting: number };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const checkedChannel = (channel: string) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

/** How long a listener whose connection dropped waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN holds its connection for as long as it listens, so it gets a client of its own outside
 * the pool; a dropped one is opened again, and `onNotice` is called then too, since notices sent
 * while it was gone are lost (a listener clears caches, so one call too many costs nothing).
 */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onNotice: () => void,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice();
    });
    next.on('error', (err) => {
      onError(err);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    if (stopped || client) return;
    try {
      await connect();
      onNotice();
    } catch (err) {
      onError(err as Error);
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
    client = null;
  };
}

const migrationsFolder = fileURLToPath(serverFile('drizzle'));

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** postgres://… of a streaming replica of `databaseUrl`, for `read` (DATABASE_READ_URL). */
  readUrl?: string;
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
    const readPool = opts.readUrl
      ? new pg.Pool({ connectionString: opts.readUrl, max: opts.poolSize ?? 10 })
      : null;
    readPool?.on('error', (err) => opts.onIdleError?.(err));
    const read = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;
    const listeners = new Set<() => Promise<void>>();
    const databaseUrl = opts.databaseUrl;
    return {
      db,
      read,
      kind: 'postgres',
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await Promise.all([pool.end(), readPool?.end()]);
      },
      async notify(channel) {
        await pool.query(`NOTIFY ${checkedChannel(channel)}`);
      },
      async listen(channel, onNotice) {
        const stop = await listenOnServer(databaseUrl, checkedChannel(channel), onNotice, (err) =>
          opts.onIdleError?.(err),
        );
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
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
  if (opts.readUrl) throw new Error('DATABASE_READ_URL needs DATABASE_URL: PGlite has no replica');
  return {
    db,
    read: db,
    kind: 'pglite',
    close: () => client.close(),
    async notify(channel) {
      await client.query(`NOTIFY ${checkedChannel(channel)}`);
    },
    async listen(channel, onNotice) {
      const unlisten = await client.listen(checkedChannel(channel), () => onNotice());
      return () => unlisten();
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}
