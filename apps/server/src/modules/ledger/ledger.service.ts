/**
 * The double-entry ledger: the one way money moves on the platform.
 *
 * Accounts. Every member has, per currency, `cash` (spendable; the §3 balance), `bonus` and
 * `withdrawal_hold`; none of them may go below zero. The merchant has house accounts that may go
 * negative: `deposits_in_transit`, `payouts`, `game_revenue`, `bonuses_given`, `demo_credit`,
 * `play_money` (trial play money, §6) and `adjustments`. Accounts are created on first use.
 *
 * Posting. A transaction is a list of entries, each an account and a signed bigint amount (units
 * of 10^-4, lib/money.ts), that sum to zero — e.g. a deposit credited:
 *
 *   await postLedgerTransaction(db, {
 *     merchantCode, currency: 'THB', kind: 'deposit', idempotencyKey: `deposit:${depositId}`,
 *     reference: depositNo, memberId,
 *     entries: [
 *       { account: { member: memberId, kind: 'cash' }, amount: 1_000_000n },
 *       { account: { house: 'deposits_in_transit' }, amount: -1_000_000n },
 *     ],
 *   });
 *
 * `postLedgerTransaction` opens its own DB transaction; inside one of yours (to update your own
 * rows atomically with the money) call `postInTransaction(tx, …)`. For the hottest path, a member
 * paying the house together with the caller's own rows (a lottery order), `debitWith` writes
 * both in one statement, without a DB transaction's round trips. The idempotency key is unique
 * per merchant: posting a key again moves nothing and answers the first posting with
 * `replayed: true`; the same key with other entries or kind throws a 409 (reason KEY_REUSED). A
 * member account that would go below zero throws a 409 (reason INSUFFICIENT_FUNDS) and nothing is
 * written. Member accounts are locked FOR UPDATE in a fixed order and their cached balances
 * written in the same transaction; each member entry keeps the account's balance after it.
 *
 * House accounts are the other side of nearly every movement: locking one would make every bet,
 * deposit and win of the merchant wait for the one before it (lottery orders at 20
 * connections queued on game_revenue). So a posting never locks or writes a house account: its
 * entries carry no balance after (null), and what moved is appended to ledger_house_deltas, which
 * `foldHouseBalances` (a repeating job) moves into the cached balance. House accounts may go
 * negative, so nothing needs their balance while posting.
 *
 * Reading. `memberBalances(db, memberId, currency)` answers the cached balances (0 for an account
 * not used yet); `houseBalance(db, merchantCode, currency, kind)` a house account's balance (its
 * cached balance plus its pending deltas: the sum of its entries). The records module reads
 * entries and transactions for the member's history.
 */
