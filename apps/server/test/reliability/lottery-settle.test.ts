/**
 * Speed and exactness: one draw with many open sub-orders from many members, settled by
 * two settlers at once on PostgreSQL; every sub-order settles once, every win is one ledger
 * transaction. LOTTERY_SETTLE_SUBORDERS and LOTTERY_SETTLE_MEMBERS set the size (2,000 from 200
 * in `npm test`; `npm run bench:lottery` runs 100,000 from 10,000 and prints the time). Skipped
 * when no PostgreSQL answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatOf } from '@lotto/contract';
import { seedLottery } from '../../src/db/seed/demo-lottery';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { deriveResult } from '../../src/modules/lottery/lottery-fair';
import { settleDraw } from '../../src/modules/lottery/lottery-settlement';
import { demoMerchant } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { reliabilityPostgres, SERVER_URL } from './killable-server';

const SUBORDERS = Number(process.env.LOTTERY_SETTLE_SUBORDERS ?? 2000);
const MEMBERS = Number(process.env.LOTTERY_SETTLE_MEMBERS ?? 200);

const available = await reliabilityPostgres('lottery-settle');

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.skipIf(!available)('settling one lottery draw on PostgreSQL', () => {
  let database: TestDatabase;
  const numero = '202611210576';
  const drawTime = new Date('2026-11-21T02:35:00Z');
  const draw = { merchantCode: 'DEMO', gameCode: 'VN_FAST1', numero };

  beforeAll(async () => {
    database = await createTestDatabase(SERVER_URL);
    const db = database.db;
    await upsertMerchantConfig(db, demoMerchant());
    await seedLottery(db, 'DEMO');
    await db.execute(sql`
      insert into members (merchant_code, username, password_hash)
      select 'DEMO', 'bench' || g, 'not-a-password' from generate_series(1, ${MEMBERS}) g`);
    // One order per member, its sub-orders spread evenly: lô and đề on random 2-digit numbers.
    await db.execute(sql`
      insert into lottery_orders (merchant_code, member_id, game_code, currency, total_stake, ledger_key)
      select 'DEMO', m.id, 'VN_FAST1', 'THB', 0, 'bench:' || m.id from members m
      where m.username like 'bench%'`);
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
    const seed = 'ab'.repeat(32);
    await db.execute(sql`
      insert into lottery_results (merchant_code, game_code, numero, draw_time, numbers)
      values ('DEMO', 'VN_FAST1', ${numero}, ${drawTime},
        ${JSON.stringify(deriveResult(seed, numero, formatOf({ vendorCode: 'TCG_LOTTO_VN', periodKind: '1m' })))}::jsonb)`);
  }, 600_000);
  afterAll(() => database?.dispose());

  it(`settles ${SUBORDERS} sub-orders from ${MEMBERS} members exactly once, two settlers at once`, async () => {
    const db = database.db;
    const now = new Date(drawTime.getTime() + 1000);
    const started = performance.now();
    const outcomes = await Promise.all([settleDraw(db, draw, now), settleDraw(db, draw, now)]);
    // A settler that met the other's lock stops; the run after it finds nothing left.
    const rest = await settleDraw(db, draw, now);
    const ms = performance.now() - started;
    console.info(
      `lottery settlement: ${SUBORDERS} sub-orders, ${MEMBERS} members: ${Math.round(ms)} ms`,
    );
    const settled = [...outcomes, rest].reduce((n, o) => n + o.won + o.lost, 0);
    expect(settled).toBe(SUBORDERS);
    const [state] = rows<{ open: number; won: number }>(
      await db.execute(sql`
        select count(*) filter (where status = 'open')::int as open,
               count(*) filter (where status = 'won')::int as won
        from lottery_sub_orders`),
    );
    expect(state?.open).toBe(0);
    const [wins] = rows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key like 'lottery:win:%'`,
      ),
    );
    expect(wins?.n).toBe(state?.won);
    if (SUBORDERS >= 100_000) expect(ms).toBeLessThanOrEqual(10_000);
  }, 600_000);
});
