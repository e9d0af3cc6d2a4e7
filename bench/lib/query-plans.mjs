// Run with `node --import tsx` against DATABASE_URL: EXPLAIN ANALYZE of the gameList page query,
// built by the games repository itself so the plan is of the SQL the server sends.
import { listGames } from '../../apps/server/src/modules/games/games.repository.ts';
import { printPlans } from './explain-plans.mjs';

const [merchantCode, deepOffset] = process.argv.slice(2);
await printPlans(async (db) => {
  const base = { merchantCode, gameType: /** @type {const} */ ('RNG'), language: 'en' };
  const first = (await listGames(db, base, 0, 1))[0];
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
  return variants.map(([name, filter, offset]) => [name, listGames(db, filter, offset, 15)]);
});
