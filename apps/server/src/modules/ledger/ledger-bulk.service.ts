/**
 * Bulk posting: many balanced ledger transactions in one statement set, inside the caller's DB
 * transaction — for work that moves money for thousands of members at once (settling a lottery
 * draw). The same rules as postInTransaction, in a constant number of round trips per batch:
 *
 * 1. missing accounts are created (one multi-row insert per side);
 * 2. every member account of the batch is locked FOR UPDATE in the ledger's fixed order (by id),
 *    so a bulk posting and single postings never wait on each other in a cycle; house accounts
 *    are not locked (ledger.service.ts: their postings append deltas);
 * 3. the keys already posted are read with their entries: the same kind and movement is a replay
 *    (nothing is written for it), anything else throws KEY_REUSED;
 * 4. the new transactions' entries are applied in the given order to the locked balances; a member
 *    account that would go below zero throws INSUFFICIENT_FUNDS before anything is written;
 * 5. the transactions are inserted in one statement (ON CONFLICT DO NOTHING on the idempotency
 *    key), then the entries of the newly inserted ones only, each member entry with its balance
 *    after, then the member accounts' cached balances in one UPDATE … FROM and one house delta
 *    per house account.
 *
 * Every entry sums to zero per transaction (checked here and by the deferred trigger at commit),
 * the tables stay append-only, no member balance goes below zero, and each member's cached balance
 * (each house account's pending deltas) moves by exactly the sum of the entries written. A key posted by a concurrent transaction between steps
 * 3 and 5 (possible only for a posting touching none of the batch's accounts) makes the whole
 * call throw: the caller's transaction rolls back and its retry finds the key posted.
 */
import type { Db } from '../../db/client';
import {
  ensureAccounts,
  insertEntryRows,
  insertHouseDeltaRows,
  insertTransactions,
  lockAccountsOf,
  setBalances,
  transactionsByKeys,
  type ExistingTransaction,
  type HouseAccountKey,
  type LockedAccount,
  type MemberAccountKey,
} from './ledger-bulk.repository';
import { transactionRecordOf } from './ledger.repository';
import {
  insufficientFunds,
  keyReused,
  sameMovement,
  type LedgerAccountRef,
  type LedgerPostInput,
} from './ledger.service';

export type LedgerBulkInput = Omit<LedgerPostInput, 'now'>;

export interface LedgerBulkPosted {
  idempotencyKey: string;
  transactionId: number;
  /** True when the key had been posted before: nothing moved for it this time. */
  replayed: boolean;
}

const keyOf = (merchantCode: string, key: string) => `${merchantCode}\n${key}`;
const memberRefKey = (memberId: number, currency: string, kind: string) =>
  `m|${memberId}|${currency}|${kind}`;
const houseRefKey = (merchantCode: string, currency: string, kind: string) =>
  `h|${merchantCode}|${currency}|${kind}`;
const refKey = (input: LedgerBulkInput, ref: LedgerAccountRef) =>
  'member' in ref
    ? memberRefKey(ref.member, input.currency, ref.kind)
    : houseRefKey(input.merchantCode, input.currency, ref.house);

function validate(inputs: LedgerBulkInput[]): void {
  const seen = new Set<string>();
  for (const input of inputs) {
    if (input.entries.length < 2) throw new Error('a ledger transaction needs two entries or more');
    if (input.entries.some((e) => e.amount === 0n))
      throw new Error('a ledger entry moves no money');
    const total = input.entries.reduce((sum, e) => sum + e.amount, 0n);
    if (total !== 0n) throw new Error(`ledger entries sum to ${total}, not zero`);
    const key = keyOf(input.merchantCode, input.idempotencyKey);
    if (seen.has(key)) throw new Error(`ledger key ${input.idempotencyKey} twice in one batch`);
    seen.add(key);
  }
}

/** The member and house accounts the batch touches, each once. */
function accountsOf(inputs: LedgerBulkInput[]) {
  const members = new Map<string, MemberAccountKey>();
  const houses = new Map<string, HouseAccountKey>();
  for (const input of inputs)
    for (const { account } of input.entries) {
      if ('member' in account)
        members.set(memberRefKey(account.member, input.currency, account.kind), {
          merchantCode: input.merchantCode,
          memberId: account.member,
          currency: input.currency,
          kind: account.kind,
          play: input.play ?? false,
        });
      else
        houses.set(houseRefKey(input.merchantCode, input.currency, account.house), {
          merchantCode: input.merchantCode,
          currency: input.currency,
          kind: account.house,
        });
    }
  return { members: [...members.values()], houses: [...houses.values()] };
}

interface FreshPosting {
  input: LedgerBulkInput;
  entries: { accountId: number; amount: bigint; balanceAfter: bigint | null }[];
}

