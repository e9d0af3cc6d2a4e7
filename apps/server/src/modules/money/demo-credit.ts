import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Demo credit (the demo merchant's starting grant, and what the demo gateway credits:
 * entries whose transaction is marked demoCredit) is playable but never paid out. It is spent
 * last: deposits and winnings go first. Walking the cash entries, the unspent demo credit d grows
 * by each demo credit c and is cut to the balance b after every entry (d = min(d + c, b)); in
 * closed form, the smaller of all demo credit and, for every entry k, b(k) plus the demo credit
 * after k. One pass over the entries since the first demo credit (none on a real merchant).
 */
async function unspentDemoCredit(db: Db, cashAccountId: number) {
  const result = await db.execute(sql`
    WITH first_demo AS (
      SELECT min(e.id) AS id FROM ${ledgerEntries} e
      JOIN ${ledgerTransactions} t ON t.id = e.transaction_id
      WHERE e.account_id = ${cashAccountId} AND e.amount > 0 AND t.metadata ->> 'demoCredit' = 'true'
    ), walked AS (
      SELECT e.balance_after AS b,
        sum(CASE WHEN t.metadata ->> 'demoCredit' = 'true' AND e.amount > 0 THEN e.amount ELSE 0 END)
          OVER (ORDER BY e.id) AS upto,
        sum(CASE WHEN t.metadata ->> 'demoCredit' = 'true' AND e.amount > 0 THEN e.amount ELSE 0 END)
          OVER () AS total
      FROM ${ledgerEntries} e
      JOIN ${ledgerTransactions} t ON t.id = e.transaction_id
      WHERE e.account_id = ${cashAccountId} AND e.id >= (SELECT id FROM first_demo)
    )
    SELECT coalesce(least(max(total), min(b + total - upto)), 0)::text AS unspent FROM walked
  `);
  const unspent = BigInt(rowsOf<{ unspent: string }>(result)[0]?.unspent ?? '0');
  return unspent > 0n ? unspent : 0n;
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
  const held = await unspentDemoCredit(db, account.id);
  const withdrawable = account.balance - held;
  return { cash: account.balance, withdrawable: withdrawable > 0n ? withdrawable : 0n };
}
