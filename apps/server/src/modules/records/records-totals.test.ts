import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import { bets, ledgerAccounts, ledgerEntries, memberDailyBetTotals } from '../../db/schema';
import { demoMerchant } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { memberWithSession } from '../../../test/helpers/member-session';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { fromUnits } from '../../lib/money';
import { ensureWallet, findWallet } from '../wallet/wallet.repository';
import { createRecordsService } from './records.service';

const HOUR = 3_600_000;
/** 12:00 UTC on 10 March 2026 is 19:00 in Bangkok, the demo merchant's zone. */
const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * The records' totals come from member_daily_bet_totals, kept by triggers on bets.
 * Whatever is written, settled, rolled back or deleted, and after the merchant's zone changes,
 * they must equal the sums over the bets themselves.
 */
describe('records: daily bet totals and the merged transaction record', () => {
  let database: TestDatabase;
  let merchant: MerchantConfig;
  beforeAll(async () => {
    database = await createTestDatabase();
    merchant = demoMerchant();
    await upsertMerchantConfig(database.db, merchant);
  });
  afterAll(async () => {
    await database.dispose();
  });

  /** The totals straight from the bets, as the records pages once counted them. */
  async function rawTotals(
    memberId: number,
    timeZone: string,
    from: string,
    to: string,
    filter: { gameType?: string; vendor?: string } = {},
  ) {
    const dayOf = sql<string>`to_char(${bets.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    return database.db
      .select({
        day: dayOf,
        game_type: sql<string>`coalesce(${bets.gameType}, 'OTHER')`,
        count: sql<number>`count(*)::int`,
        stake: sql<string>`sum(${bets.amount})::text`,
        win: sql<string>`sum(coalesce(${bets.win}, 0))::text`,
      })
      .from(bets)
      .where(
        and(
          eq(bets.memberId, memberId),
          ne(bets.status, 'rolled_back'),
          sql`${bets.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})`,
          sql`${bets.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`,
          filter.gameType ? eq(bets.gameType, filter.gameType) : undefined,
          filter.vendor ? eq(bets.vendorCode, filter.vendor) : undefined,
        ),
      )
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1 desc`, sql`2`);
  }

  const totalsOf = (rows: { count: number; stake: string; win: string }[]) => {
    const count = rows.reduce((n, r) => n + r.count, 0);
    const stake = rows.reduce((n, r) => n + BigInt(r.stake), 0n);
    const win = rows.reduce((n, r) => n + BigInt(r.win), 0n);
    return { count, stake: fromUnits(stake), win: fromUnits(win), net: fromUnits(win - stake) };
  };

  async function expectAgreement(memberId: number, m: MerchantConfig) {
    const records = createRecordsService(database.db, () => NOW);
    const pl = await records.profitLoss(m, memberId, { range: '30d' });
    const raw = await rawTotals(memberId, m.timeZone, pl.period.from, pl.period.to);
    expect(raw.length).toBeGreaterThan(5);
    expect(pl.total).toEqual(totalsOf(raw));
    expect(
      pl.days.flatMap((d) =>
        d.byGameType.map((t) => ({
          day: d.date,
          game_type: t.gameType,
          count: t.count,
          stake: t.stake,
          win: t.win,
        })),
      ),
    ).toEqual(
      raw.map((r) => ({ ...r, stake: fromUnits(BigInt(r.stake)), win: fromUnits(BigInt(r.win)) })),
    );
    for (const filter of [
      {},
      { gameType: 'RNG' },
      { vendor: 'JILI' },
      { gameType: 'LIVE', vendor: 'PG' },
    ]) {
      for (const range of ['today', 'yesterday', '7d', '30d'] as const) {
        const page = await records.bets(m, memberId, { range, pageNo: 1, pageSize: 5, ...filter });
        const rawRange = await rawTotals(
          memberId,
          m.timeZone,
          page.period.from,
          page.period.to,
          filter,
        );
        expect(page.totals, `${range} ${JSON.stringify(filter)}`).toEqual(totalsOf(rawRange));
      }
    }
  }

  it('equal the sums over the bets through bets, settles, rollbacks, deletes and a new zone', async () => {
    const { member } = await memberWithSession(database.db);
    await ensureWallet(database.db, {
      memberId: member.id,
      merchantCode: 'DEMO',
      currency: 'THB',
      play: false,
    });
    const wallet = await findWallet(database.db, member.id, 'THB');
    // A fixed pseudo-random sequence: the same bets on every run.
    let seed = 18;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const types = ['RNG', 'LIVE', null, 'FISH'];
    const statuses = ['open', 'settled', 'settled', 'rolled_back'] as const;
    const values = Array.from({ length: 400 }, (_, i) => {
      const status = statuses[next(4)]!;
      return {
        merchantCode: 'DEMO',
        memberId: member.id,
        walletId: wallet!.id,
        vendorCode: next(2) === 0 ? 'PG' : 'JILI',
        vendorTxId: `totals-${i}`,
        gameName: 'Game',
        gameType: types[next(4)],
        amount: BigInt(1 + next(5000)) * 100n,
        win: status === 'settled' ? BigInt(next(9000)) * 100n : null,
        status,
        // Over 33 days, many close to a Bangkok or UTC midnight.
        createdAt: new Date(NOW.getTime() - next(33 * 24) * HOUR - next(2) * (HOUR - 1000)),
      };
    });
    await database.db.insert(bets).values(values.slice(0, 200));
    for (const v of values.slice(200)) await database.db.insert(bets).values(v);
    await expectAgreement(member.id, merchant);

    const mine = and(eq(bets.memberId, member.id), sql`${bets.vendorTxId} like 'totals-%'`);
    // Settle the open ones, roll back some settled ones, change a win, delete some.
    await database.db
      .update(bets)
      .set({ status: 'settled', win: 12_300n })
      .where(and(mine, eq(bets.status, 'open'), sql`${bets.id} % 2 = 0`));
    await database.db
      .update(bets)
      .set({ status: 'rolled_back' })
      .where(and(mine, eq(bets.status, 'settled'), sql`${bets.id} % 5 = 0`));
    await database.db
      .update(bets)
      .set({ win: sql`${bets.win} + 1` })
      .where(and(mine, eq(bets.status, 'settled'), sql`${bets.id} % 3 = 0`));
    await database.db
      .update(bets)
      .set({ status: 'open', win: null })
      .where(and(mine, eq(bets.status, 'rolled_back'), sql`${bets.id} % 7 = 0`));
    await database.db.delete(bets).where(and(mine, sql`${bets.id} % 11 = 0`));
    await expectAgreement(member.id, merchant);

    // The rows the triggers kept are the rows the rebuild writes (the migration's backfill).
    const kept = async () =>
      (
        await database.db
          .select()
          .from(memberDailyBetTotals)
          .where(eq(memberDailyBetTotals.memberId, member.id))
          .orderBy(
            memberDailyBetTotals.day,
            memberDailyBetTotals.gameType,
            memberDailyBetTotals.vendorCode,
          )
      ).filter((r) => r.count !== 0 || r.stake !== 0n || r.win !== 0n);
    const byTriggers = await kept();
    await database.db.execute(sql`select member_daily_bet_totals_rebuild('DEMO')`);
    expect(await kept()).toEqual(byTriggers);

    // Another zone moves the day boundaries: the merchant's members' totals are rebuilt.
    const newYork = { ...merchant, timeZone: 'America/New_York' };
    await upsertMerchantConfig(database.db, newYork);
    await expectAgreement(member.id, newYork);
    await upsertMerchantConfig(database.db, merchant);
    await expectAgreement(member.id, merchant);
  });

  it('the transaction record merges the member’s accounts newest first, page by page', async () => {
    const { member } = await memberWithSession(database.db);
    const post = (key: string, entries: Parameters<typeof postLedgerTransaction>[1]['entries']) =>
      postLedgerTransaction(database.db, {
        merchantCode: 'DEMO',
        currency: 'THB',
        kind: key.split('-')[0]!,
        idempotencyKey: `${key}-${member.id}`,
        reference: key,
        memberId: member.id,
        entries,
      });
    const cash = { member: member.id, kind: 'cash' } as const;
    const bonus = { member: member.id, kind: 'bonus' } as const;
    const hold = { member: member.id, kind: 'withdrawal_hold' } as const;
    await post('deposit-1', [
      { account: cash, amount: 1_000_000n },
      { account: { house: 'deposits_in_transit' }, amount: -1_000_000n },
    ]);
    for (let i = 0; i < 4; i++) {
      await post(`bonus-${i}`, [
        { account: bonus, amount: 10_000n },
        { account: { house: 'bonuses_given' }, amount: -10_000n },
      ]);
      await post(`withdrawal_hold-${i}`, [
        { account: hold, amount: 20_000n },
        { account: cash, amount: -20_000n },
      ]);
    }
    const all = await database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.memberId, member.id))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
    const expected = all.map((r) => r.id);
    expect(expected).toHaveLength(13);

    // Today in the merchant's zone, by the real clock (the ledger writes now()).
    const records = createRecordsService(database.db, () => new Date());
    const seen: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await records.transactions(merchant, member.id, {
        range: 'today',
        pageNo,
        pageSize: 3,
      });
      seen.push(...page.list.map((e) => e.id));
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(expected);
  });
});
