import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBankCards, members, type MemberBankCardRow } from '../../db/schema';

export async function payeeNameOf(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ payeeName: members.payeeName })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.payeeName || null;
}

/** Sets the payee name only where none is set; false when one already was. */
export async function setPayeeNameOnce(db: Db, memberId: number, name: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ payeeName: name })
    .where(and(eq(members.id, memberId), sql`coalesce(${members.payeeName}, '') = ''`))
    .returning({ id: members.id });
  return rows.length === 1;
}

/** Support's change: whatever was set before is replaced. */
export async function replacePayeeName(db: Db, memberId: number, name: string) {
  await db.update(members).set({ payeeName: name }).where(eq(members.id, memberId));
}

export const liveCards = (db: Db, memberId: number): Promise<MemberBankCardRow[]> =>
  db
    .select()
    .from(memberBankCards)
    .where(and(eq(memberBankCards.memberId, memberId), isNull(memberBankCards.removedAt)))
    .orderBy(desc(memberBankCards.isDefault), asc(memberBankCards.id));

export async function liveCard(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(memberBankCards)
    .where(
      and(
        eq(memberBankCards.id, id),
        eq(memberBankCards.memberId, memberId),
        isNull(memberBankCards.removedAt),
      ),
    );
  return row ?? null;
}

export async function insertCard(
  db: Db,
  card: Pick<
    MemberBankCardRow,
    'memberId' | 'bankCode' | 'accountNumber' | 'holderName' | 'isDefault'
  >,
): Promise<MemberBankCardRow | null> {
  const [row] = await db.insert(memberBankCards).values(card).onConflictDoNothing().returning();
  return row ?? null;
}

export async function removeCard(db: Db, memberId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const card = await liveCard(tx, memberId, id);
    if (!card) return false;
    await tx
      .update(memberBankCards)
      .set({ removedAt: now, isDefault: false })
      .where(eq(memberBankCards.id, id));
    if (card.isDefault) {
      // The oldest card left becomes the default when the default goes.
      const [next] = await liveCards(tx, memberId);
      if (next) {
        await tx
          .update(memberBankCards)
          .set({ isDefault: true })
          .where(eq(memberBankCards.id, next.id));
      }
    }
    return true;
  });
}

export async function makeDefault(db: Db, memberId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await liveCard(tx, memberId, id);
    if (!card) return false;
    await tx
      .update(memberBankCards)
      .set({ isDefault: sql`${memberBankCards.id} = ${id}` })
      .where(and(eq(memberBankCards.memberId, memberId), isNull(memberBankCards.removedAt)));
    return true;
  });
}
