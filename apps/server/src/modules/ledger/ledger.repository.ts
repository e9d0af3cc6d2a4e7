import { preparedAs } from '../../db/prepared';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type {
  LedgerAccountKind,
  LedgerAccountRow,
  LedgerTransactionRow,
  MemberAccountKind,
  HouseAccountKind,
} from '../../db/schema';
import { findMerchantRow } from '../../lib/merchant-rows';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The id of the account that `which` picks, inserted from `row` when missing (`conflict`: the
 * unique index that makes a concurrent insert of it a no-op). Reads first and inserts only when
 * missing: an INSERT … ON CONFLICT on a row that a concurrent posting has locked waits for that
 * posting to end, so it would serialise the member's (or the merchant's) postings even before the
 * lock they need.
 */
async function findOrCreateAccount(
  db: Db,
  which: SQL[],
  row: typeof ledgerAccounts.$inferInsert,
  conflict: { target: PgColumn[]; where: SQL },
): Promise<number | undefined> {
  const find = async () =>
    (
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(...which))
    )[0];
  const existing = await find();
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values(row).onConflictDoNothing(conflict);
  return (await find())?.id;
}

/** Creates the member's account if it is missing; answers its id. */
export async function memberAccountId(
  db: Db,
  row: {
    merchantCode: string;
    memberId: number;
    currency: string;
    kind: MemberAccountKind;
    play: boolean;
  },
): Promise<number> {
  const id = await findOrCreateAccount(
    db,
    [
      eq(ledgerAccounts.memberId, row.memberId),
      eq(ledgerAccounts.currency, row.currency),
      eq(ledgerAccounts.kind, row.kind),
    ],
    row,
    {
      target: [ledgerAccounts.memberId, ledgerAccounts.currency, ledgerAccounts.kind],
      where: sql`${ledgerAccounts.memberId} is not null`,
    },
  );
  if (id === undefined)
    throw new Error(`ledger account ${row.kind} of member ${row.memberId} missing`);
  return id;
}

/** Creates the merchant's house account if it is missing; answers its id. */
export async function houseAccountId(
  db: Db,
  row: { merchantCode: string; currency: string; kind: HouseAccountKind },
): Promise<number> {
  const id = await findOrCreateAccount(
    db,
    [
      isNull(ledgerAccounts.memberId),
      eq(ledgerAccounts.merchantCode, row.merchantCode),
      eq(ledgerAccounts.currency, row.currency),
      eq(ledgerAccounts.kind, row.kind),
    ],
    { ...row, play: row.kind === 'play_money' },
    {
      target: [ledgerAccounts.merchantCode, ledgerAccounts.currency, ledgerAccounts.kind],
      where: sql`${ledgerAccounts.memberId} is null`,
    },
  );
  if (id === undefined) throw new Error(`house account ${row.kind} of ${row.merchantCode} missing`);
  return id;
}

/**
 * Locks member accounts by id, one fixed order, so two transactions never wait on each other in a
 * cycle. House accounts are never locked by a posting (see ledgerAccounts in the schema).
 */
