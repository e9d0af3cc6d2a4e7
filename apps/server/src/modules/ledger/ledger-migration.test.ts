import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverFile } from '../../server-files';

/** The last migration before the ledger: the database the import starts from. */
const BEFORE_LEDGER = '0011_merchant_config_versions';

describe('migrating the single-entry wallet ledger', () => {
  // PGlite by default; with DATABASE_URL, a fresh database on that server, dropped afterwards.
  const serverUrl = process.env.DATABASE_URL;
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  let client: { query: PGlite['query']; close(): Promise<void> };
  let runMigrations: (folder: string) => Promise<void>;
  let folder = '';
  beforeAll(async () => {
    if (serverUrl) {
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      client = {
        query: ((text: string, params?: unknown[]) => pool.query(text, params)) as never,
        close: () => pool.end(),
      };
      runMigrations = (migrationsFolder) => migratePg(drizzlePg(pool), { migrationsFolder });
    } else {
      const lite = new PGlite({ extensions: { pg_trgm } });
      client = lite;
      runMigrations = (migrationsFolder) => migrate(drizzle(lite), { migrationsFolder });
    }
  });
  afterAll(async () => {
    await client.close();
    if (serverUrl) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('turns every old row into a two-entry transaction and keeps every balance', async () => {
    const all = fileURLToPath(serverFile('drizzle'));
    folder = await mkdtemp(join(tmpdir(), 'ledger-migration-'));
    await cp(all, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const upTo = journal.entries.findIndex((e) => e.tag === BEFORE_LEDGER);
    journal.entries = journal.entries.slice(0, upTo + 1);
    await writeFile(journalPath, JSON.stringify(journal));
    await runMigrations(folder);

    const members = await client.query<{ id: number }>(
      `INSERT INTO members (merchant_code, username, password_hash, customer_type, is_trial)
       VALUES ('DEMO', 'olda', 'x', 0, false), ('DEMO', 'oldb', 'x', 0, false), ('DEMO', 'oldt', 'x', 0, true)
       RETURNING id`,
    );
    const [a, b, t] = members.rows.map((r) => Number(r.id));
    const wallets = await client.query<{ id: number }>(
      `INSERT INTO wallets (member_id, merchant_code, currency, play, balance)
       VALUES ($1, 'DEMO', 'THB', false, 9500000), ($2, 'DEMO', 'THB', false, 10000000), ($3, 'DEMO', 'THB', true, 10000000)
       RETURNING id`,
      [a, b, t],
    );
    const [wa, wb, wt] = wallets.rows.map((r) => Number(r.id));
    await client.query(
      `INSERT INTO wallet_ledger (wallet_id, member_id, amount, balance_after, kind, idempotency_key, vendor_code, vendor_tx_id)
       VALUES ($1, $4, 10000000, 10000000, 'grant', $7, NULL, NULL),
              ($2, $5, 10000000, 10000000, 'grant', $8, NULL, NULL),
              ($3, $6, 10000000, 10000000, 'grant', $9, NULL, NULL),
              ($1, $4, -1000000, 9000000, 'bet', 'bet:PG:t1', 'PG', 't1'),
              ($1, $4, 500000, 9500000, 'win', 'win:PG:t1', 'PG', 't1')`,
      [wa, wb, wt, a, b, t, `grant:${a}`, `grant:${b}`, `grant:${t}`],
    );

    await runMigrations(fileURLToPath(serverFile('drizzle')));

    const accounts = await client.query<{
      member_id: number | null;
      kind: string;
      balance: string;
    }>(
      `SELECT member_id, kind, balance::text FROM ledger_accounts ORDER BY member_id NULLS LAST, kind`,
    );
    expect(
      accounts.rows.map((r) => [r.member_id && Number(r.member_id), r.kind, r.balance]),
    ).toEqual([
      [a, 'cash', '9500000'],
      [b, 'cash', '10000000'],
      [t, 'cash', '10000000'],
      [null, 'demo_credit', '-20000000'],
      [null, 'game_revenue', '500000'],
      [null, 'play_money', '-10000000'],
    ]);
    const unbalanced = await client.query(
      `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0 OR count(*) <> 2`,
    );
    expect(unbalanced.rows).toEqual([]);
    const drift = await client.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drift.rows).toEqual([]);
    const txs = await client.query<{ kind: string; reference: string | null; metadata: unknown }>(
      `SELECT kind, reference, metadata FROM ledger_transactions WHERE member_id = $1 ORDER BY id`,
      [a],
    );
    expect(txs.rows).toEqual([
      { kind: 'grant', reference: null, metadata: { demoCredit: true } },
      { kind: 'bet', reference: 't1', metadata: { vendor: 'PG' } },
      { kind: 'win', reference: 't1', metadata: { vendor: 'PG' } },
    ]);
    const lastAfter = await client.query<{ balance_after: string }>(
      `SELECT e.balance_after::text FROM ledger_entries e JOIN ledger_accounts acc ON acc.id = e.account_id
       WHERE acc.member_id = $1 ORDER BY e.id DESC LIMIT 1`,
      [a],
    );
    expect(lastAfter.rows[0]?.balance_after).toBe('9500000');
  });
});