/**
 * Steps 3 and 4 of the module comment: replays checked against the keys already posted, the new
 * transactions' entries applied in order to the locked balances (`balances` and `houseMoves` are
 * updated in place); throws before anything is written.
 */
function planPostings(
  inputs: LedgerBulkInput[],
  locked: LockedAccount[],
  existing: Map<string, ExistingTransaction>,
  balances: Map<number, bigint>,
  houseMoves: Map<number, bigint>,
): FreshPosting[] {
  const byRef = new Map<string, LockedAccount>(
    locked.map((a) => [
      a.memberId === null
        ? houseRefKey(a.merchantCode, a.currency, a.kind)
        : memberRefKey(a.memberId, a.currency, a.kind),
      a,
    ]),
  );
  const wantedOf = (input: LedgerBulkInput) =>
    input.entries.map((e) => {
      const account = byRef.get(refKey(input, e.account));
      if (!account) throw new Error(`ledger account ${refKey(input, e.account)} missing`);
      return { account, accountId: account.id, amount: e.amount };
    });
  const fresh: FreshPosting[] = [];
  for (const input of inputs) {
    const wanted = wantedOf(input);
    const first = existing.get(keyOf(input.merchantCode, input.idempotencyKey));
    if (first) {
      if (first.kind !== input.kind || !sameMovement(first.entries, wanted))
        throw keyReused(input.idempotencyKey);
      continue;
    }
    const entries = wanted.map((w) => {
      if (w.account.memberId === null) {
        houseMoves.set(w.accountId, (houseMoves.get(w.accountId) ?? 0n) + w.amount);
        return { accountId: w.accountId, amount: w.amount, balanceAfter: null };
      }
      const before = balances.get(w.accountId) ?? 0n;
      const after = before + w.amount;
      // Checked before anything is written, so the caller's transaction stays clean.
      if (after < 0n) throw insufficientFunds(before, -w.amount);
      balances.set(w.accountId, after);
      return { accountId: w.accountId, amount: w.amount, balanceAfter: after };
    });
    fresh.push({ input, entries });
  }
  return fresh;
}

/**
 * Step 5 of the module comment: the new transactions, their entries, the member accounts' new
 * cached balances and the house deltas; the inserted transactions' ids by key.
 */
async function writeFresh(
  tx: Db,
  fresh: FreshPosting[],
  locked: LockedAccount[],
  balances: Map<number, bigint>,
  houseMoves: Map<number, bigint>,
  now: Date,
) {
  const inserted = await insertTransactions(
    tx,
    fresh.map(({ input }) => transactionRecordOf(input)),
    now,
  );
  if (inserted.size !== fresh.length)
    throw new Error('ledger keys of this batch were posted concurrently; retry the batch');
  await insertEntryRows(
    tx,
    fresh.flatMap(({ input, entries }) => {
      const transactionId = inserted.get(keyOf(input.merchantCode, input.idempotencyKey));
      if (transactionId === undefined) throw new Error('ledger transaction not inserted');
      return entries.map((e) => ({ transactionId, ...e }));
    }),
    now,
  );
  await setBalances(
    tx,
    locked
      .filter((a) => a.memberId !== null && balances.get(a.id) !== a.balance)
      .map((a) => ({ id: a.id, balance: balances.get(a.id) ?? a.balance })),
    now,
  );
  await insertHouseDeltaRows(
    tx,
    [...houseMoves]
      .filter(([, amount]) => amount !== 0n)
      .map(([accountId, amount]) => ({ accountId, amount })),
    now,
  );
  return inserted;
}

/** Posts many transactions inside the caller's DB transaction (see the module comment). */
export async function postManyInTransaction(
  tx: Db,
  inputs: LedgerBulkInput[],
  now: Date = new Date(),
): Promise<LedgerBulkPosted[]> {
  if (inputs.length === 0) return [];
  validate(inputs);

  const { members, houses } = accountsOf(inputs);
  await ensureAccounts(tx, members, houses);
  const locked = await lockAccountsOf(tx, members, houses);
  const existing = new Map(
    (
      await transactionsByKeys(
        tx,
        inputs.map((i) => ({ merchantCode: i.merchantCode, idempotencyKey: i.idempotencyKey })),
      )
    ).map((t) => [keyOf(t.merchantCode, t.idempotencyKey), t]),
  );

  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const houseMoves = new Map<number, bigint>();
  const fresh = planPostings(inputs, locked, existing, balances, houseMoves);
  const inserted = await writeFresh(tx, fresh, locked, balances, houseMoves, now);

  return inputs.map((input) => {
    const key = keyOf(input.merchantCode, input.idempotencyKey);
    const first = existing.get(key);
    const transactionId = first?.id ?? inserted.get(key);
    if (transactionId === undefined) throw new Error('ledger transaction not inserted');
    return { idempotencyKey: input.idempotencyKey, transactionId, replayed: first !== undefined };
  });
}