import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type {
  HouseAccountKind,
  LedgerAccountRow,
  LedgerTransactionRow,
  MemberAccountKind,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import {
  entriesOf,
  findTransactionByKey,
  houseAccountId,
  foldHouseDeltas,
  houseBalanceOf,
  lockAccounts,
  lockMemberWithHouses,
  memberAccountId,
  memberAccounts,
  transactionRecordOf,
  writeDebitWith,
  writePosting,
  type DebitCompanion,
} from './ledger.repository';

export type { DebitCompanion } from './ledger.repository';

export type LedgerAccountRef =
  { member: number; kind: MemberAccountKind } | { house: HouseAccountKind };

/**
 * Kinds the platform posts today; other modules add their own (a kind is free text, shown in
 * the transaction record, so keep it a stable lower-case word).
 */
export type LedgerTxKind =
  | 'grant'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_paid'
  | 'bonus'
  | 'adjustment'
  | (string & {});

export interface LedgerPostInput {
  merchantCode: string;
  currency: string;
  kind: LedgerTxKind;
  /** Unique per merchant; build it from what makes the movement unique (`bet:<vendor>:<txId>`). */
  idempotencyKey: string;
  reference?: string | null;
  /** The member the movement concerns (their transaction record lists it). */
  memberId?: number | null;
  metadata?: Record<string, unknown> | null;
  entries: { account: LedgerAccountRef; amount: bigint }[];
  /** Creates missing member accounts as play-money accounts (trial members, §6). */
  play?: boolean;
  now?: Date;
}

export interface LedgerPosted {
  transaction: LedgerTransactionRow;
  entries: {
    accountId: number;
    kind: string;
    memberId: number | null;
    amount: bigint;
    /** The member account's balance after the entry; null on a house account. */
    balanceAfter: bigint | null;
  }[];
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
}

export interface MemberBalances {
  cash: bigint;
  bonus: bigint;
  withdrawalHold: bigint;
}

export const insufficientFunds = (balance: bigint, amount: bigint) =>
  new HttpError(
    ErrorCode.CONFLICT,
    `Insufficient funds: the balance is ${fromUnits(balance)}, the movement ${fromUnits(amount)}`,
    { reason: 'INSUFFICIENT_FUNDS', balance: fromUnits(balance) },
  );

export const keyReused = (key: string) =>
  new HttpError(
    ErrorCode.CONFLICT,
    `Idempotency key ${key} was already used for another movement`,
    { reason: 'KEY_REUSED' },
  );

export const sameMovement = (a: { accountId: number; amount: bigint }[], b: typeof a): boolean => {
  const canon = (xs: typeof a) =>
    xs
      .map((x) => `${x.accountId}:${x.amount}`)
      .sort()
      .join(',');
  return canon(a) === canon(b);
};

async function resolveAccount(
  tx: Db,
  input: LedgerPostInput,
  ref: LedgerAccountRef,
): Promise<number> {
  if ('member' in ref)
    return memberAccountId(tx, {
      merchantCode: input.merchantCode,
      memberId: ref.member,
      currency: input.currency,
      kind: ref.kind,
      play: input.play ?? false,
    });
  return houseAccountId(tx, {
    merchantCode: input.merchantCode,
    currency: input.currency,
    kind: ref.house,
  });
}

/**
 * A posting that moves exactly one member account: that account locked and its house accounts,
 * in one statement; null for any other posting or when an account does not exist yet.
 */
async function resolveAndLockOne(tx: Db, input: LedgerPostInput) {
  let member: { member: number; kind: MemberAccountKind } | null = null;
  const houses = new Set<HouseAccountKind>();
  for (const e of input.entries) {
    if ('house' in e.account) houses.add(e.account.house);
    else if (!member) member = e.account;
    else if (member.member !== e.account.member || member.kind !== e.account.kind) return null;
  }
  if (!member || houses.size === 0) return null;
  return lockMemberWithHouses(tx, {
    merchantCode: input.merchantCode,
    memberId: member.member,
    currency: input.currency,
    kind: member.kind,
    houses: [...houses],
  });
}

/** Throws unless the posting has two entries or more, none zero, summing to zero. */
function assertBalanced(input: LedgerPostInput): void {
  if (input.entries.length < 2) throw new Error('a ledger transaction needs two entries or more');
  if (input.entries.some((e) => e.amount === 0n)) throw new Error('a ledger entry moves no money');
  const total = input.entries.reduce((sum, e) => sum + e.amount, 0n);
  if (total !== 0n) throw new Error(`ledger entries sum to ${total}, not zero`);
}

/** Each entry's account id: from the fast lock when there is one, else resolved (and created). */
async function resolveWanted(
  tx: Db,
  input: LedgerPostInput,
  fast: Awaited<ReturnType<typeof resolveAndLockOne>>,
) {
  const wanted: { accountId: number; amount: bigint; ref: LedgerAccountRef }[] = [];
  for (const e of input.entries)
    wanted.push({
      accountId: fast
        ? 'member' in e.account
          ? fast.member.id
          : (fast.houses.get(e.account.house) as number)
        : await resolveAccount(tx, input, e.account),
      amount: e.amount,
      ref: e.account,
    });
  return wanted;
}

/** Posts inside the caller's DB transaction (see the module comment). */
export async function postInTransaction(tx: Db, input: LedgerPostInput): Promise<LedgerPosted> {
  assertBalanced(input);

  // One member account (a bet, a win, a deposit …): found and locked with the house accounts in
  // one statement; otherwise, or when an account is missing, each is resolved (and created).
  const fast = await resolveAndLockOne(tx, input);
  const wanted = await resolveWanted(tx, input, fast);

  const replay = async (): Promise<LedgerPosted> => {
    const first = await findTransactionByKey(tx, input.merchantCode, input.idempotencyKey);
    if (!first) throw new Error(`ledger key ${input.idempotencyKey} vanished`);
    const entries = await entriesOf(tx, first.id);
    if (first.kind !== input.kind || !sameMovement(entries, wanted))
      throw keyReused(input.idempotencyKey);
    return { transaction: first, entries, replayed: true };
  };

  // Member accounts are locked first: a concurrent posting of the same key for the same member
  // waits here; its key then makes the insert below a replay. House accounts are not locked (see
  // the module comment).
  const memberIds = [...new Set(wanted.filter((w) => 'member' in w.ref).map((w) => w.accountId))];
  const locked = fast
    ? new Map([[fast.member.id, fast.member]])
    : memberIds.length > 0
      ? await lockAccounts(tx, memberIds)
      : new Map<number, LedgerAccountRow>();

  const balances = new Map([...locked].map(([id, row]) => [id, row.balance]));
  const houseMoves = new Map<number, bigint>();
  const entries: LedgerPosted['entries'] = [];
  for (const w of wanted) {
    if (!('member' in w.ref)) {
      houseMoves.set(w.accountId, (houseMoves.get(w.accountId) ?? 0n) + w.amount);
      entries.push({
        accountId: w.accountId,
        kind: w.ref.house,
        memberId: null,
        amount: w.amount,
        balanceAfter: null,
      });
      continue;
    }
    const account = locked.get(w.accountId);
    if (!account) throw new Error(`ledger account ${w.accountId} vanished`);
    const before = balances.get(w.accountId) ?? 0n;
    const after = before + w.amount;
    // Checked before anything is written, so a caller's transaction stays clean.
    if (after < 0n) {
      // A key posted before is a replay, whatever the balance is now.
      if (await findTransactionByKey(tx, input.merchantCode, input.idempotencyKey)) return replay();
      throw insufficientFunds(before, -w.amount);
    }
    balances.set(w.accountId, after);
    entries.push({
      accountId: w.accountId,
      kind: account.kind,
      memberId: account.memberId,
      amount: w.amount,
      balanceAfter: after,
    });
  }

  const now = input.now ?? new Date();
  // The transaction, its entries, the new cached balances and the house deltas in one statement.
  const created = await writePosting(
    tx,
    { ...transactionRecordOf(input), createdAt: now },
    entries,
    [...balances]
      .filter(([id, balance]) => balance !== locked.get(id)?.balance)
      .map(([accountId, balance]) => ({ accountId, balance })),
    [...houseMoves].map(([accountId, amount]) => ({ accountId, amount })),
  );
  // The key was posted before (or by a concurrent posting): nothing is written.
  if (!created) return replay();
  return { transaction: created, entries, replayed: false };
}

export type DebitOutcome<T> =
  /** Posted with the caller's rows; the member's balance after it. */
  | { outcome: 'posted'; balanceAfter: bigint; companion: T }
  /** The member cannot pay: nothing written. */
  | { outcome: 'insufficient'; balance: bigint }
  /** The caller's CTEs wrote nothing (their own guard): nothing written. */
  | { outcome: 'refused'; companion: T }
  /** The member's or the house account does not exist yet: post through postInTransaction. */
  | { outcome: 'no-accounts' };

/**
 * A member's debit (their account to a house account) and the caller's own rows, written in one
 * statement: no DB transaction round trips, for the hottest posting (a lottery order). The
 * caller's CTEs read `funded` and define `placed` (see DebitCompanion); the ledger's rules hold
 * as in postInTransaction (the member's account locked, never below zero, the house account
 * only appended a delta, a key posted before raising the unique violation).
 */
export async function debitWith<T>(
  db: Db,
  /** The statement's prepared name (db/prepared.ts). */
  name: string,
  input: Omit<LedgerPostInput, 'entries' | 'metadata' | 'memberId' | 'play'> & {
    memberId: number;
    from: MemberAccountKind;
    to: HouseAccountKind;
    amount: bigint;
  },
  companion: DebitCompanion,
): Promise<DebitOutcome<T>> {
  if (input.amount <= 0n) throw new Error('a debit moves a positive amount');
  const written = await writeDebitWith<T>(
    db,
    name,
    {
      merchantCode: input.merchantCode,
      currency: input.currency,
      memberId: input.memberId,
      memberKind: input.from,
      house: input.to,
      amount: input.amount,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      reference: input.reference ?? null,
      createdAt: input.now ?? new Date(),
    },
    companion,
  );
  if (!written.accounts || written.balance === null) return { outcome: 'no-accounts' };
  if (written.balance < input.amount) return { outcome: 'insufficient', balance: written.balance };
  if (written.transactionId === null) return { outcome: 'refused', companion: written.companion };
  return {
    outcome: 'posted',
    balanceAfter: written.balance - input.amount,
    companion: written.companion,
  };
}

/** Posts in a DB transaction of its own (see the module comment). */
export function postLedgerTransaction(db: Db, input: LedgerPostInput): Promise<LedgerPosted> {
  return db.transaction((tx) => postInTransaction(tx, input));
}

/** The member's cached balances in one currency; 0 for an account not used yet. */
export async function memberBalances(
  db: Db,
  memberId: number,
  currency: string,
): Promise<MemberBalances> {
  const accounts = await memberAccounts(db, memberId, currency);
  return {
    cash: accounts.get('cash')?.balance ?? 0n,
    bonus: accounts.get('bonus')?.balance ?? 0n,
    withdrawalHold: accounts.get('withdrawal_hold')?.balance ?? 0n,
  };
}

/**
 * A house account's balance: the cached balance plus its pending deltas, which is the sum of its
 * entries (0 for an account not used yet). The console and reconciliation read house accounts
 * through this, never through ledger_accounts.balance alone.
 */
export async function houseBalance(
  db: Db,
  merchantCode: string,
  currency: string,
  kind: HouseAccountKind,
): Promise<bigint> {
  return houseBalanceOf(db, { merchantCode, currency, kind });
}

/** Moves the pending house deltas into the cached balances (see foldHouseDeltas). */
export const foldHouseBalances = (db: Db, now: Date = new Date()) => foldHouseDeltas(db, now);