export async function lockAccounts(db: Db, ids: number[]): Promise<Map<number, LedgerAccountRow>> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(sql`${ledgerAccounts.memberId} is null`, asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findTransactionByKey(db: Db, merchantCode: string, key: string) {
  return findMerchantRow(
    db,
    ledgerTransactions,
    merchantCode,
    eq(ledgerTransactions.idempotencyKey, key),
  );
}

export const entriesOf = (db: Db, transactionId: number) =>
  db
    .select({
      id: ledgerEntries.id,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerAccounts.kind,
      memberId: ledgerAccounts.memberId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A house account's balance: its cached balance plus what is not folded into it yet. */
export async function houseBalanceOf(
  db: Db,
  key: { merchantCode: string; currency: string; kind: HouseAccountKind },
): Promise<bigint> {
  const result = await db.execute(sql`
    select (a.balance + coalesce((select sum(d.amount) from ledger_house_deltas d
                                  where d.account_id = a.id), 0))::text as balance
    from ledger_accounts a
    where a.member_id is null and a.merchant_code = ${key.merchantCode}
      and a.currency = ${key.currency} and a.kind = ${key.kind}`);
  const row = rowsOf<{ balance: string }>(result)[0];
  return row ? BigInt(row.balance) : 0n;
}

/**
 * Folds every pending house delta into its account's cached balance, in one statement: the rows
 * deleted are exactly the ones added, so balance + pending deltas never changes. Deltas committed
 * after the statement began stay for the next fold. Answers how many deltas were folded.
 */
export async function foldHouseDeltas(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with folded as (delete from ledger_house_deltas returning account_id, amount),
    totals as (select account_id, sum(amount) as total, count(*) as n
               from folded group by account_id),
    updated as (update ledger_accounts a
                set balance = a.balance + t.total, updated_at = ${now.toISOString()}::timestamptz
                from totals t where a.id = t.account_id returning t.n)
    select coalesce(sum(n), 0)::int as n from updated`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/** The member's accounts in one currency, by kind (missing kinds have no row yet). */
export async function memberAccounts(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return new Map<LedgerAccountKind, LedgerAccountRow>(rows.map((r) => [r.kind, r]));
}

/**
 * The posting's one member account, locked FOR UPDATE, and its house accounts, found by their
 * keys in one statement (what memberAccountId, houseAccountId and lockAccounts do in four). Null
 * when one of them does not exist yet: the caller then creates them the long way.
 */
export async function lockMemberWithHouses(
  db: Db,
  key: {
    merchantCode: string;
    memberId: number;
    currency: string;
    kind: MemberAccountKind;
    houses: HouseAccountKind[];
  },
): Promise<{ member: LedgerAccountRow; houses: Map<HouseAccountKind, number> } | null> {
  const result = await db.execute(sql`${preparedAs('ledger_lock_member')}
    with m as (
      select id, merchant_code, member_id, currency, kind, play, balance, updated_at
      from ledger_accounts
      where member_id = ${key.memberId} and currency = ${key.currency} and kind = ${key.kind}
      for update)
    select id::text as id, merchant_code, member_id::text as member_id, kind, play,
      balance::text as balance, updated_at::text as updated_at, false as house
    from m
    union all
    select id::text, merchant_code, null, kind, play, null, null, true
    from ledger_accounts
    where member_id is null and merchant_code = ${key.merchantCode} and currency = ${key.currency}
      and kind in (${sql.join(
        key.houses.map((h) => sql`${h}`),
        sql`, `,
      )})`);
  const rows = rowsOf<{
    id: string;
    merchant_code: string;
    member_id: string | null;
    kind: LedgerAccountKind;
    play: boolean;
    balance: string | null;
    updated_at: string | null;
    house: boolean;
  }>(result);
  const memberRow = rows.find((r) => !r.house);
  const houses = new Map<HouseAccountKind, number>();
  for (const r of rows) if (r.house) houses.set(r.kind as HouseAccountKind, Number(r.id));
  if (!memberRow || key.houses.some((h) => !houses.has(h))) return null;
  return {
    member: {
      id: Number(memberRow.id),
      merchantCode: memberRow.merchant_code,
      memberId: Number(memberRow.member_id),
      currency: key.currency,
      kind: memberRow.kind,
      play: memberRow.play,
      balance: BigInt(memberRow.balance ?? '0'),
      updatedAt: new Date(memberRow.updated_at ?? 0),
    },
    houses,
  };
}

/**
 * Writes a posting in one statement: the transaction (unless its key exists, then nothing at all
 * is written and null is answered), its entries in order, the member accounts' new cached
 * balances and the house deltas. The deferred triggers still check at commit that the entries
 * sum to zero.
 */
/** A posting's own record in ledger_transactions; a missing reference, member or metadata is null. */
export const transactionRecordOf = (
  posting: Pick<
    typeof ledgerTransactions.$inferInsert,
    'merchantCode' | 'kind' | 'idempotencyKey' | 'reference' | 'memberId' | 'metadata'
  >,
) => ({
  merchantCode: posting.merchantCode,
  kind: posting.kind,
  idempotencyKey: posting.idempotencyKey,
  reference: posting.reference ?? null,
  memberId: posting.memberId ?? null,
  metadata: posting.metadata ?? null,
});

export async function writePosting(
  db: Db,
  row: typeof ledgerTransactions.$inferInsert & { createdAt: Date },
  entries: { accountId: number; amount: bigint; balanceAfter: bigint | null }[],
  balances: { accountId: number; balance: bigint }[],
  houseDeltas: { accountId: number; amount: bigint }[],
): Promise<LedgerTransactionRow | null> {
  const at = row.createdAt.toISOString();
  const json = (v: unknown) =>
    JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
  const result = await db.execute(sql`${preparedAs('ledger_write_posting')}
    with t as (
      insert into ledger_transactions
        (merchant_code, kind, idempotency_key, reference, member_id, metadata, created_at)
      values (${row.merchantCode}, ${row.kind}, ${row.idempotencyKey}, ${row.reference ?? null},
        ${row.memberId ?? null}, ${row.metadata === null || row.metadata === undefined ? null : json(row.metadata)}::jsonb,
        ${at}::timestamptz)
      on conflict (merchant_code, idempotency_key) do nothing
      returning id),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, x."accountId", x.amount, x."balanceAfter", ${at}::timestamptz
      from t, jsonb_to_recordset(${json(entries.map((e, n) => ({ ...e, n })))}::jsonb)
        as x("accountId" bigint, amount bigint, "balanceAfter" bigint, n int)
      order by x.n
      returning 1),
    b as (
      update ledger_accounts a set balance = x.balance, updated_at = ${at}::timestamptz
      from t, jsonb_to_recordset(${json(balances)}::jsonb) as x("accountId" bigint, balance bigint)
      where a.id = x."accountId"
      returning 1),
    h as (
      insert into ledger_house_deltas (account_id, amount, created_at)
      select x."accountId", x.amount, ${at}::timestamptz
      from t, jsonb_to_recordset(${json(houseDeltas)}::jsonb) as x("accountId" bigint, amount bigint)
      where x.amount <> 0
      returning 1)
    select t.id::text as id, (select count(*) from e)::int as entries,
      (select count(*) from b)::int as balances, (select count(*) from h)::int as deltas
    from t`);
  const written = rowsOf<{ id: string; entries: number }>(result)[0];
  if (!written) return null;
  if (Number(written.entries) !== entries.length)
    throw new Error(`ledger posting wrote ${written.entries} of ${entries.length} entries`);
  return { id: Number(written.id), ...transactionRecordOf(row), createdAt: row.createdAt };
}

/** The caller's rows written in the statement of a debit (see writeDebitWith). */
export interface DebitCompanion {
  /**
   * CTEs (each followed by a comma) that may read `funded` (one row when the member can pay) and
   * must define `placed`: one row with a `metadata` jsonb column when they wrote, none otherwise.
   */
  ctes: SQL;
  /** Columns of the statement's one answer row, read from the caller's CTEs. */
  columns: SQL;
}

export interface DebitWritten<T> {
  /** The member's account and the house account exist (otherwise nothing was written). */
  accounts: boolean;
  /** The member's balance before, read under the account's lock; null without the account. */
  balance: bigint | null;
  /** The posted transaction's id; null when nothing was written (funds, or the caller's guard). */
  transactionId: number | null;
  companion: T;
}

/**
 * A member's debit and the caller's rows in one statement, so in one implicit transaction with no
 * BEGIN or COMMIT round trip: the member's account locked (a concurrent posting's row is re-read
 * once it commits), the funds checked, the caller's CTEs, then the transaction, its two entries
 * (the member's first), the cached balance and the house delta. Nothing is written when the
 * member cannot pay or the caller's CTEs write nothing. A key posted before raises the unique
 * violation (nothing written). The deferred triggers check the sum at the statement's commit.
 */
export async function writeDebitWith<T>(
  db: Db,
  name: string,
  row: {
    merchantCode: string;
    currency: string;
    memberId: number;
    memberKind: MemberAccountKind;
    house: HouseAccountKind;
    amount: bigint;
    kind: string;
    idempotencyKey: string;
    reference: string | null;
    createdAt: Date;
  },
  companion: DebitCompanion,
): Promise<DebitWritten<T>> {
  const at = row.createdAt.toISOString();
  const amount = row.amount.toString();
  const result = await db.execute(sql`${preparedAs(name)}
    with acct as (
      select id, balance from ledger_accounts
      where member_id = ${row.memberId} and currency = ${row.currency} and kind = ${row.memberKind}
      for update),
    house as (
      select id from ledger_accounts
      where member_id is null and merchant_code = ${row.merchantCode}
        and currency = ${row.currency} and kind = ${row.house}),
    funded as (
      select acct.id, acct.balance - ${amount}::bigint as after, house.id as house_id
      from acct, house where acct.balance >= ${amount}::bigint),
    ${companion.ctes}
    t as (
      insert into ledger_transactions
        (merchant_code, kind, idempotency_key, reference, member_id, metadata, created_at)
      select ${row.merchantCode}, ${row.kind}, ${row.idempotencyKey}, ${row.reference},
        ${row.memberId}, placed.metadata, ${at}::timestamptz
      from placed, funded
      returning id),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, x.account_id, x.amount, x.after, ${at}::timestamptz
      from t, funded, lateral (values
        (1, funded.id, -${amount}::bigint, funded.after),
        (2, funded.house_id, ${amount}::bigint, null::bigint)) as x(n, account_id, amount, after)
      order by x.n
      returning 1),
    b as (
      update ledger_accounts a set balance = funded.after, updated_at = ${at}::timestamptz
      from t, funded where a.id = funded.id
      returning 1),
    h as (
      insert into ledger_house_deltas (account_id, amount, created_at)
      select funded.house_id, ${amount}::bigint, ${at}::timestamptz from t, funded
      returning 1)
    select (select count(*) from acct)::int + (select count(*) from house)::int as accounts,
      (select balance from acct)::text as balance, (select id from t)::text as transaction_id,
      (select count(*) from e)::int as entries, (select count(*) from b)::int as balances,
      (select count(*) from h)::int as deltas, ${companion.columns}`);
  const written = rowsOf<
    { accounts: number; balance: string | null; transaction_id: string | null; entries: number } & T
  >(result)[0];
  if (!written) throw new Error('ledger debit answered no row');
  if (written.transaction_id !== null && Number(written.entries) !== 2)
    throw new Error(`ledger debit wrote ${written.entries} of 2 entries`);
  return {
    accounts: Number(written.accounts) === 2,
    balance: written.balance === null ? null : BigInt(written.balance),
    transactionId: written.transaction_id === null ? null : Number(written.transaction_id),
    companion: written,
  };
}
