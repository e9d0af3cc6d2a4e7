import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type {
  LedgerAccountKind,
  LedgerAccountRow,
  LedgerTransactionRow,
  MemberAccountKind,
  HouseAccountKind,
} from '../../db/schema';

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
  await db
    .insert(ledgerAccounts)
    .values(row)
    .onConflictDoNothing({
      target: [ledgerAccounts.memberId, ledgerAccounts.currency, ledgerAccounts.kind],
      where: sql`${ledgerAccounts.memberId} is not null`,
    });
  const [found] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, row.memberId),
        eq(ledgerAccounts.currency, row.currency),
        eq(ledgerAccounts.kind, row.kind),
      ),
    );
  if (!found) throw new Error(`ledger account ${row.kind} of member ${row.memberId} missing`);
  return found.id;
}

/** Creates the merchant's house account if it is missing; answers its id. */
export async function houseAccountId(
  db: Db,
  row: { merchantCode: string; currency: string; kind: HouseAccountKind },
): Promise<number> {
  await db
    .insert(ledgerAccounts)
    .values({ ...row, play: row.kind === 'play_money' })
    .onConflictDoNothing({
      target: [ledgerAccounts.merchantCode, ledgerAccounts.currency, ledgerAccounts.kind],
      where: sql`${ledgerAccounts.memberId} is null`,
    });
  const [found] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.memberId),
        eq(ledgerAccounts.merchantCode, row.merchantCode),
        eq(ledgerAccounts.currency, row.currency),
        eq(ledgerAccounts.kind, row.kind),
      ),
    );
  if (!found) throw new Error(`house account ${row.kind} of ${row.merchantCode} missing`);
  return found.id;
}

/**
 * Locks the accounts in one fixed order (member accounts first, then house accounts, each by
 * id), so two transactions never wait on each other in a cycle.
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

export const setAccountBalance = (db: Db, id: number, balance: bigint, now: Date) =>
  db.update(ledgerAccounts).set({ balance, updatedAt: now }).where(eq(ledgerAccounts.id, id));

/** Inserts the transaction unless its key exists: null when it did (the caller replays). */
export async function insertTransactionOnce(
  db: Db,
  row: typeof ledgerTransactions.$inferInsert,
): Promise<LedgerTransactionRow | null> {
  const rows = await db
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({
      target: [ledgerTransactions.merchantCode, ledgerTransactions.idempotencyKey],
    })
    .returning();
  return rows[0] ?? null;
}

export async function findTransactionByKey(db: Db, merchantCode: string, key: string) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.merchantCode, merchantCode),
        eq(ledgerTransactions.idempotencyKey, key),
      ),
    );
  return row ?? null;
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

export const insertEntries = (db: Db, rows: (typeof ledgerEntries.$inferInsert)[]) =>
  db.insert(ledgerEntries).values(rows);

/** The member's accounts in one currency, by kind (missing kinds have no row yet). */
export async function memberAccounts(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return new Map<LedgerAccountKind, LedgerAccountRow>(rows.map((r) => [r.kind, r]));
}
