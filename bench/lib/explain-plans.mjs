// For the scripts run with `node --import tsx` against DATABASE_URL (query-plans.mjs,
// records-plans.mjs): EXPLAIN ANALYZE of queries built by the server's own repositories, so each
// plan is of the SQL the server sends.
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';

/**
 * @typedef {import('../../apps/server/src/db/client.ts').Db} Db
 * @typedef {{ toSQL(): { sql: string, params: unknown[] } }} Query
 */

/**
 * Prints as JSON the plan of each query `variantsOf` builds ([name, query] pairs), measured with
 * its buffers; with `warm`, after one run that warms the cache, as the load did.
 * @param {(db: Db) => Promise<[string, Query][]>} variantsOf
 */
export async function printPlans(variantsOf, { warm = true } = {}) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans = [];
    for (const [name, query] of await variantsOf(database.db)) {
      const { sql, params } = query.toSQL();
      if (warm) await client.query(`explain analyze ${sql}`, params);
      const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
      plans.push({ name, sql, plan: rows.map((r) => r['QUERY PLAN']) });
    }
    console.log(JSON.stringify(plans));
  } finally {
    await client.end();
    await database.close();
  }
}
