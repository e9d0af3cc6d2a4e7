import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, members, walletLedger, wallets } from '../../db/schema';
import type { BetRow, LedgerKind, WalletRow } from '../../db/schema';

export async function findWallet(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency)));
  return rows[0] ?? null;
}

/** Creates the wallet if it is missing; never touches an existing one. */
export async function ensureWallet(
  db: Db,
  row: { memberId: number; merchantCode: string; currency: string; play: boolean },
): Promise<void> {
  await db.insert(wallets).values(row).onConflictDoNothing();
}

/** The wallet row under FOR UPDATE: every balance change of it waits here, one at a time. */
export async function lockWallet(db: Db, walletId: number): Promise<WalletRow> {
  const rows = await db.select().from(wallets).where(eq(wallets.id, walletId)).for('update');
  const row = rows[0];
  if (!row) throw new Error(`wallet ${walletId} vanished`);
  return row;
}

export const setBalance = (db: Db, walletId: number, balance: bigint, now: Date) =>
  db.update(wallets).set({ balance, updatedAt: now }).where(eq(wallets.id, walletId));

export async function ledgerKeyExists(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.idempotencyKey, key));
  return rows.length > 0;
}

export const insertLedger = (
  db: Db,
  row: {
    walletId: number;
    memberId: number;
    amount: bigint;
    balanceAfter: bigint;
    kind: LedgerKind;
    idempotencyKey: string;
    vendorCode?: string;
    vendorTxId?: string;
    createdAt: Date;
  },
) => db.insert(walletLedger).values(row);

export async function findBet(
  db: Db,
  vendorCode: string,
  vendorTxId: string,
  lock = false,
): Promise<BetRow | null> {
  const query = db
    .select()
    .from(bets)
    .where(and(eq(bets.vendorCode, vendorCode), eq(bets.vendorTxId, vendorTxId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export const insertBet = (db: Db, row: typeof bets.$inferInsert) => db.insert(bets).values(row);

export const updateBet = (db: Db, id: number, change: Partial<typeof bets.$inferInsert>) =>
  db.update(bets).set(change).where(eq(bets.id, id));

export async function listBets(db: Db, memberId: number, offset: number, limit: number) {
  return db
    .select()
    .from(bets)
    .where(eq(bets.memberId, memberId))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit)
    .offset(offset);
}

export async function findWalletMember(db: Db, memberId: number) {
  const rows = await db
    .select({
      id: members.id,
      merchantCode: members.merchantCode,
      isTrial: members.isTrial,
      disabled: members.disabled,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0] ?? null;
}
