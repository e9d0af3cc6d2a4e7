import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, memberBankCards, members, withdrawals } from '../../db/schema';

const FINANCE_LIST_MAX = 200;

export const depositRows = (db: Db, merchantCode: string, open: boolean) =>
  db
    .select({ d: deposits, username: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(
      and(
        eq(deposits.merchantCode, merchantCode),
        open ? eq(deposits.state, 'pending') : undefined,
      ),
    )
    .orderBy(sql`${deposits.state} = 'pending' desc`, desc(deposits.id))
    .limit(FINANCE_LIST_MAX);

export async function depositRow(db: Db, merchantCode: string, id: number) {
  const [row] = await db
    .select({ d: deposits, username: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(and(eq(deposits.merchantCode, merchantCode), eq(deposits.id, id)));
  return row ?? null;
}

const withdrawalSelect = {
  w: withdrawals,
  username: members.username,
  bankCode: memberBankCards.bankCode,
  accountNumber: memberBankCards.accountNumber,
  holderName: memberBankCards.holderName,
};

export const withdrawalRows = (db: Db, merchantCode: string, open: boolean) =>
  db
    .select(withdrawalSelect)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(memberBankCards, eq(memberBankCards.id, withdrawals.bankCardId))
    .where(
      and(
        eq(withdrawals.merchantCode, merchantCode),
        open ? inArray(withdrawals.state, ['pending', 'approved']) : undefined,
      ),
    )
    .orderBy(sql`${withdrawals.state} in ('pending', 'approved') desc`, desc(withdrawals.id))
    .limit(FINANCE_LIST_MAX);

export async function withdrawalRow(db: Db, merchantCode: string, id: number) {
  const [row] = await db
    .select(withdrawalSelect)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(memberBankCards, eq(memberBankCards.id, withdrawals.bankCardId))
    .where(and(eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.id, id)));
  return row ?? null;
}
