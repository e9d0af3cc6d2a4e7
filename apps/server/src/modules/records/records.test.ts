import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_RANGE_MAX_DAYS } from '@lotto/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildApp } from '../../app';
import { demoMerchant, TEST_ALTCHA } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { memberWithSession } from '../../../test/helpers/member-session';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { toUnits } from '../../lib/money';
import { createWalletService, grantStartingBalance } from '../wallet/wallet.service';
import { recordPeriod } from './record-range';

const HOUR = 3_600_000;
/** 12:00 UTC on 10 March 2026 is 19:00 in Bangkok, the demo merchant's zone. */
const NOW = new Date('2026-03-10T12:00:00Z');

describe('records', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const merchant = demoMerchant();
  let at = NOW;
  const wallet = () => createWalletService(database.db, () => at);
  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertMerchantConfig(database.db, merchant);
    await seedDemoCatalogue(database.db, { merchantCode: 'DEMO', gameCount: 12 });
    app = await buildApp({
      database,
      merchant,
      clock: () => NOW,
      accounts: { altcha: TEST_ALTCHA },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('date ranges are days of the merchant zone; custom ranges are checked', () => {
    const tz = 'Asia/Bangkok';
    // 18:00 UTC on 9 March is already 10 March in Bangkok.
    const late = new Date('2026-03-09T18:00:00Z');
    expect(recordPeriod({ range: 'today' }, tz, late)).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(recordPeriod({ range: 'yesterday' }, tz, late)).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
    });
    expect(recordPeriod({ range: '7d' }, tz, late)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(recordPeriod({ range: '30d' }, tz, late).from).toBe('2026-02-09');
    expect(() => recordPeriod({ range: 'custom', from: '2026-03-05' }, tz, late)).toThrow(/to/);
    expect(() =>
      recordPeriod({ range: 'custom', from: '2026-03-05', to: '2026-03-01' }, tz, late),
    ).toThrow(/before/);
  });

  it('betting record, transaction record and profit and loss agree with the bets', async () => {
    const m = await memberWithSession(database.db);
    at = new Date(NOW.getTime() - 3 * 24 * HOUR);
    await grantStartingBalance(database.db, merchant, m.member, at);
    const [pg] = await database.db.select().from(games).where(eq(games.vendorCode, 'PG')).limit(1);
    const bet = async (txId: string, when: Date, amount: string, win: string | null) => {
      at = when;
      await wallet().bet({
        vendor: 'PG',
        txId,
        memberId: m.member.id,
        amount: toUnits(amount),
        nodeId: pg!.nodeId,
        gameName: 'Game',
      });
      if (win === null) await wallet().rollback({ vendor: 'PG', txId });
      else await wallet().settle({ vendor: 'PG', txId, win: toUnits(win) });
    };
    await bet('r-today-1', new Date(NOW.getTime() - HOUR), '10', '25');
    await bet('r-today-2', new Date(NOW.getTime() - 2 * HOUR), '5', '0');
    await bet('r-today-3', new Date(NOW.getTime() - 3 * HOUR), '7', null);
    await bet('r-yesterday', new Date(NOW.getTime() - 24 * HOUR), '20', '0');

    const get = (url: string) => app.inject({ url, headers: m.headers });
    const today = (await get('/wps/wallet/reports/bets?range=today&pageSize=2')).json().value;
    expect(today.list.map((b: { txId: string }) => b.txId)).toEqual(['r-today-1', 'r-today-2']);
    expect(today.hasMore).toBe(true);
    // The rolled-back bet is listed but not counted.
    expect(today.totals).toEqual({ count: 2, stake: '15.0000', win: '25.0000', net: '10.0000' });
    const page2 = (await get('/wps/wallet/reports/bets?range=today&pageSize=2&pageNo=2')).json()
      .value;
    expect(page2.list.map((b: { status: string }) => b.status)).toEqual(['rolled_back']);
    const week = (
      await get(`/wps/wallet/reports/bets?range=7d&gameType=${pg!.gameType}&vendor=PG`)
    ).json().value;
    expect(week.totals).toEqual({ count: 3, stake: '35.0000', win: '25.0000', net: '-10.0000' });
    const none = (await get('/wps/wallet/reports/bets?range=7d&vendor=JILI')).json().value;
    expect(none).toMatchObject({ list: [], totals: { count: 0, net: '0.0000' } });

    const tx = (await get('/wps/wallet/reports/transactions?range=30d')).json().value;
    const kinds = tx.list.map((t: { kind: string }) => t.kind).sort();
    expect(kinds).toEqual(['bet', 'bet', 'bet', 'bet', 'grant', 'rollback', 'win'].sort());
    const newest = tx.list[0];
    expect(newest).toMatchObject({ account: 'cash', state: 'completed', reference: 'r-today-1' });
    // Balances after are in the order of writing: this test wrote the newest bet first.
    expect(newest.balanceAfter).toBe('1015.0000');
    expect(tx.list.at(-1)).toMatchObject({ kind: 'grant', demoCredit: true, amount: '1000.0000' });

    const plRes = await get('/wps/wallet/reports/profitloss?range=7d');
    expect(plRes.statusCode, plRes.body).toBe(200);
    const pl = plRes.json().value;
    expect(pl.total).toEqual({ count: 3, stake: '35.0000', win: '25.0000', net: '-10.0000' });
    expect(pl.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-10', '2026-03-09']);
    expect(pl.days[0].total.net).toBe('10.0000');
    expect(pl.byGameType).toEqual([
      { gameType: pg!.gameType, count: 3, stake: '35.0000', win: '25.0000', net: '-10.0000' },
    ]);
  });

  it('refuses a bad range naming the field, and needs a session', async () => {
    const m = await memberWithSession(database.db);
    const bad = await app.inject({
      url: '/wps/wallet/reports/bets?range=custom&from=2026-03-05',
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fieldCodes).toEqual({ to: { code: 'required' } });
    // Each refusal of a range has its own code, which the app words in the player's language.
    const refusedRange = async (query: string) =>
      (
        await app.inject({
          url: `/wps/wallet/reports/bets?range=custom&${query}`,
          headers: m.headers,
        })
      ).json().value.fieldCodes;
    expect(await refusedRange('from=2026-03-05&to=2026-03-01')).toEqual({
      to: { code: 'before_start' },
    });
    expect(await refusedRange('from=2025-10-01&to=2026-03-01')).toEqual({
      to: { code: 'date_span', params: { days: RECORD_RANGE_MAX_DAYS } },
    });
    expect(await refusedRange('from=2099-01-01&to=2099-01-02')).toEqual({
      from: { code: 'future_date' },
    });
    expect((await app.inject({ url: '/wps/wallet/reports/profitloss' })).statusCode).toBe(401);
  });
});
