import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantCode, updatedAt } from '../columns';
import type { LocalizedText } from './catalogue';

/** The merchant's long texts the app shows as pages: today the §2.1 user agreement. */
export type MerchantDocumentKind = 'user_agreement';

/**
 * One document per merchant and kind, its HTML per language, sanitized before it is stored (and
 * again when it is read). Content operators edit it in the console; each save is audited.
 */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    merchantCode: merchantCode(),
    kind: text('kind').$type<MerchantDocumentKind>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull().default({}),
    updatedAt: updatedAt(),
    /** The operator who saved it last; null when the seed wrote it. */
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ name: 'merchant_documents_pk', columns: [t.merchantCode, t.kind] })],
);

export type MerchantDocumentRow = typeof merchantDocuments.$inferSelect;
