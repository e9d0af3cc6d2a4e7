/**
 * SQL of the bulk posting (ledger-bulk.service.ts): every statement takes its rows as one JSON
 * parameter read by jsonb_to_recordset, so a batch of any size is one round trip per step and the
 * same text runs on PGlite and PostgreSQL. Bigints travel as strings and come back normalised.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface MemberAccountKey {
  merchantCode: string;
  memberId: number;
  currency: string;
  kind: string;
  play: boolean;
}
export interface HouseAccountKey {
  merchantCode: string;
  currency: string;
  kind: string;
}

/** Creates the missing member and house accounts of a batch (existing ones are left alone). */
export async function ensureAccounts(
  db: Db,
  members: MemberAccountKey[],
  houses: HouseAccountKey[],
): Promise<void> {
  if (members.length > 0)
    await db.execute(sql`
      insert into ledger_accounts (merchant_code, member_id, currency, kind, play)
      select r.merchant_code, r.member_id, r.currency, r.kind, r.play
      from jsonb_to_recordset(${json(
        members.map((m) => ({
          merchant_code: m.merchantCode,
          member_id: String(m.memberId),
          currency: m.currency,
          kind: m.kind,
          play: m.play,
        })),
      )}) as r(merchant_code text, member_id bigint, currency text, kind text, play boolean)
      order by r.member_id, r.currency, r.kind
      on conflict (member_id, currency, kind) where member_id is not null do nothing`);
  if (houses.length > 0)
    await db.execute(sql`
      insert into ledger_accounts (merchant_code, member_id, currency, kind, play)
      select r.merchant_code, null, r.currency, r.kind, r.kind = 'play_money'
      from jsonb_to_recordset(${json(
        houses.map((h) => ({ merchant_code: h.merchantCode, currency: h.currency, kind: h.kind })),
      )}) as r(merchant_code text, currency text, kind text)
      order by r.merchant_code, r.currency, r.kind
      on conflict (merchant_code, currency, kind) where member_id is null do nothing`);
}

export interface LockedAccount {
  id: number;
  merchantCode: string;
  memberId: number | null;
  currency: string;
  kind: LedgerAccountKind;
  balance: bigint;
}

/**
 * Finds the batch's accounts and locks the member accounts FOR UPDATE in the ledger's one fixed
 * order (by id, as lockAccounts), answering them with their balances; house accounts are found,
 * never locked (see ledgerAccounts in the schema). The ids are found first and locked by a plain
 * `id = any(…)`, so a row changed by a concurrent posting while this one waited is rechecked
 * against that list alone.
 */
export async function lockAccountsOf(
  db: Db,
  members: MemberAccountKey[],
  houses: HouseAccountKey[],
): Promise<LockedAccount[]> {
  const found = await db.execute(sql`
    select m.id from jsonb_to_recordset(${json(
      members.map((m) => ({ member_id: String(m.memberId), currency: m.currency, kind: m.kind })),
    )}) as r(member_id bigint, currency text, kind text)
    join ledger_accounts m
      on m.member_id = r.member_id and m.currency = r.currency and m.kind = r.kind`);
  const ids = rowsOf<{ id: unknown }>(found).map((r) => String(r.id));
  const house = await db.execute(sql`
    select h.id, h.merchant_code, h.member_id, h.currency, h.kind, h.balance
    from jsonb_to_recordset(${json(
      houses.map((h) => ({ merchant_code: h.merchantCode, currency: h.currency, kind: h.kind })),
    )}) as r(merchant_code text, currency text, kind text)
    join ledger_accounts h
      on h.member_id is null and h.merchant_code = r.merchant_code
      and h.currency = r.currency and h.kind = r.kind`);
  const locked =
    ids.length === 0
      ? []
      : rowsOf<Record<string, unknown>>(
          await db.execute(sql`
            select id, merchant_code, member_id, currency, kind, balance
            from ledger_accounts
            where id = any(${`{${ids.join(',')}}`}::bigint[])
            order by id
            for update`),
        );
  return [...locked, ...rowsOf<Record<string, unknown>>(house)].map((r) => ({
    id: Number(r.id),
    merchantCode: String(r.merchant_code),
    memberId: r.member_id === null ? null : Number(r.member_id),
    currency: String(r.currency),
    kind: String(r.kind) as LedgerAccountKind,
    balance: BigInt(String(r.balance)),
  }));
}

