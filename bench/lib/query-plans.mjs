// Run with `node --import tsx` against DATABASE_URL: EXPLAIN ANALYZE of the gameList page query,
// built by the games repository itself so the plan is of the SQL the server sends.
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { listGames } from '../../apps/server/src/modules/games/games.repository.ts';

const [merchantCode, deepOffset] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const base = { merchantCode, gameType: /** @type {const} */ ('RNG'), language: 'en' };
  const first = (await listGames(database.db, base, 0, 1))[0];
  // The same word the load searched for: part of the first game's name.
  const searchWord = (first?.name?.en ?? 'dragon')
    .split(/\s+/)
    .find((w) => w.length >= 4)
    ?.slice(0, 5)
    .toLowerCase();
  /** @type {[string, Parameters<typeof listGames>[1], number][]} */
  const variants = [
    ['gameList unfiltered', base, 0],
    [
      'gameList filtered (vendor + min bet)',
      { ...base, vendorCode: first?.vendorCode, minBet: '0.1' },
      0,
    ],
    ['gameList name search', { ...base, name: searchWord }, 0],
    [`gameList page ${Number(deepOffset) / 15 + 1}`, base, Number(deepOffset)],
  ];
  const plans = [];
  for (const [name, filter, offset] of variants) {
    const { sql, params } = listGames(database.db, filter, offset, 15).toSQL();
    await client.query(`explain analyze ${sql}`, params); // warm the cache, as the load did
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
    plans.push({ name, sql, plan: rows.map((r) => r['QUERY PLAN']) });
  }
  console.log(JSON.stringify(plans));
} finally {
  await client.end();
  await database.close();
}
