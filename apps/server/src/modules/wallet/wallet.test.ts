import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bets,
  games,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  sessions,
} from '../../db/schema';
import { memberBalances } from '../ledger/ledger.service';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildApp } from '../../app';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { registerMember, solveAltcha } from '../../../test/helpers/accounts';
import { demoMerchant, TEST_ALTCHA } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { memberWithSession } from '../../../test/helpers/member-session';
import { fromUnits, toUnits } from '../../lib/money';
import { createWalletKeys } from './wallet-keys';
import { walletCallHeaders, WALLET_SIGNATURE_WINDOW_MS } from './wallet-signature';
import { insertLaunch } from '../vendors/demo/demo-launches.repository';
import { createWalletService, grantStartingBalance } from './wallet.service';
import type { FastifyInstance } from 'fastify';

const KEY = 'wallet-test-key-0123456789abcdef-0123456789';

describe('wallet', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const merchant = demoMerchant();
  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertMerchantConfig(database.db, merchant);
    app = await buildApp({
      database,
      merchant,
      devRoutes: true,
      accounts: { altcha: TEST_ALTCHA },
      walletApiKey: KEY,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const keys = createWalletKeys(KEY, ['PG', 'JILI']);
  /** A call signed as `signer` (the vendor the body names unless told), with its key by default. */
  const signed = (
    path: string,
    body: { vendor?: string; [field: string]: unknown },
    opts: { signer?: string; key?: string; at?: Date } = {},
  ) => {
    const text = JSON.stringify(body);
    const vendor = opts.signer ?? body.vendor ?? 'PG';
    const url = `/wallet-api/${path}`;
    return app.inject({
      method: 'POST',
      url,
      headers: walletCallHeaders(
        opts.key ?? keys.keyOf(vendor)!,
        { vendor, method: 'POST', path: url, body: text },
        opts.at ?? new Date(),
      ),
      payload: text,
    });
  };
  /** A live game session of the member with the vendor, as a launch leaves it. */
  const launched = async (memberId: number, vendorCode: string, platformSessionId: number) => {
    const soon = new Date(Date.now() + 3_600_000);
    await insertLaunch(database.db, {
      merchantCode: 'DEMO',
      memberId,
      vendorCode,
      category: 'RNG',
      gameName: vendorCode,
      minBet: '1',
      launchTokenHash: `launch-${memberId}-${vendorCode}-${Math.random()}`,
      launchExpiresAt: soon,
      sessionTokenHash: `session-${memberId}-${vendorCode}-${Math.random()}`,
      sessionExpiresAt: soon,
      platformSessionId,
    });
  };
  const balanceOf = async (memberId: number) =>
    (await memberBalances(database.db, memberId, 'THB')).cash;
  /** The sum of the entries of the member's cash account. */
  const ledgerSum = async (memberId: number) =>
    BigInt(
      (
        await database.db
          .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(eq(ledgerAccounts.memberId, memberId))
      )[0]!.s,
    );
  const funded = async (amount = merchant.wallet!.startingGrant) => {
    const m = await memberWithSession(database.db);
    await grantStartingBalance(
      database.db,
      { ...merchant, wallet: { startingGrant: amount, startingGrantIsDemoCredit: true } },
      m.member,
    );
    await launched(m.member.id, 'PG', m.sessionId);
    await launched(m.member.id, 'JILI', m.sessionId);
    return m;
  };

  it('a registration grants the configured starting balance once, as a ledger entry', async () => {
    const r = await registerMember(app);
    const res = await app.inject({
      url: '/wps/wallet/balance',
      headers: { authorization: r.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      sumBalance: '1000.0000',
      bonus: '0.0000',
      held: '0.0000',
      currency: 'THB',
      decimals: 2,
      play: false,
    });
    const [wallet] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.balance, toUnits('1000')));
    const transactions = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, wallet!.memberId!));
    // The demo merchant's grant is demo credit, taken from its demo_credit house account.
    expect(transactions).toEqual([
      expect.objectContaining({
        kind: 'grant',
        idempotencyKey: `grant:${wallet!.memberId}`,
        metadata: { demoCredit: true },
      }),
    ]);
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, transactions[0]!.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'cash', amount: 10_000_000n },
        { kind: 'demo_credit', amount: -10_000_000n },
      ]),
    );
    await grantStartingBalance(database.db, merchant, {
      id: wallet!.memberId!,
      merchantCode: 'DEMO',
      isTrial: false,
    });
    expect(await balanceOf(wallet!.memberId!)).toBe(10_000_000n);
  });

  it('a real merchant grants nothing by default; a welcome credit is not demo credit', async () => {
    const { member } = await memberWithSession(database.db);
    const real = { ...merchant, wallet: { startingGrant: '0', startingGrantIsDemoCredit: false } };
    await grantStartingBalance(database.db, real, member);
    expect(await balanceOf(member.id)).toBe(0n);
    const other = await memberWithSession(database.db);
    const welcome = { ...real, wallet: { startingGrant: '50', startingGrantIsDemoCredit: false } };
    await grantStartingBalance(database.db, welcome, other.member);
    expect(await balanceOf(other.member.id)).toBe(toUnits('50'));
    const [grant] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, other.member.id));
    expect(grant).toMatchObject({ kind: 'grant', metadata: null });
    const house = await database.db
      .select({ kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, grant!.id));
    expect(house.map((h) => h.kind).sort()).toEqual(['bonuses_given', 'cash']);
  });

  it('a trial account gets the grant as play money', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solveAltcha(app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const balance = await app.inject({
      url: '/wps/wallet/balance',
      headers: { authorization: res.json().value.token },
    });
    expect(balance.json().value).toMatchObject({ sumBalance: '1000.0000', play: true });
  });

  it('the balance call needs a session', async () => {
    expect((await app.inject({ url: '/wps/wallet/balance' })).statusCode).toBe(401);
  });

  it('refuses unsigned or wrongly signed calls before reading them', async () => {
    const body = { vendor: 'PG', txId: 'unsigned-1', memberId: 1, amount: '1' };
    const none = await app.inject({ method: 'POST', url: '/wallet-api/bet', payload: body });
    expect(none.statusCode).toBe(401);
    expect(
      (await signed('bet', body, { key: 'another-key-0123456789abcdef-0123456789' })).statusCode,
    ).toBe(401);
  });

  describe('vendors, keys and replays (issue 14, defect 11)', () => {
    it('a vendor signs with its own key and acts only as itself', async () => {
      const m = await funded('100');
      const bet = { vendor: 'PG', txId: 'own-1', memberId: m.member.id, amount: '1' };
      // JILI's key cannot sign as PG, nor can the shared secret itself.
      const foreignKey = await signed('bet', bet, { key: keys.keyOf('JILI')! });
      expect(foreignKey.statusCode).toBe(401);
      expect((await signed('bet', bet, { key: KEY })).statusCode).toBe(401);
      // JILI signing as itself may not name PG in the body: not its round.
      const asOther = await signed('bet', bet, { signer: 'JILI' });
      expect(asOther.statusCode).toBe(403);
      expect(asOther.json().value.fields).toHaveProperty('vendor');
      expect((await signed('bet', bet)).statusCode).toBe(200);
      const settleAsOther = await signed(
        'settle',
        { vendor: 'PG', txId: 'own-1', win: '0' },
        { signer: 'JILI' },
      );
      expect(settleAsOther.statusCode).toBe(403);
      expect(await balanceOf(m.member.id)).toBe(toUnits('99'));
    });

    it('a vendor debits only members with a live game session of its own', async () => {
      const stranger = await memberWithSession(database.db);
      await grantStartingBalance(database.db, merchant, stranger.member);
      const res = await signed('bet', {
        vendor: 'PG',
        txId: 'stranger-1',
        memberId: stranger.member.id,
        amount: '1',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().value.fields).toHaveProperty('memberId');
      expect(await ledgerSum(stranger.member.id)).toBe(toUnits('1000'));
    });

    it('a vendor cannot debit a member once the session that launched the game has ended', async () => {
      const m = await funded('100');
      expect(
        (await signed('bet', { vendor: 'PG', txId: 'live-1', memberId: m.member.id, amount: '1' }))
          .statusCode,
      ).toBe(200);
      await database.db.delete(sessions).where(eq(sessions.id, m.sessionId));
      const res = await signed('bet', {
        vendor: 'PG',
        txId: 'ended-1',
        memberId: m.member.id,
        amount: '1',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().value.fields).toHaveProperty('memberId');
      expect(await balanceOf(m.member.id)).toBe(toUnits('99'));
    });

    it('a captured call sent again, or a stale one, is refused', async () => {
      const m = await funded('100');
      const body = JSON.stringify({
        vendor: 'PG',
        txId: 'replay-1',
        memberId: m.member.id,
        amount: '1',
      });
      const url = '/wallet-api/bet';
      const headers = walletCallHeaders(
        keys.keyOf('PG')!,
        { vendor: 'PG', method: 'POST', path: url, body },
        new Date(),
      );
      const first = await app.inject({ method: 'POST', url, headers, payload: body });
      expect(first.statusCode, first.body).toBe(200);
      const replay = await app.inject({ method: 'POST', url, headers, payload: body });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toMatch(/nonce/);
      const stale = await signed(
        'bet',
        { vendor: 'PG', txId: 'stale-1', memberId: m.member.id, amount: '1' },
        { at: new Date(Date.now() - WALLET_SIGNATURE_WINDOW_MS - 1000) },
      );
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toMatch(/window/);
      expect(await balanceOf(m.member.id)).toBe(toUnits('99'));
    });

    it("a win is bounded by the game's top multiplier times the bet", async () => {
      await seedDemoCatalogue(database.db, { merchantCode: 'DEMO', gameCount: 12 });
      const [game] = await database.db
        .select()
        .from(games)
        .where(eq(games.vendorCode, 'PG'))
        .limit(1);
      const [other] = await database.db
        .select()
        .from(games)
        .where(eq(games.vendorCode, 'JILI'))
        .limit(1);
      expect(game!.maxWinMultiplier).toBe(50);
      const m = await funded('100');
      const bet = { vendor: 'PG', memberId: m.member.id, amount: '2', nodeId: game!.nodeId };
      expect((await signed('bet', { ...bet, txId: 'big-1' })).statusCode).toBe(200);
      const tooMuch = await signed('settle', { vendor: 'PG', txId: 'big-1', win: '100.0001' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().value.fields).toHaveProperty('win');
      expect((await signed('settle', { vendor: 'PG', txId: 'big-1', win: '100' })).statusCode).toBe(
        200,
      );
      const foreignGame = await signed('bet', { ...bet, txId: 'big-2', nodeId: other!.nodeId });
      expect(foreignGame.statusCode).toBe(403);
      expect(foreignGame.json().value.fields).toHaveProperty('nodeId');
    });
  });

  it('the same bet txId sent twice moves money once; settle is idempotent too', async () => {
    const m = await funded('100');
    const bet = {
      vendor: 'PG',
      txId: 'tx-twice-1',
      memberId: m.member.id,
      amount: '2.5',
      nodeId: null,
    };
    const first = await signed('bet', bet);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      txId: 'tx-twice-1',
      status: 'open',
      balance: '97.5000',
      currency: 'THB',
    });
    const again = await signed('bet', bet);
    expect(again.json().value.balance).toBe('97.5000');
    expect(await balanceOf(m.member.id)).toBe(toUnits('97.5'));
    const reuse = await signed('bet', { ...bet, amount: '3' });
    expect(reuse.statusCode).toBe(409);

    const settle = { vendor: 'PG', txId: 'tx-twice-1', win: '10' };
    expect((await signed('settle', settle)).json().value.balance).toBe('107.5000');
    expect((await signed('settle', settle)).json().value.balance).toBe('107.5000');
    expect((await signed('settle', { ...settle, win: '11' })).statusCode).toBe(409);
    expect((await signed('rollback', { vendor: 'PG', txId: 'tx-twice-1' })).statusCode).toBe(409);
    expect(await ledgerSum(m.member.id)).toBe(await balanceOf(m.member.id));
    const [row] = await database.db.select().from(bets).where(eq(bets.vendorTxId, 'tx-twice-1'));
    expect(row).toMatchObject({ status: 'settled', amount: toUnits('2.5'), win: toUnits('10') });
  });

  it('a rollback refunds an open bet once and then blocks its settlement', async () => {
    const m = await funded('50');
    await signed('bet', { vendor: 'JILI', txId: 'tx-rb-1', memberId: m.member.id, amount: '20' });
    expect(await balanceOf(m.member.id)).toBe(toUnits('30'));
    const rb = await signed('rollback', { vendor: 'JILI', txId: 'tx-rb-1' });
    expect(rb.json().value).toMatchObject({ status: 'rolled_back', balance: '50.0000' });
    expect(
      (await signed('rollback', { vendor: 'JILI', txId: 'tx-rb-1' })).json().value.balance,
    ).toBe('50.0000');
    expect((await signed('settle', { vendor: 'JILI', txId: 'tx-rb-1', win: '5' })).statusCode).toBe(
      409,
    );
    expect((await signed('rollback', { vendor: 'JILI', txId: 'no-such-tx' })).statusCode).toBe(404);
    expect(await ledgerSum(m.member.id)).toBe(toUnits('50'));
  });

  it('insufficient funds is a clear 409 and moves nothing', async () => {
    const m = await funded('5');
    const res = await signed('bet', {
      vendor: 'PG',
      txId: 'tx-poor-1',
      memberId: m.member.id,
      amount: '5.01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Insufficient funds/);
    expect(res.json().value).toEqual({ reason: 'INSUFFICIENT_FUNDS', balance: '5.0000' });
    expect(await balanceOf(m.member.id)).toBe(toUnits('5'));
    expect(await database.db.select().from(bets).where(eq(bets.vendorTxId, 'tx-poor-1'))).toEqual(
      [],
    );
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ vendor: 'PG', txId: 'bad-1', memberId: 1, amount: '-1' }, 'amount'],
      [{ vendor: 'PG', txId: 'bad-1', memberId: 1, amount: '1.23456' }, 'amount'],
      [{ vendor: 'PG', txId: 'bad id', memberId: 1, amount: '1' }, 'txId'],
      [{ vendor: 'PG', txId: 'bad-1', amount: '1' }, 'memberId'],
    ] as const) {
      const res = await signed('bet', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().value.fields)).toContain(field);
    }
  });

  it('100 concurrent spins leave the sum of the ledger equal to the balance', async () => {
    const service = createWalletService(database.db, () => new Date());
    const m = await funded('60');
    // 100 bets of 1 against 60: exactly 60 can be paid; wins go back in as they settle.
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, async (_, i) => {
        const txId = `spin-${m.member.id}-${i}`;
        await service.bet({ vendor: 'PG', txId, memberId: m.member.id, amount: toUnits('1') });
        await service.settle({ vendor: 'PG', txId, win: i % 4 === 0 ? toUnits('0.5') : 0n });
      }),
    );
    const balance = await balanceOf(m.member.id);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(await ledgerSum(m.member.id)).toBe(balance);
    const placed = await database.db.select().from(bets).where(eq(bets.memberId, m.member.id));
    const paid = placed.reduce((s, b) => s + b.amount, 0n);
    const won = placed.reduce((s, b) => s + (b.win ?? 0n), 0n);
    expect(balance).toBe(toUnits('60') - paid + won);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(placed.length);
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason.message)).toMatch(/Insufficient funds/);
    expect(fromUnits(balance)).toMatch(/^\d+\.\d{4}$/);
  });
});
