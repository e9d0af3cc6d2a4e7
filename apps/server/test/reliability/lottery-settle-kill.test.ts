/**
 * Reliability: the real server (a child process on PostgreSQL) settles a drawn lottery
 * draw with its draw job and is killed (SIGKILL) in the middle, twice, then started again. Every
 * sub-order must end settled exactly once: one ledger win per won sub-order, of its amount, none
 * for a loss, and the ledger whole. On a fresh database created and dropped here; skipped when
 * no PostgreSQL answers. LOTTERY_KILL_SUBORDERS sets the size (12,000 from 300 members).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatOf } from '@lotto/contract';
import { openDatabase, type Database } from '../../src/db/client';
import { seedLottery } from '../../src/db/seed/demo-lottery';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { deriveResult } from '../../src/modules/lottery/lottery-fair';
import { demoMerchant } from '../helpers/build-test-app';
import { killableServer, reliabilityPostgres, sleep } from './killable-server';

const SUBORDERS = Number(process.env.LOTTERY_KILL_SUBORDERS ?? 12_000);
const MEMBERS = 300;
const SECRET = `reliability-${randomBytes(16).toString('hex')}`;

const available = await reliabilityPostgres('lottery-settle-kill');

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.skipIf(!available)('lottery settlement through server kills and restarts', () => {
  let database: Database;
  // A draw of the fast Vietnamese game one minute ago: due, its result already published.
  const drawTime = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
  const numero = 'KILL-TEST-1';

  const server = killableServer('lotkill', {
    DATABASE_POOL_SIZE: '4',
    WALLET_API_HMAC_KEY: SECRET,
    ALTCHA_HMAC_KEY: SECRET,
  });
  const startServer = () => server.start({ healthy: false });
  const killServer = server.kill;
  const settledCount = async () =>
    rows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from lottery_sub_orders where status <> 'open'`,
      ),
    )[0]?.n ?? 0;
  /** Waits until at least `least` sub-orders are settled (polling fast), answers the count. */
  const settledAtLeast = async (least: number, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const n = await settledCount();
      if (n >= least || Date.now() > until) return n;
      await sleep(10);
    }
  };

  beforeAll(async () => {
    await server.createDatabase();
    database = await openDatabase({ databaseUrl: server.databaseUrl, poolSize: 4 });
    const db = database.db;
    await upsertMerchantConfig(db, demoMerchant());
    await seedLottery(db, 'DEMO');
    await db.execute(sql`
      insert into members (merchant_code, username, password_hash)
      select 'DEMO', 'kill' || g, 'not-a-password' from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into lottery_orders (merchant_code, member_id, game_code, currency, total_stake, ledger_key)
      select 'DEMO', m.id, 'VN_FAST1', 'THB', 0, 'kill:' || m.id from members m
      where m.username like 'kill%'`);
    await db.execute(sql`
      with o as (select id, member_id, row_number() over (order by id) - 1 as n from lottery_orders)
      insert into lottery_sub_orders (order_id, merchant_code, member_id, game_code, numero,
        draw_time, lock_at, bet_type, numbers, units, stake_per_unit, stake, odds)
      select o.id, 'DEMO', o.member_id, 'VN_FAST1', ${numero}, ${drawTime}, ${drawTime},
        case when g % 2 = 0 then 'vn_lo' else 'vn_de' end,
        jsonb_build_array(lpad((g % 100)::text, 2, '0')),
        jsonb_build_array(lpad((g % 100)::text, 2, '0')),
        10000, 10000, case when g % 2 = 0 then '3.5' else '95' end
      from generate_series(0, ${SUBORDERS - 1}) g
      join o on o.n = g % ${MEMBERS}`);
    await db.execute(sql`
      insert into lottery_results (merchant_code, game_code, numero, draw_time, numbers)
      values ('DEMO', 'VN_FAST1', ${numero}, ${drawTime},
        ${JSON.stringify(deriveResult('cd'.repeat(32), numero, formatOf({ vendorCode: 'TCG_LOTTO_VN', periodKind: '1m' })))}::jsonb)`);
  }, 240_000);
  afterAll(async () => {
    await killServer();
    await database?.close();
    await server.dropDatabase();
  }, 60_000);

  it(`settles ${SUBORDERS} sub-orders exactly once through two SIGKILLs mid-settlement`, async () => {
    const kills: number[] = [];
    for (let round = 0; round < 2; round++) {
      const before = await settledCount();
      await startServer();
      // Killed as soon as the draw job has committed at least one batch past where it started.
      const seen = await settledAtLeast(before + 1, 60_000);
      await killServer();
      expect(seen, 'the draw job settled nothing before the kill').toBeGreaterThan(before);
      kills.push(await settledCount());
    }
    // The kills came mid-draw: something was left to settle after them.
    expect(kills[0]).toBeLessThan(SUBORDERS);
    await startServer();
    expect(await settledAtLeast(SUBORDERS, 60_000)).toBe(SUBORDERS);
    await killServer();

    const [state] = rows<{ open: number; won: number; lost: number; win: string }>(
      await database.db.execute(sql`
        select count(*) filter (where status = 'open')::int as open,
               count(*) filter (where status = 'won')::int as won,
               count(*) filter (where status = 'lost')::int as lost,
               coalesce(sum(win), 0)::text as win
        from lottery_sub_orders`),
    );
    expect(state).toMatchObject({ open: 0 });
    expect((state?.won ?? 0) + (state?.lost ?? 0)).toBe(SUBORDERS);
    expect(state?.won).toBeGreaterThan(0);
    // One ledger win per won sub-order, of its amount; none for a loss, none twice.
    const [ledger] = rows<{ wins: number; distinct: number; mismatched: number; paid: string }>(
      await database.db.execute(sql`
        select count(*)::int as wins,
               count(distinct t.metadata->>'subOrderId')::int as distinct,
               count(*) filter (where s.status is distinct from 'won' or s.win <> e.amount)::int
                 as mismatched,
               coalesce(sum(e.amount), 0)::text as paid
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.member_id is not null
        left join lottery_sub_orders s on s.id = (t.metadata->>'subOrderId')::bigint
        where t.idempotency_key like 'lottery:win:%'`),
    );
    expect(ledger).toEqual({
      wins: state?.won,
      distinct: state?.won,
      mismatched: 0,
      paid: state?.win,
    });
    // The ledger is whole: balanced transactions, cached balances (plus a house account's
    // pending deltas) equal to their entries.
    const broken = rows(
      await database.db.execute(sql`
        select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.balance
        having a.balance + coalesce((select sum(d.amount) from ledger_house_deltas d
                                     where d.account_id = a.id), 0) <> coalesce(sum(e.amount), 0)
        union all
        select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`),
    );
    expect(broken).toEqual([]);
    console.info(
      `lottery kill test: settled counts at the kills ${kills.join(', ')} of ${SUBORDERS}`,
    );
  }, 180_000);
});
