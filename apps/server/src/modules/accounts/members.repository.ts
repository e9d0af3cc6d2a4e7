import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { findMerchantRow } from '../../lib/merchant-rows';
import { equalsIgnoringCase } from '../../db/ignoring-case';
import { agentOfCode } from '../../lib/agent-codes';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberByUsername(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<MemberRow | null> {
  return findMerchantRow(db, members, merchantCode, equalsIgnoringCase(members.username, username));
}

export async function findMemberByMobile(
  db: Db,
  merchantCode: string,
  mobileE164: string,
): Promise<MemberRow | null> {
  return findMerchantRow(db, members, merchantCode, eq(members.mobileE164, mobileE164));
}

export async function findMembersByEmail(
  db: Db,
  merchantCode: string,
  email: string,
): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), equalsIgnoringCase(members.email, email)))
    .limit(5);
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id));
  return rows[0] ?? null;
}

export async function insertMember(db: Db, member: NewMember): Promise<MemberRow> {
  const rows = await db.insert(members).values(member).returning();
  return rows[0]!;
}

export const updateMember = (db: Db, id: number, change: Partial<NewMember>) =>
  db.update(members).set(change).where(eq(members.id, id));

/** Sets the date of birth of a member who has none; false when one was there already. */
export async function setBirthDateIfMissing(db: Db, id: number, birthDate: string) {
  const rows = await db
    .update(members)
    .set({ birthDate })
    .where(and(eq(members.id, id), isNull(members.birthDate)))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function usernameTaken(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<boolean> {
  return (await findMemberByUsername(db, merchantCode, username)) !== null;
}

export async function agentCodeExists(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<boolean> {
  return (await agentOfCode(db, merchantCode, code)) !== null;
}

/** Locks or unlocks a member of the merchant; answers the row before (null when not theirs). */
export async function setMemberDisabled(
  db: Db,
  merchantCode: string,
  id: number,
  disabled: boolean,
): Promise<Pick<MemberRow, 'username' | 'disabled'> | null> {
  const [before] = await db
    .select({ username: members.username, disabled: members.disabled })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)))
    .for('update');
  if (!before) return null;
  await db.update(members).set({ disabled }).where(eq(members.id, id));
  return before;
}