export interface ExistingTransaction {
  id: number;
  merchantCode: string;
  idempotencyKey: string;
  kind: string;
  entries: { accountId: number; amount: bigint }[];
}

/** The transactions already posted under some of these keys, with their entries. */
export async function transactionsByKeys(
  db: Db,
  keys: { merchantCode: string; idempotencyKey: string }[],
): Promise<ExistingTransaction[]> {
  if (keys.length === 0) return [];
  const result = await db.execute(sql`
    select t.id, t.merchant_code, t.idempotency_key, t.kind,
      coalesce((select jsonb_agg(jsonb_build_array(e.account_id::text, e.amount::text) order by e.id)
                from ledger_entries e where e.transaction_id = t.id), '[]'::jsonb) as entries
    from jsonb_to_recordset(${json(
      keys.map((k) => ({ merchant_code: k.merchantCode, idempotency_key: k.idempotencyKey })),
    )}) as r(merchant_code text, idempotency_key text)
    join ledger_transactions t
      on t.merchant_code = r.merchant_code and t.idempotency_key = r.idempotency_key`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    merchantCode: String(r.merchant_code),
    idempotencyKey: String(r.idempotency_key),
    kind: String(r.kind),
    entries: (
      (typeof r.entries === 'string' ? JSON.parse(r.entries) : r.entries) as [string, string][]
    ).map(([accountId, amount]) => ({ accountId: Number(accountId), amount: BigInt(amount) })),
  }));
}

export interface NewTransaction {
  merchantCode: string;
  kind: string;
  idempotencyKey: string;
  reference: string | null;
  memberId: number | null;
  metadata: Record<string, unknown> | null;
}

/**
 * Inserts the transactions in one statement, in the given order; a key already posted inserts
 * nothing (ON CONFLICT DO NOTHING). Answers the ids of the rows inserted, by key.
 */
export async function insertTransactions(
  db: Db,
  rows: NewTransaction[],
  now: Date,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await db.execute(sql`
    insert into ledger_transactions
      (merchant_code, kind, idempotency_key, reference, member_id, metadata, created_at)
    select r.merchant_code, r.kind, r.idempotency_key, r.reference, r.member_id, r.metadata,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${json(
      rows.map((t, i) => ({
        i,
        merchant_code: t.merchantCode,
        kind: t.kind,
        idempotency_key: t.idempotencyKey,
        reference: t.reference,
        member_id: t.memberId === null ? null : String(t.memberId),
        metadata: t.metadata,
      })),
    )}) as r(i int, merchant_code text, kind text, idempotency_key text, reference text,
             member_id bigint, metadata jsonb)
    order by r.i
    on conflict (merchant_code, idempotency_key) do nothing
    returning id, merchant_code, idempotency_key`);
  return new Map(
    rowsOf<Record<string, unknown>>(result).map((r) => [
      `${String(r.merchant_code)}\n${String(r.idempotency_key)}`,
      Number(r.id),
    ]),
  );
}

/** Inserts entries in one statement, in the given order (ids follow it). */
export async function insertEntryRows(
  db: Db,
  rows: {
    transactionId: number;
    accountId: number;
    amount: bigint;
    balanceAfter: bigint | null;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    select r.transaction_id, r.account_id, r.amount, r.balance_after,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${json(
      rows.map((e, i) => ({
        i,
        transaction_id: String(e.transactionId),
        account_id: String(e.accountId),
        amount: e.amount.toString(),
        balance_after: e.balanceAfter === null ? null : e.balanceAfter.toString(),
      })),
    )}) as r(i int, transaction_id bigint, account_id bigint, amount bigint, balance_after bigint)
    order by r.i`);
}

/** What the batch moved on house accounts, one row per account (folded later). */
export async function insertHouseDeltaRows(
  db: Db,
  rows: { accountId: number; amount: bigint }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ledger_house_deltas (account_id, amount, created_at)
    select r.account_id, r.amount, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${json(
      rows.map((d) => ({ account_id: String(d.accountId), amount: d.amount.toString() })),
    )}) as r(account_id bigint, amount bigint)`);
}

/** Writes the accounts' new cached balances in one UPDATE … FROM (the rows are locked). */
export async function setBalances(
  db: Db,
  rows: { id: number; balance: bigint }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ledger_accounts a
    set balance = r.balance, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${json(
      rows.map((b) => ({ id: String(b.id), balance: b.balance.toString() })),
    )}) as r(id bigint, balance bigint)
    where a.id = r.id`);
}
