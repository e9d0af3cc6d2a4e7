import { and, eq, gte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * Issue 28: the demo merchant's starting grant (metadata demoCredit) is playable but never paid
 * out. It is spent last: deposits and winnings go first, and the grant is spent only as far as
 * the cash balance has ever fallen below it. So the unspent demo credit is the smaller of the
 * grant and the lowest cash balance since it (every member entry carries its balance after), and
 * what can be withdrawn is the cash above that.
 */
async function unspentDemoCredit(db: Db, cashAccountId: number, memberId: number) {
  const [grant] = await db
    .select({ entryId: ledgerEntries.id, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.memberId, memberId),
        eq(ledgerTransactions.kind, 'grant'),
        sql`${ledgerTransactions.metadata} ->> 'demoCredit' = 'true'`,
        eq(ledgerEntries.accountId, cashAccountId),
      ),
    );
  if (!grant) return 0n;
  const [since] = await db
    .select({ lowest: min(ledgerEntries.balanceAfter) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, cashAccountId), gte(ledgerEntries.id, grant.entryId)));
  const lowest = since?.lowest ?? 0n;
  return lowest < grant.amount ? lowest : grant.amount;
}

/**
 * The member's cash and the part of it that may be withdrawn. The cash account is locked FOR
 * UPDATE: inside the withdrawal's transaction no bet can spend between this check and the hold.
 */
export async function withdrawableCash(
  db: Db,
  memberId: number,
  currency: string,
): Promise<{ cash: bigint; withdrawable: bigint }> {
  const [account] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, 'cash'),
      ),
    )
    .for('update');
  if (!account) return { cash: 0n, withdrawable: 0n };
  const held = await unspentDemoCredit(db, account.id, memberId);
  const withdrawable = account.balance - held;
  return { cash: account.balance, withdrawable: withdrawable > 0n ? withdrawable : 0n };
}
