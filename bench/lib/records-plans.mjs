// Run with `node --import tsx` against DATABASE_URL: EXPLAIN ANALYZE of the records queries for
// one member over the last 7 days, built by the records repository itself, so each plan is of
// the SQL the server sends (and shows the index it uses).
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  betTotalsByDayAndType,
  betTotalsIn,
  listBetsIn,
  listEntriesIn,
  memberAccountIds,
} from '../../apps/server/src/modules/records/records.repository.ts';

const memberId = Number(process.argv[2]);
const url = process.env.DATABASE_URL;
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const day = (d) => d.toISOString().slice(0, 10);
  const now = new Date();
  const period = {
    from: day(new Date(now.getTime() - 6 * 86_400_000)),
    to: day(now),
    timeZone: 'Asia/Bangkok',
  };
  const filter = { memberId, period };
  const accountIds = await memberAccountIds(database.db, memberId);
  /** @type {[string, { toSQL(): { sql: string, params: unknown[] } }][]} */
  const variants = [
    ['bet record page', listBetsIn(database.db, filter, 0, 21)],
    ['bet totals', betTotalsIn(database.db, filter)],
    ['bet totals by day and type (profit and loss)', betTotalsByDayAndType(database.db, filter)],
  ];
  // One query per account of the member, merged by the service.
  for (const accountId of accountIds)
    variants.push([
      `transaction record page (account ${accountId})`,
      listEntriesIn(database.db, { accountId, period }, 21),
    ]);
  const plans = [];
  for (const [name, query] of variants) {
    const { sql, params } = query.toSQL();
    await client.query(`explain analyze ${sql}`, params); // warm, as the load did
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
    plans.push({ name, sql, plan: rows.map((r) => r['QUERY PLAN']) });
  }
  console.log(JSON.stringify(plans));
} finally {
  await client.end();
  await database.close();
}
