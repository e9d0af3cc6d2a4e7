import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, members, wallets } from '../../db/schema';
import type { BetRow, WalletRow } from '../../db/schema';
import { memberColumns } from '../../lib/member-columns';

export async function findWallet(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency)));
  return rows[0] ?? null;
}

export async function walletById(db: Db, id: number): Promise<WalletRow> {
  const [row] = await db.select().from(wallets).where(eq(wallets.id, id));
  if (!row) throw new Error(`wallet ${id} vanished`);
  return row;
}

/** Creates the wallet if it is missing; never touches an existing one. */
export async function ensureWallet(
  db: Db,
  row: { memberId: number; merchantCode: string; currency: string; play: boolean },
): Promise<void> {
  await db.insert(wallets).values(row).onConflictDoNothing();
}

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
  return (
    db
      .select()
      .from(bets)
      .where(eq(bets.memberId, memberId))
      // DESC NULLS LAST, as bets_member_created_idx keeps them (a plain DESC sorts every bet).
      .orderBy(sql`${bets.createdAt} desc nulls last`, sql`${bets.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
  );
}

export const findWalletMember = (db: Db, memberId: number) =>
  memberColumns(db, memberId, {
    id: members.id,
    merchantCode: members.merchantCode,
    isTrial: members.isTrial,
    disabled: members.disabled,
  });
