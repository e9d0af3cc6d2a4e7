/**
 * The bulk posting keeps every ledger rule: balanced transactions, one posting per key (a replay
 * inserts nothing, mixed batches insert only the new keys), no member balance below zero, cached
 * balances (plus pending house deltas) equal to the sum of the entries. PGlite by default; with DATABASE_URL on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { insertMember } from '../accounts/members.service';
import { HttpError } from '../../lib/http-error';
import { memberBalances, postLedgerTransaction } from './ledger.service';
import { postManyInTransaction, type LedgerBulkInput } from './ledger-bulk.service';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('bulk ledger posting', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  let seq = 0;
  const newMember = async () =>
    (
      await insertMember(database.db, {
        merchantCode: 'DEMO',
        username: `bulk${Date.now().toString(36)}${(seq++).toString(36)}`,
        passwordHash: 'not-a-password',
        customerType: 0,
        isTrial: false,
      })
    ).id;
  const move = (memberId: number, amount: bigint, key: string, kind = 'lottery_win') =>
    ({
      merchantCode: 'DEMO',
      currency: 'THB',
      kind,
      idempotencyKey: key,
      reference: key,
      memberId,
      metadata: { test: true },
      entries: [
        { account: { member: memberId, kind: 'cash' }, amount },
        { account: { house: 'game_revenue' }, amount: -amount },
      ],
    }) satisfies LedgerBulkInput;
  const post = (inputs: LedgerBulkInput[]) =>
    database.db.transaction((tx) => postManyInTransaction(tx, inputs, new Date()));
  const reasonOf = async (run: Promise<unknown>) => {
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    return ((err as HttpError).value as { reason?: string }).reason;
  };
  const countOf = async (prefix: string) =>
    rows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`${prefix}%`}`,
      ),
    )[0]?.n;

  /** Every ledger invariant over the whole database. */
  async function invariantsHold() {
    const unbalanced = rows(
      await database.db.execute(sql`
        select transaction_id from ledger_entries group by transaction_id
        having sum(amount) <> 0 or count(*) < 2`),
    );
    const bare = rows(
      await database.db.execute(sql`
        select t.id from ledger_transactions t
        where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`),
    );
    const stale = rows(
      await database.db.execute(sql`
        select a.id from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        group by a.id, a.balance
        having a.balance + coalesce((select sum(d.amount) from ledger_house_deltas d
                                     where d.account_id = a.id), 0)
          <> coalesce(sum(e.amount), 0)`),
    );
    // Each member entry's balance_after is the running sum of its account's entries, in id
    // order (house entries carry none); only house accounts have deltas.
    const broken = rows(
      await database.db.execute(sql`
        select x.id from (
          select e.id, e.balance_after, a.member_id,
            sum(e.amount) over (partition by e.account_id order by e.id) as running
          from ledger_entries e join ledger_accounts a on a.id = e.account_id) x
        where x.member_id is not null and x.balance_after is distinct from x.running
        union all
        select d.id from ledger_house_deltas d
        join ledger_accounts a on a.id = d.account_id where a.member_id is not null`),
    );
    const negative = rows(
      await database.db.execute(
        sql`select id from ledger_accounts where member_id is not null and balance < 0`,
      ),
    );
    expect({ unbalanced, bare, stale, broken, negative }).toEqual({
      unbalanced: [],
      bare: [],
      stale: [],
      broken: [],
      negative: [],
    });
  }

  it('posts many transactions for many members, entries in order with their balance after', async () => {
    const members = await Promise.all([newMember(), newMember(), newMember()]);
    const inputs = members.flatMap((m, i) =>
      Array.from({ length: 40 }, (_, j) => move(m, BigInt(100 * (i + 1) + j), `a:${m}:${j}`)),
    );
    const posted = await post(inputs);
    expect(posted).toHaveLength(120);
    expect(posted.every((p) => !p.replayed)).toBe(true);
    expect(new Set(posted.map((p) => p.transactionId)).size).toBe(120);
    for (const [i, m] of members.entries()) {
      const expected = Array.from({ length: 40 }, (_, j) => BigInt(100 * (i + 1) + j)).reduce(
        (a, b) => a + b,
        0n,
      );
      expect((await memberBalances(database.db, m, 'THB')).cash).toBe(expected);
    }
    // The transaction record reads like single postings: kind, reference, member, metadata.
    const [first] = rows<Record<string, unknown>>(
      await database.db.execute(
        sql`select kind, reference, member_id, metadata from ledger_transactions where idempotency_key = ${`a:${members[0]}:0`}`,
      ),
    );
    expect(first).toMatchObject({
      kind: 'lottery_win',
      reference: `a:${members[0]}:0`,
      metadata: { test: true },
    });
    expect(Number(first?.member_id)).toBe(members[0]);
    await invariantsHold();
  });

  it('a replayed batch inserts nothing and answers the first postings', async () => {
    const m = await newMember();
    const inputs = Array.from({ length: 25 }, (_, j) => move(m, 1_000n, `r:${m}:${j}`));
    const first = await post(inputs);
    const again = await post(inputs);
    expect(again.every((p) => p.replayed)).toBe(true);
    expect(again.map((p) => p.transactionId)).toEqual(first.map((p) => p.transactionId));
    expect(await countOf(`r:${m}:`)).toBe(25);
    expect((await memberBalances(database.db, m, 'THB')).cash).toBe(25_000n);
    await invariantsHold();
  });

  it('a batch of new and replayed keys inserts only the new ones', async () => {
    const m = await newMember();
    // Some keys posted one by one before, some by an earlier batch.
    await postLedgerTransaction(database.db, move(m, 500n, `x:${m}:0`));
    await postLedgerTransaction(database.db, move(m, 500n, `x:${m}:1`));
    await post([move(m, 700n, `x:${m}:2`)]);
    const batch = Array.from({ length: 6 }, (_, j) => move(m, j < 2 ? 500n : 700n, `x:${m}:${j}`));
    const posted = await post(batch);
    expect(posted.map((p) => p.replayed)).toEqual([true, true, true, false, false, false]);
    expect(await countOf(`x:${m}:`)).toBe(6);
    expect((await memberBalances(database.db, m, 'THB')).cash).toBe(2n * 500n + 4n * 700n);
    await invariantsHold();
  });

  it('a key reused for another movement refuses the whole batch (409 KEY_REUSED)', async () => {
    const m = await newMember();
    await post([move(m, 300n, `k:${m}:0`)]);
    const reason = await reasonOf(post([move(m, 300n, `k:${m}:1`), move(m, 301n, `k:${m}:0`)]));
    expect(reason).toBe('KEY_REUSED');
    expect(await reasonOf(post([move(m, 300n, `k:${m}:0`, 'lottery_refund')]))).toBe('KEY_REUSED');
    expect(await countOf(`k:${m}:`)).toBe(1);
    expect((await memberBalances(database.db, m, 'THB')).cash).toBe(300n);
  });

  it('applies entries in order, refuses a member balance below zero and writes nothing', async () => {
    const m = await newMember();
    // A debit covered by a credit earlier in the same batch passes.
    await post([move(m, 1_000n, `n:${m}:0`), move(m, -600n, `n:${m}:1`, 'bet')]);
    expect((await memberBalances(database.db, m, 'THB')).cash).toBe(400n);
    const reason = await reasonOf(
      post([move(m, 100n, `n:${m}:2`), move(m, -501n, `n:${m}:3`, 'bet')]),
    );
    expect(reason).toBe('INSUFFICIENT_FUNDS');
    expect(await countOf(`n:${m}:`)).toBe(2);
    expect((await memberBalances(database.db, m, 'THB')).cash).toBe(400n);
    await invariantsHold();
  });

  it('refuses unbalanced transactions and a key twice in one batch', async () => {
    const m = await newMember();
    const bad = move(m, 10n, `u:${m}:0`);
    bad.entries[1] = { account: { house: 'game_revenue' }, amount: -9n };
    await expect(post([bad])).rejects.toThrow(/sum to 1/);
    await expect(post([move(m, 1n, `u:${m}:1`), move(m, 1n, `u:${m}:1`)])).rejects.toThrow(/twice/);
    expect(await countOf(`u:${m}:`)).toBe(0);
  });

  it('concurrent batches and single postings over the same accounts post each key once', async () => {
    const members = await Promise.all([newMember(), newMember(), newMember(), newMember()]);
    const batch = (from: number) =>
      members.flatMap((m) =>
        Array.from({ length: 10 }, (_, j) => move(m, 10n, `c:${m}:${from + j}`)),
      );
    await Promise.all([
      post(batch(0)),
      post(batch(5)),
      post([...batch(0)].reverse()),
      ...members.map((m) => postLedgerTransaction(database.db, move(m, 10n, `c:${m}:3`))),
    ]);
    expect(await countOf('c:')).toBe(4 * 15);
    for (const m of members) expect((await memberBalances(database.db, m, 'THB')).cash).toBe(150n);
    await invariantsHold();
  });
});
