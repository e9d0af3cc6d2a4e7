import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, memberBankCards, members, withdrawals } from '../../db/schema';

const FINANCE_LIST_MAX = 200;

/** The merchant's deposits that `which` picks, each with its member's username. */
const depositsWithMember = (db: Db, merchantCode: string, which: SQL | undefined) =>
  db
    .select({ d: deposits, username: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(and(eq(deposits.merchantCode, merchantCode), which));

export const depositRows = (db: Db, merchantCode: string, open: boolean) =>
  depositsWithMember(db, merchantCode, open ? eq(deposits.state, 'pending') : undefined)
    .orderBy(sql`${deposits.state} = 'pending' desc`, desc(deposits.id))
    .limit(FINANCE_LIST_MAX);

export async function depositRow(db: Db, merchantCode: string, id: number) {
  const [row] = await depositsWithMember(db, merchantCode, eq(deposits.id, id));
  return row ?? null;
}

/** The merchant's withdrawals that `which` picks, each with its member and bank card. */
const withdrawalsWithMember = (db: Db, merchantCode: string, which: SQL | undefined) =>
  db
    .select({
      w: withdrawals,
      username: members.username,
      bankCode: memberBankCards.bankCode,
      accountNumber: memberBankCards.accountNumber,
      holderName: memberBankCards.holderName,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(memberBankCards, eq(memberBankCards.id, withdrawals.bankCardId))
    .where(and(eq(withdrawals.merchantCode, merchantCode), which));

export const withdrawalRows = (db: Db, merchantCode: string, open: boolean) =>
  withdrawalsWithMember(
    db,
    merchantCode,
    open ? inArray(withdrawals.state, ['pending', 'approved']) : undefined,
  )
    .orderBy(sql`${withdrawals.state} in ('pending', 'approved') desc`, desc(withdrawals.id))
    .limit(FINANCE_LIST_MAX);

export async function withdrawalRow(db: Db, merchantCode: string, id: number) {
  const [row] = await withdrawalsWithMember(db, merchantCode, eq(withdrawals.id, id));
  return row ?? null;
}
