import type pg from 'pg';

type Query = <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * What must hold of the ledger after any run: each list names the offending ids
 * and is empty when all is well.
 */
export async function ledgerViolations(q: Query) {
  return {
    // Every transaction sums to zero, with two entries or more.
    unbalanced: await q(
      `SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2`,
    ),
    // Every cached balance (plus a house account's pending deltas) equals the sum of its entries.
    balanceNotEntries: await q(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id HAVING a.balance + coalesce((SELECT sum(d.amount) FROM ledger_house_deltas d
         WHERE d.account_id = a.id), 0) <> coalesce(sum(e.amount), 0)`,
    ),
    // A member account's balance is its last entry's balance_after.
    balanceNotLastEntry: await q(
      `SELECT a.id FROM ledger_accounts a JOIN LATERAL (
         SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1
       ) last ON true WHERE a.member_id IS NOT NULL AND last.balance_after IS DISTINCT FROM a.balance`,
    ),
    negativeMember: await q(
      `SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`,
    ),
  };
}
