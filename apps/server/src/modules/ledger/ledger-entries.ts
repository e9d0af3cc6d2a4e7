import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * Ledger entries as the member's records and the console show them, each with its account's kind
 * and its transaction's kind, reference and metadata; the caller adds which ones, in what order.
 */
export const ledgerEntryLines = (db: Db) =>
  db
    .select({
      id: ledgerEntries.id,
      account: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      metadata: ledgerTransactions.metadata,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
