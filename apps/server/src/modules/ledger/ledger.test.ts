import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { memberWithSession } from '../../../test/helpers/member-session';
import { HttpError } from '../../lib/http-error';
import {
  debitWith,
  foldHouseBalances,
  houseBalance,
  memberBalances,
  postInTransaction,
  postLedgerTransaction,
} from './ledger.service';
import type { LedgerPostInput } from './ledger.service';

describe('double-entry ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  let seq = 0;
  const credit = (memberId: number, amount: bigint, key = `k-${seq++}`): LedgerPostInput => ({
    merchantCode: 'DEMO',
    currency: 'THB',
    kind: 'deposit',
    idempotencyKey: key,
    reference: key,
    memberId,
    entries: [
      { account: { member: memberId, kind: 'cash' }, amount },
      { account: { house: 'deposits_in_transit' }, amount: -amount },
    ],
  });
  const reasonOf = async (run: Promise<unknown>) => {
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    return (err as HttpError).value as { reason?: string };
  };

  it('posts balanced entries, caches each balance and keeps the balance after each entry', async () => {
    const { member } = await memberWithSession(database.db);
    const first = await postLedgerTransaction(database.db, credit(member.id, 50_000n));
    await postLedgerTransaction(database.db, credit(member.id, 20_000n));
    expect(first.replayed).toBe(false);
    expect(await memberBalances(database.db, member.id, 'THB')).toEqual({
      cash: 70_000n,
      bonus: 0n,
      withdrawalHold: 0n,
    });
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.memberId, member.id))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { amount: 50_000n, after: 50_000n },
      { amount: 20_000n, after: 70_000n },
    ]);
  });

  it('debits a member with the caller rows in one statement, or writes nothing at all', async () => {
    const { member } = await memberWithSession(database.db);
    const debit = (key: string, amount: bigint, write: boolean) =>
      debitWith<{ wrote: boolean }>(
        database.db,
        'ledger_test_debit',
        {
          merchantCode: 'DEMO',
          currency: 'THB',
          kind: 'bet',
          idempotencyKey: key,
          reference: key,
          memberId: member.id,
          from: 'cash',
          to: 'game_revenue',
          amount,
        },
        {
          ctes: sql`placed as (select jsonb_build_object('key', ${key}::text) as metadata
            from funded where ${write}::boolean),`,
          columns: sql`exists (select 1 from placed) as wrote`,
        },
      );
    // No cash account yet: the caller posts the ordinary way.
    expect((await debit('d-0', 1_000n, true)).outcome).toBe('no-accounts');
    await postLedgerTransaction(database.db, credit(member.id, 10_000n));
    await postLedgerTransaction(database.db, {
      ...credit(member.id, 1n),
      entries: [
        { account: { member: member.id, kind: 'cash' }, amount: -1n },
        { account: { house: 'game_revenue' }, amount: 1n },
      ],
    });
    const house = await houseBalance(database.db, 'DEMO', 'THB', 'game_revenue');

    expect(await debit('d-1', 4_000n, true)).toMatchObject({
      outcome: 'posted',
      balanceAfter: 5_999n,
      companion: { wrote: true },
    });
    expect(await debit('d-2', 4_000n, false)).toMatchObject({ outcome: 'refused' });
    expect(await debit('d-3', 6_000n, true)).toEqual({ outcome: 'insufficient', balance: 5_999n });
    // The same key again fails on the ledger's key, and writes nothing.
    await expect(debit('d-1', 1_000n, true)).rejects.toThrow();

    expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(5_999n);
    expect(await houseBalance(database.db, 'DEMO', 'THB', 'game_revenue')).toBe(house + 4_000n);
    const [posted] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'd-1'));
    expect(posted).toMatchObject({ kind: 'bet', memberId: member.id, metadata: { key: 'd-1' } });
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posted?.id ?? -1))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { amount: -4_000n, after: 5_999n },
      { amount: 4_000n, after: null },
    ]);
    const written = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.idempotencyKey} in ('d-0', 'd-2', 'd-3')`);
    expect(written[0]?.n).toBe(0);
  });

  it('a key posted again moves nothing and answers the first posting; other entries get 409', async () => {
    const { member } = await memberWithSession(database.db);
    const a = await postLedgerTransaction(database.db, credit(member.id, 10_000n, 'dup-1'));
    const b = await postLedgerTransaction(database.db, credit(member.id, 10_000n, 'dup-1'));
    expect(b.replayed).toBe(true);
    expect(b.transaction.id).toBe(a.transaction.id);
    expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(10_000n);
    expect(
      (await reasonOf(postLedgerTransaction(database.db, credit(member.id, 99n, 'dup-1')))).reason,
    ).toBe('KEY_REUSED');
    // Concurrent postings of one key: exactly one moves money.
    const key = 'dup-concurrent';
    const all = await Promise.all(
      Array.from({ length: 8 }, () =>
        postLedgerTransaction(database.db, credit(member.id, 1_000n, key)),
      ),
    );
    expect(all.filter((p) => !p.replayed)).toHaveLength(1);
    expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(11_000n);
  });

  it('refuses a member balance below zero and writes nothing', async () => {
    const { member } = await memberWithSession(database.db);
    await postLedgerTransaction(database.db, credit(member.id, 5_000n));
    const bet: LedgerPostInput = {
      merchantCode: 'DEMO',
      currency: 'THB',
      kind: 'bet',
      idempotencyKey: `bet-${member.id}`,
      memberId: member.id,
      entries: [
        { account: { member: member.id, kind: 'cash' }, amount: -6_000n },
        { account: { house: 'game_revenue' }, amount: 6_000n },
      ],
    };
    expect((await reasonOf(postLedgerTransaction(database.db, bet))).reason).toBe(
      'INSUFFICIENT_FUNDS',
    );
    const rows = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bet-${member.id}`));
    expect(rows).toEqual([]);
    expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(5_000n);
  });

  it('refuses entries that do not sum to zero, in code and in the database', async () => {
    const { member } = await memberWithSession(database.db);
    const bad = credit(member.id, 10n);
    bad.entries[1]!.amount = -9n;
    await expect(postLedgerTransaction(database.db, bad)).rejects.toThrow(/sum to 1/);
    // Around the code: an unbalanced entry written directly fails at commit.
    const ok = await postLedgerTransaction(database.db, credit(member.id, 10n));
    const account = ok.entries[0]!.accountId;
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ merchantCode: 'DEMO', kind: 'x', idempotencyKey: `raw-${member.id}` })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: t!.id, accountId: account, amount: 5n, balanceAfter: 15n });
      }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(ledgerTransactions)
          .values({ merchantCode: 'DEMO', kind: 'x', idempotencyKey: `empty-${member.id}` });
      }),
    ).rejects.toThrow();
  });

  it('entries and transactions are append-only', async () => {
    const { member } = await memberWithSession(database.db);
    const posted = await postLedgerTransaction(database.db, credit(member.id, 10n));
    await expect(
      database.db
        .update(ledgerEntries)
        .set({ amount: 11n })
        .where(sql`true`),
    ).rejects.toThrow();
    await expect(database.db.delete(ledgerEntries).where(sql`true`)).rejects.toThrow();
    await expect(
      database.db
        .delete(ledgerTransactions)
        .where(eq(ledgerTransactions.id, posted.transaction.id)),
    ).rejects.toThrow();
  });

  it('posts inside the caller transaction, which rolls the money back with its own rows', async () => {
    const { member } = await memberWithSession(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await postInTransaction(tx, credit(member.id, 7n));
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(0n);
  });

  it('house accounts: no balance after, deltas until folded, the balance read is the entries sum', async () => {
    const entriesSum = async () => {
      const result = await database.db.execute(sql`
          select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.member_id is null and a.merchant_code = 'DEMO' and a.currency = 'THB'
            and a.kind = 'deposits_in_transit'`);
      const [row] = (result as { rows: { total: string }[] }).rows;
      return BigInt(row!.total);
    };
    const a = await memberWithSession(database.db);
    const b = await memberWithSession(database.db);
    const posted = await postLedgerTransaction(database.db, credit(a.member.id, 30_000n));
    await postLedgerTransaction(database.db, credit(b.member.id, 12_000n));
    expect(posted.entries.find((e) => e.memberId === null)?.balanceAfter).toBeNull();
    const before = await houseBalance(database.db, 'DEMO', 'THB', 'deposits_in_transit');
    expect(before).toBe(await entriesSum());
    expect(before).toBeLessThanOrEqual(-42_000n);
    // The fold moves the deltas into the cached balance; the balance read does not change.
    expect(await foldHouseBalances(database.db)).toBeGreaterThanOrEqual(2);
    const [house] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`member_id is null and merchant_code = 'DEMO' and kind = 'deposits_in_transit'`);
    expect(house?.balance).toBe(before);
    expect(await houseBalance(database.db, 'DEMO', 'THB', 'deposits_in_transit')).toBe(before);
    expect(await foldHouseBalances(database.db)).toBe(0);
    await postLedgerTransaction(database.db, credit(a.member.id, 1n));
    expect(await houseBalance(database.db, 'DEMO', 'THB', 'deposits_in_transit')).toBe(before - 1n);
    expect(await houseBalance(database.db, 'DEMO', 'THB', 'payouts')).toBe(0n);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a posting never waits for the house account row (PostgreSQL)',
    async () => {
      const { member } = await memberWithSession(database.db);
      await postLedgerTransaction(database.db, credit(member.id, 100n));
      // Another session has written the house row and not committed, as every posting once did
      // (and as a fold does now).
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`update ledger_accounts set updated_at = now() where member_id is null
          and merchant_code = 'DEMO' and kind = 'deposits_in_transit'`);
        await held;
      });
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      await postLedgerTransaction(database.db, credit(member.id, 100n));
      const waited = Date.now() - started;
      release();
      await holder;
      expect(waited).toBeLessThan(5_000);
      expect((await memberBalances(database.db, member.id, 'THB')).cash).toBe(200n);
    },
  );
});
