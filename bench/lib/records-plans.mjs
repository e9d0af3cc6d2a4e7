// Run with `node --import tsx` against DATABASE_URL: EXPLAIN ANALYZE of the records queries for
// one member over the last 7 days, built by the records repository itself, so each plan is of
// the SQL the server sends (and shows the index it uses).
import {
  betTotalsByDayAndType,
  betTotalsIn,
  listBetsIn,
  listEntriesIn,
  memberAccountIds,
} from '../../apps/server/src/modules/records/records.repository.ts';
import { printPlans } from './explain-plans.mjs';

const memberId = Number(process.argv[2]);
await printPlans(async (db) => {
  const day = (d) => d.toISOString().slice(0, 10);
  const now = new Date();
  const period = {
    from: day(new Date(now.getTime() - 6 * 86_400_000)),
    to: day(now),
    timeZone: 'Asia/Bangkok',
  };
  const filter = { memberId, period };
  const accountIds = await memberAccountIds(db, memberId);
  /** @type {[string, { toSQL(): { sql: string, params: unknown[] } }][]} */
  const variants = [
    ['bet record page', listBetsIn(db, filter, 0, 21)],
    ['bet totals', betTotalsIn(db, filter)],
    ['bet totals by day and type (profit and loss)', betTotalsByDayAndType(db, filter)],
  ];
  // One query per account of the member, merged by the service.
  for (const accountId of accountIds)
    variants.push([
      `transaction record page (account ${accountId})`,
      listEntriesIn(db, { accountId, period }, 21),
    ]);
  return variants;
});
