import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantDocuments, type LocalizedText, type MerchantDocumentKind } from '../../db/schema';
import { findMerchantRow, lockMerchantRow } from '../../lib/merchant-rows';

export async function findDocument(db: Db, merchantCode: string, kind: MerchantDocumentKind) {
  return findMerchantRow(db, merchantDocuments, merchantCode, eq(merchantDocuments.kind, kind));
}

/** Locks the row (when there is one) so two saves write their audit entries in order. */
export const lockDocument = (db: Db, merchantCode: string, kind: MerchantDocumentKind) =>
  lockMerchantRow(db, merchantDocuments, merchantCode, eq(merchantDocuments.kind, kind));

export async function upsertDocument(
  db: Db,
  row: {
    merchantCode: string;
    kind: MerchantDocumentKind;
    content: LocalizedText;
    updatedAt: Date;
    updatedBy: string | null;
  },
) {
  const [saved] = await db
    .insert(merchantDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [merchantDocuments.merchantCode, merchantDocuments.kind],
      set: { content: row.content, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
    })
    .returning();
  return saved!;
}
